import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../testing/pact';
import { getOrder } from './get-order';

const { decimal, eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

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

  it("gives a paid SIM purchase with what was bought, for 'Check Order Status' (W-16)", async () => {
    await pact
      .addInteraction()
      .given("a guest's SIM purchase was paid by card")
      .uponReceiving('a request for a paid SIM purchase order by its public id')
      .withRequest(
        'GET',
        fromProviderState(`/public/order/\${publicOrderId}`, `/public/order/${EXAMPLE_ORDER}`),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(5120),
          publicId: regex(/^ord_[0-9A-Za-z]{24}$/, EXAMPLE_ORDER),
          type: 'purchase',
          status: 'paid',
          fulfillmentId: string('FUL-5120'),
          subTotal: number(13),
          total: number(18.42),
          shippingRate: number(4.99),
          orderItems: [
            {
              id: integer(60001),
              type: 'plan',
              quantity: integer(1),
              total: number(3),
              planPricing: {
                id: integer(1),
                duration: integer(1),
                durationUnit: string('month'),
                plan: {
                  name: string('paygo 3'),
                  bandwidth: integer(100),
                  callMinutes: integer(100),
                  sms: integer(100),
                },
              },
            },
            {
              id: integer(60002),
              type: 'sim',
              quantity: integer(1),
              total: number(10),
              sim: { planName: string('paygo 3') },
            },
          ],
          orderSurcharges: eachLike({
            name: string('Regulatory recovery fee'),
            value: number(0.33),
            percentage: number(2.5),
          }),
          createdAt: regex(/^\d{4}-\d{2}-\d{2}T.+Z$/, '2025-03-01T14:31:09.000Z'),
          customer: {
            firstName: null,
            lastName: null,
            emailAddress: string('maria.lopez@example.com'),
          },
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getOrder(client, EXAMPLE_ORDER);
          expect(result.data).toMatchObject({ type: 'purchase', status: 'paid', fulfillmentId: 'FUL-5120' });
          expect(result.data?.orderItems.map((item) => item.type)).toEqual(['plan', 'sim']);
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
