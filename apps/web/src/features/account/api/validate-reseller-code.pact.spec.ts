import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../../testing/pact';
import { validateResellerCode } from './validate-reseller-code';

const pact = carrierPact();

describe('validateResellerCode', () => {
  it.each([
    { code: 'RS-ALPHA', state: 'reseller code RS-ALPHA is active', isValid: true },
    { code: 'NOPE-000', state: 'no reseller code NOPE-000 exists', isValid: false },
  ])('answers isValid $isValid when $state', async ({ code, state, isValid }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a check of the ${isValid ? 'active' : 'unknown'} reseller code ${code}`)
      .withRequest('POST', '/public/utility/is_valid_reseller_code', (request) =>
        request.jsonBody({ resellerCode: code }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ isValid }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await validateResellerCode(client, code);
          expect(result.data).toEqual({ isValid });
        }),
      );
  });
});
