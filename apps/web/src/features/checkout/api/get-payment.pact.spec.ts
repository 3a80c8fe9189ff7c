import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getPayment } from './get-payment';

const { fromProviderState, integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

describe('getPayment', () => {
  it.each([
    { state: "a guest's SIM purchase was paid by card", status: 'succeeded' },
    { state: "a guest's SIM purchase was declined at the checkout", status: 'failed' },
  ])('gives the payment when $state', async ({ state, status }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a request for a ${status} payment`)
      .withRequest(
        'GET',
        fromProviderState(`/public/payment/\${paymentId}`, '/public/payment/pay_4kQ9zT2mX7bR1vN8cW3yH6jL'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(7001),
          publicId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL'),
          status,
          amount: number(18.42),
          order: {
            id: integer(9001),
            publicId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL'),
            type: 'purchase',
            fulfillmentId: string('FUL-9001'),
          },
          ...(status === 'succeeded'
            ? {
                invoice: {
                  id: integer(4410),
                  publicId: regex(/^inv_[0-9A-Za-z]{24}$/, 'inv_Q2w8Er4tY6uI0oP1aS3dF5gH'),
                },
              }
            : {}),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getPayment(client, 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL');
          expect(result.data).toMatchObject({
            status,
            order: { type: 'purchase', fulfillmentId: 'FUL-9001' },
          });
          expect(result.data?.invoice?.publicId).toBe(
            status === 'succeeded' ? 'inv_Q2w8Er4tY6uI0oP1aS3dF5gH' : undefined,
          );
        }),
      );
  });

  it('gives the balance with a top-up payment', async () => {
    await pact
      .addInteraction()
      .given("the demo subscriber's balance top-up was paid by card")
      .uponReceiving('a request for a top-up payment')
      .withRequest(
        'GET',
        fromProviderState(`/public/payment/\${paymentId}`, '/public/payment/pay_7Xa3Nc9Gt2Wk5Rm8Qy1Vb4Lh'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(7003),
          publicId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_7Xa3Nc9Gt2Wk5Rm8Qy1Vb4Lh'),
          status: regex(/^(succeeded|pending|processing)$/, 'succeeded'),
          amount: number(10),
          balance: number(22.5),
          order: {
            id: integer(9003),
            publicId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_7Xa3Nc9Gt2Wk5Rm8Qy1Vb4Lh'),
            type: 'top_up',
            fulfillmentId: null,
          },
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getPayment(client, 'pay_7Xa3Nc9Gt2Wk5Rm8Qy1Vb4Lh');
          expect(result.data).toMatchObject({ balance: 22.5, order: { type: 'top_up' } });
        }),
      );
  });

  it('answers PAYMENT_NOT_FOUND for an unknown payment', async () => {
    await pact
      .addInteraction()
      .given('no payment pay_000000000000000000000000 exists')
      .uponReceiving('a request for an unknown payment')
      .withRequest('GET', '/public/payment/pay_000000000000000000000000')
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('PAYMENT_NOT_FOUND', 'Payment not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getPayment(client, 'pay_000000000000000000000000');
          expect(result.error).toMatchObject({ status: 404, code: 'PAYMENT_NOT_FOUND' });
        }),
      );
  });
});
