import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getOrder } from './get-order';

const { decimal, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = carrierPact();

const EXAMPLE_ORDER = 'ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ';

describe('getOrder', () => {
  it('gives the device co-pay order with its fulfillment id', async () => {
    await pact
      .addInteraction()
      .given('a device co-pay order is awaiting payment')
      .uponReceiving('a request for a device co-pay order by its public id')
      .withRequest(
        'GET',
        fromProviderState(`/public/order/\${publicOrderId}`, `/public/order/${EXAMPLE_ORDER}`),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(5130),
          publicId: regex(/^ord_[0-9A-Za-z]{24}$/, EXAMPLE_ORDER),
          type: 'device_copay',
          status: string('pending'),
          fulfillmentId: string('FUL-5130'),
          subTotal: decimal(10.01),
          total: decimal(10.01),
          shippingRate: null,
          orderItems: eachLike({
            id: integer(60101),
            type: 'device',
            quantity: integer(1),
            total: decimal(10.01),
            device: { name: string('Android Tablet 10.1'), model: string('T10-LTE-32') },
          }),
          orderSurcharges: [],
          createdAt: regex(/^\d{4}-\d{2}-\d{2}T.+Z$/, '2025-03-01T14:31:09.000Z'),
          customer: {
            firstName: string('Maria'),
            lastName: string('Lopez'),
            emailAddress: string('maria.lopez@example.com'),
          },
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getOrder(client, EXAMPLE_ORDER);
          expect(result.data).toMatchObject({
            type: 'device_copay',
            fulfillmentId: 'FUL-5130',
            total: 10.01,
          });
        }),
      );
  });

  it('answers ORDER_NOT_FOUND for an unknown order', async () => {
    await pact
      .addInteraction()
      .given('no order has public id ord_000000000000000000000000')
      .uponReceiving('a request for an unknown order by public id')
      .withRequest('GET', '/public/order/ord_000000000000000000000000')
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('ORDER_NOT_FOUND', 'Order not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getOrder(client, 'ord_000000000000000000000000');
          expect(result.error).toMatchObject({
            status: 404,
            code: 'ORDER_NOT_FOUND',
            message: 'Order not found',
          });
        }),
      );
  });
});
