import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getSupportedState } from './get-supported-state';

const { string } = MatchersV3;

const pact = carrierPact();

describe('getSupportedState', () => {
  it('says a covered state is supported', async () => {
    await pact
      .addInteraction()
      .given('Texas is a state the benefit covers')
      .uponReceiving('a request whether the benefit covers Texas')
      .withRequest('GET', '/public/acp_supported_state/TX')
      .willRespondWith(200, (response) =>
        response.jsonBody({ stateCode: 'TX', stateName: string('Texas'), supported: true }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getSupportedState(client, 'TX');
          expect(result.data).toEqual({ stateCode: 'TX', stateName: 'Texas', supported: true });
        }),
      );
  });

  it('answers STATE_NOT_SUPPORTED for a state outside the covered list', async () => {
    await pact
      .addInteraction()
      .given('Illinois is a state the benefit does not cover')
      .uponReceiving('a request whether the benefit covers Illinois')
      .withRequest('GET', '/public/acp_supported_state/IL')
      .willRespondWith(404, (response) =>
        response.jsonBody(
          carrierError(
            'STATE_NOT_SUPPORTED',
            'The Affordable Connectivity Program is not available in Illinois yet',
          ),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getSupportedState(client, 'IL');
          expect(result.error).toMatchObject({ status: 404, code: 'STATE_NOT_SUPPORTED' });
        }),
      );
  });
});
