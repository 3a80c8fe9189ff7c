import { subscriberOf } from '../../commerce/customer';
import { activateAddOn, activateLine } from '../../commerce/lines';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Handlers } from '../handler';

type ActivationOperation = 'activateSim' | 'activateAddOnPlan' | 'activatePortIn';

/**
 * Handlers of the activation operations (the rules are commerce/lines.ts's); the magic suffixes 0409, 0500 and
 * 0404 are answered before these handlers run.
 */
export const activationHandlers: Handlers<ActivationOperation> = {
  activateSim: ({ params, body, world }) => {
    if (body.resellerCode !== undefined && !isKnownResellerCode(world, body.resellerCode))
      return { scenario: 'activation.invalid-reseller-code' };
    const line = activateLine(world, { esn: params.esn, ownerId: null });
    if (!line) return { scenario: 'activation.already-activated' };
    return {
      status: 200,
      body: { message: 'SIM card activated successfully', esn: line.esn, mdn: line.mdn, status: 'active' },
    };
  },
  activateAddOnPlan: ({ body, world }) =>
    activateAddOn(world, body.mdn, body.activationCode)
      ? { status: 200, body: { message: 'Add-on plan activated successfully', mdn: body.mdn } }
      : { scenario: 'activation.add-on.already-activated' },
  activatePortIn: ({ params, body, auth, world }) => {
    const subscriber = subscriberOf(world, auth);
    if (!subscriber) return { scenario: 'auth.token.unauthorized' };
    // A SIM already active, or a number already on this network, cannot be ported onto.
    const line = activateLine(world, { esn: params.id, mdn: body.portInNumber, ownerId: subscriber.id });
    if (!line) return { scenario: 'activation.already-activated' };
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
