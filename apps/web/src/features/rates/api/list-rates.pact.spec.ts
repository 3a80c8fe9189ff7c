import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../../testing/pact';
import { listRates } from './list-rates';

const { eachLike, number, regex } = MatchersV3;

const pact = carrierPact();

describe('listRates', () => {
  it('gives the rate of every destination', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for every international rate')
      .withRequest('GET', '/public/rate')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            country: regex(/^[A-Z]{2}$/, 'MX'),
            landlineCallRate: number(0.03),
            mobileCallRate: number(0.06),
            smsRate: number(0.04),
          }),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listRates(client);
          expect(result.data?.[0]).toEqual({
            country: 'MX',
            landlineCallRate: 0.03,
            mobileCallRate: 0.06,
            smsRate: 0.04,
          });
        }),
      );
  });
});
