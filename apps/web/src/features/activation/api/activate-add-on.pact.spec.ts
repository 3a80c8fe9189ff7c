import { magicValueState } from '@carrier/scenarios';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, proveCarrierError, withCarrierClient } from '../../../testing/pact';
import { activateAddOn } from './activate-add-on';

const { string } = MatchersV3;

const pact = carrierPact();

describe('activateAddOn', () => {
  it('activates an add-on on a line', async () => {
    await pact
      .addInteraction()
      .given('line 3055550123 has no add-on activated')
      .uponReceiving('an add-on activation on line 3055550123')
      .withRequest('POST', '/public/add-on_plan/activate', (request) =>
        request.jsonBody({ mdn: '3055550123', activationCode: '654321' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: string('Add-on activated'), mdn: string('3055550123') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await activateAddOn(client, '3055550123', '654321');
          expect(result.data?.mdn).toBe('3055550123');
        }),
      );
  });

  it.each([
    {
      mdn: '3055550409',
      status: 409,
      code: 'SIM_ALREADY_ACTIVATED',
      state: 'line 3055550409 has its add-on activated already',
    },
    {
      mdn: '3055550500',
      status: 500,
      code: 'PROBLEM_WITH_ACTIVATION',
      state: magicValueState('activation.problem'),
    },
  ] as const)('answers $code when $state', async ({ mdn, status, code, state }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`an add-on activation on line ${mdn}`)
      .withRequest('POST', '/public/add-on_plan/activate', (request) =>
        request.jsonBody({ mdn, activationCode: '654321' }),
      )
      .willRespondWith(status, (response) => response.jsonBody(carrierError(code, 'The activation failed')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await activateAddOn(client, mdn, '654321');
          expect(result.error).toMatchObject({ status, code });
        }),
      );
  });
});

describe('activateAddOn: the documented errors', () => {
  it('answers SIM_NOT_FOUND for a line the carrier does not know', async () => {
    await proveCarrierError(
      pact,
      {
        states: [magicValueState('activation.not-found')],
        description: 'an add-on activation on the unknown line 3055550404',
        method: 'POST',
        path: '/public/add-on_plan/activate',
        body: { mdn: '3055550404', activationCode: '654321' },
        status: 404,
        code: 'SIM_NOT_FOUND',
        message: 'SIM not found',
      },
      (client) => activateAddOn(client, '3055550404', '654321'),
    );
  });
});
