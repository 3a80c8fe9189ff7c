import { magicValueState } from '@carrier/scenarios';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { activateSim } from './activate-sim';

const { regex, string } = MatchersV3;

const pact = carrierPact();

describe('activateSim', () => {
  it('activates a SIM that was never activated', async () => {
    await pact
      .addInteraction()
      .given('SIM 8901260000000001 was never activated')
      .uponReceiving('an activation of SIM 8901260000000001')
      .withRequest('POST', '/public/sim/8901260000000001/activate', (request) =>
        request.jsonBody({ activationCode: '123456' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          message: string('SIM card activated'),
          esn: string('8901260000000001'),
          mdn: regex(/^\d{10}$/, '3055550100'),
          status: 'active',
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await activateSim(client, '8901260000000001', '123456');
          expect(result.data?.status).toBe('active');
        }),
      );
  });

  it.each([
    {
      esn: '8901260000000409',
      status: 409,
      code: 'SIM_ALREADY_ACTIVATED',
      state: 'SIM 8901260000000409 is already active',
    },
    {
      esn: '8901260000000500',
      status: 500,
      code: 'PROBLEM_WITH_ACTIVATION',
      state: magicValueState('activation.problem'),
    },
    {
      esn: '8901260000000404',
      status: 404,
      code: 'SIM_NOT_FOUND',
      state: magicValueState('activation.not-found'),
    },
  ] as const)('answers $code when $state', async ({ esn, status, code, state }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`an activation of SIM ${esn}`)
      .withRequest('POST', `/public/sim/${esn}/activate`, (request) =>
        request.jsonBody({ activationCode: '123456' }),
      )
      .willRespondWith(status, (response) => response.jsonBody(carrierError(code, 'The activation failed')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await activateSim(client, esn, '123456');
          expect(result.error).toMatchObject({ status, code });
        }),
      );
  });

  it('answers INVALID_RESELLER_CODE for an unknown reseller code', async () => {
    await pact
      .addInteraction()
      .given('no reseller code NOPE-000 exists')
      .uponReceiving('an activation of SIM 8901260000000001 with the unknown reseller code NOPE-000')
      .withRequest('POST', '/public/sim/8901260000000001/activate', (request) =>
        request.jsonBody({ activationCode: '123456', resellerCode: 'NOPE-000' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_RESELLER_CODE', 'Invalid reseller code')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await activateSim(client, '8901260000000001', '123456', 'NOPE-000');
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_RESELLER_CODE' });
        }),
      );
  });
});
