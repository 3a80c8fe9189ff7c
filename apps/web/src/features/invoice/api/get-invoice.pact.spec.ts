import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  isoTimestamp,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { getInvoice } from './get-invoice';

const { eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

/** The order of an invoice; a guest's order names no one (null names), a subscriber's its buyer. */
const order = (customer: Record<string, unknown>) => ({
  id: integer(9001),
  publicId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL'),
  type: 'purchase',
  status: string('paid'),
  fulfillmentId: string('FUL-9001'),
  subTotal: number(13),
  total: number(18.42),
  shippingRate: number(4.99),
  orderItems: eachLike({
    id: integer(1),
    type: regex(/^(plan|addon_plan|sim|device|top_up)$/, 'plan'),
    quantity: integer(1),
    total: number(3),
  }),
  orderSurcharges: eachLike({
    name: string('Regulatory recovery fee'),
    value: number(0.33),
    percentage: number(2.5),
  }),
  createdAt: isoTimestamp('2026-11-23T10:00:00.000Z'),
  customer,
});
const GUEST_ORDER = order({
  firstName: null,
  lastName: null,
  emailAddress: string('maria.lopez@example.com'),
});
const SUBSCRIBER_ORDER = order({
  firstName: string('John'),
  lastName: string('Carter'),
  emailAddress: string('john.carter@example.com'),
});
const PUBLIC_INVOICE_ID = regex(/^inv_[0-9A-Za-z]{24}$/, 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL');

const pact = carrierPact();

describe('getInvoice', () => {
  it('gives a visitor the invoice of a paid order by the public path', async () => {
    await pact
      .addInteraction()
      .given("a guest's SIM purchase was paid by card")
      .uponReceiving('a request for the invoice of a paid guest order')
      .withRequest(
        'GET',
        fromProviderState(`/public/invoice/\${invoiceId}`, '/public/invoice/inv_4kQ9zT2mX7bR1vN8cW3yH6jL'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(9001),
          publicId: PUBLIC_INVOICE_ID,
          createdAt: isoTimestamp('2026-11-23T10:00:00.000Z'),
          order: GUEST_ORDER,
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getInvoice(client, { scope: 'public', id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL' });
          expect(result.data).toMatchObject({ id: 9001, order: { type: 'purchase', shippingRate: 4.99 } });
        }),
      );
  });

  it('gives a subscriber the invoice with the ship-to address by the subscriber path', async () => {
    await pact
      .addInteraction()
      .given("the logged-in subscriber's SIM purchase was paid by card")
      .uponReceiving("a request for the logged-in subscriber's invoice")
      .withRequest(
        'GET',
        fromProviderState(`/subscriber/invoice/\${invoiceId}`, '/subscriber/invoice/9005'),
        (request) => request.headers(bearerFromState()),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(9005),
          publicId: PUBLIC_INVOICE_ID,
          createdAt: isoTimestamp('2026-11-23T10:00:00.000Z'),
          order: SUBSCRIBER_ORDER,
          fulfillment: {
            id: regex(/^FUL-[0-9]{1,12}$/, 'FUL-9005'),
            orderId: integer(9005),
            status: regex(/^(pending|processing|shipped|delivered|canceled)$/, 'pending'),
            shippingAddress1: string('1200 Brickell Avenue'),
            shippingAddress2: null,
            shippingCity: string('Miami'),
            shippingState: string('FL'),
            shippingZipcode: string('33131'),
            shippingCountry: string('US'),
          },
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getInvoice(client, { scope: 'subscriber', id: 9005 });
          expect(result.data?.fulfillment).toMatchObject({ shippingCity: 'Miami' });
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers INVOICE_NOT_FOUND for an unknown invoice', async () => {
    await pact
      .addInteraction()
      .given('no invoice inv_000000000000000000000000 exists')
      .uponReceiving('a request for an unknown invoice')
      .withRequest('GET', '/public/invoice/inv_000000000000000000000000')
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('INVOICE_NOT_FOUND', 'Invoice not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getInvoice(client, { scope: 'public', id: 'inv_000000000000000000000000' });
          expect(result.error).toMatchObject({ status: 404, code: 'INVOICE_NOT_FOUND' });
        }),
      );
  });
});

describe('getInvoice: the documented errors of the subscriber path', () => {
  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a request for a subscriber's invoice with an expired token",
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: ['a verified subscriber is logged in'],
      description: "a request for an invoice number the subscriber's orders do not have",
      status: 404,
      code: 'INVOICE_NOT_FOUND',
      message: 'Invoice not found',
    },
  ] as const)('answers $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'GET', path: '/subscriber/invoice/999999', subscriber: true },
      (client) => getInvoice(client, { scope: 'subscriber', id: 999999 }),
    );
  });
});
