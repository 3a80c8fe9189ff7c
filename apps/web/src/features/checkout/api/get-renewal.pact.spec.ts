import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getRenewal } from './get-renewal';

const { number, regex, string } = MatchersV3;

const DUE = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const pact = carrierPact();

describe('getRenewal', () => {
  it('gives a due renewal', async () => {
    await pact
      .addInteraction()
      .given(`renewal ${DUE} is due`)
      .uponReceiving('a request for a due renewal')
      .withRequest('GET', `/public/renewal/${DUE}`)
      .willRespondWith(200, (response) =>
        response.jsonBody({
          uuid: DUE,
          planName: string('Everyday 15'),
          amount: number(15),
          dueDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-12-01'),
          status: 'due',
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getRenewal(client, DUE);
          expect(result.data).toMatchObject({ uuid: DUE, status: 'due', amount: 15 });
        }),
      );
  });

  it('answers RENEWAL_NOT_FOUND for an unknown renewal', async () => {
    await pact
      .addInteraction()
      .given(`no renewal ${UNKNOWN} exists`)
      .uponReceiving('a request for an unknown renewal')
      .withRequest('GET', `/public/renewal/${UNKNOWN}`)
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('RENEWAL_NOT_FOUND', 'Renewal not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getRenewal(client, UNKNOWN);
          expect(result.error).toMatchObject({ status: 404, code: 'RENEWAL_NOT_FOUND' });
        }),
      );
  });
});
