import { subscriberOf } from '../../commerce/customer';
import { activeLine, assignMdn } from '../../commerce/lines';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Handlers } from '../handler';

type ActivationOperation = 'activateSim' | 'activateAddOnPlan' | 'activatePortIn';

/**
 * Handlers of the activation operations. Any well-formed number activates the first time, with no purchase
 * needed (DESIGN.md); the magic suffixes 0409, 0500 and 0404 are answered before these handlers run.
 */
export const activationHandlers: Handlers<ActivationOperation> = {
  activateSim: ({ params, body, world }) => {
    if (body.resellerCode !== undefined && !isKnownResellerCode(world, body.resellerCode))
      return { scenario: 'activation.invalid-reseller-code' };
    if (activeLine(world, { esn: params.esn })) return { scenario: 'activation.already-activated' };
    const line = { esn: params.esn, mdn: assignMdn(world), activatedAt: world.nowIso(), ownerId: null };
    world.state.commerce.sims.push(line);
    return {
      status: 200,
      body: { message: 'SIM card activated successfully', esn: line.esn, mdn: line.mdn, status: 'active' },
    };
  },
  activateAddOnPlan: ({ body, world }) => {
    const { addOnActivations } = world.state.commerce;
    const { mdn, activationCode } = body;
    // DESIGN: a number activates the first time, SIM_ALREADY_ACTIVATED after; the code does not matter.
    if (addOnActivations.some((done) => done.mdn === mdn))
      return { scenario: 'activation.add-on.already-activated' };
    addOnActivations.push({ mdn, activationCode, activatedAt: world.nowIso() });
    return { status: 200, body: { message: 'Add-on plan activated successfully', mdn } };
  },
  activatePortIn: ({ params, body, auth, world }) => {
    const subscriber = subscriberOf(world, auth);
    if (!subscriber) return { scenario: 'auth.token.unauthorized' };
    // A SIM already active, or a number already on this network, cannot be ported onto.
    if (activeLine(world, { esn: params.id, mdn: body.portInNumber }))
      return { scenario: 'activation.already-activated' };
    const line = {
      esn: params.id,
      mdn: body.portInNumber,
      activatedAt: world.nowIso(),
      ownerId: subscriber.id,
    };
    world.state.commerce.sims.push(line);
    return {
      status: 200,
      body: {
        message: 'SIM card activated with your ported number',
        esn: line.esn,
        mdn: line.mdn,
        status: 'active',
      },
    };
  },
};
