import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, proveCarrierError, withCarrierClient } from '../../../testing/pact';
import { payRenewal } from './pay-renewal';

const { integer, regex } = MatchersV3;

const DUE = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const PAID = '8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';

const pact = carrierPact();

describe('payRenewal', () => {
  it('opens the checkout of a due renewal', async () => {
    await pact
      .addInteraction()
      .given(`renewal ${DUE} is due`)
      .uponReceiving('a payment of a due renewal')
      .withRequest('POST', `/public/renewal/${DUE}/pay`)
      .willRespondWith(201, (response) =>
        response.jsonBody({
          url: regex(/^https?:\/\/\S+$/, 'http://127.0.0.1:4010/checkout/cs_test_3'),
          orderId: integer(9004),
          paymentId: integer(7004),
          publicOrderId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL'),
          publicPaymentId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await payRenewal(client, DUE);
          expect(result.data?.url).toBe('http://127.0.0.1:4010/checkout/cs_test_3');
        }),
      );
  });

  it('answers RENEWAL_ALREADY_PAID for a paid renewal', async () => {
    await pact
      .addInteraction()
      .given(`renewal ${PAID} is paid`)
      .uponReceiving('a payment of a paid renewal')
      .withRequest('POST', `/public/renewal/${PAID}/pay`)
      .willRespondWith(409, (response) =>
        response.jsonBody(carrierError('RENEWAL_ALREADY_PAID', 'This renewal is already paid')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await payRenewal(client, PAID);
          expect(result.error).toMatchObject({ status: 409, code: 'RENEWAL_ALREADY_PAID' });
        }),
      );
  });
});

describe('payRenewal: the documented errors', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const EXPIRED = 'd5e6f7a8-9b0c-4d1e-a2f3-b4c5d6e7f809';

  it.each([
    {
      states: [`no renewal ${UNKNOWN} exists`],
      description: 'a payment of an unknown renewal',
      uuid: UNKNOWN,
      status: 404,
      code: 'RENEWAL_NOT_FOUND',
      message: 'Renewal not found',
    },
    {
      states: [`renewal ${EXPIRED} has expired`],
      description: 'a payment of an expired renewal',
      uuid: EXPIRED,
      status: 409,
      code: 'RENEWAL_EXPIRED',
      message: 'This renewal has expired',
    },
  ] as const)('answers $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: `/public/renewal/${outcome.uuid}/pay` },
      (client) => payRenewal(client, outcome.uuid),
    );
  });
});
