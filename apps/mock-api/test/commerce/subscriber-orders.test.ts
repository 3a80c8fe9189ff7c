import { describe, expect, it } from 'vitest';
import { openCheckout } from '../../src/commerce/checkout';
import type { Schemas } from '../../src/store/schemas';
import { DEMO_ACCOUNTS } from '../../src/store/seed/accounts';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';
import { buySim, type CarrierError, logInOtherSubscriber, pay, paymentOf } from './commerce-api';

const mock = useMock();

const SHIPPING = {
  shippingCountry: 'US',
  shippingState: 'FL',
  shippingCity: 'Miami',
  shippingZipcode: '33131',
  shippingAddress1: '1200 Brickell Avenue',
};

async function buyAsSubscriber(token: string) {
  const { status, body } = await mock.json<Schemas['CheckoutSession']>({
    method: 'POST',
    url: '/subscriber/sim/purchase',
    headers: bearer(token),
    payload: { planPricingIds: [10], addOnPlanIds: [], paymentGateway: 'stripe', ...SHIPPING },
  });
  expect(status).toBe(201);
  return body;
}

const getAs = <T>(token: string, url: string) =>
  mock.json<T & CarrierError>({ method: 'GET', url, headers: bearer(token) });

describe('subscriber purchases', () => {
  it('buys as the token’s account: the profile names the customer', async () => {
    const token = await demoSubscriberToken(mock);
    const { orderId, url } = await buyAsSubscriber(token);
    const { status, body: order } = await getAs<Schemas['Order']>(token, `/subscriber/order/${orderId}`);
    expect(status).toBe(200);
    expect(order.customer).toEqual({
      firstName: 'John',
      lastName: 'Carter',
      emailAddress: DEMO_ACCOUNTS.subscriber.email,
    });
    expect((await mock.request({ method: 'GET', url: new URL(url).pathname })).body).toContain(
      DEMO_ACCOUNTS.subscriber.email,
    );
  });

  it('buys add-ons as the subscriber', async () => {
    const token = await demoSubscriberToken(mock);
    const { status, body } = await mock.json<Schemas['CheckoutSession']>({
      method: 'POST',
      url: '/subscriber/add-on_plans/purchase',
      headers: bearer(token),
      payload: { addOnPlanIds: [27], paymentGateway: 'stripe', country: 'US', zipCode: '33131' },
    });
    expect(status).toBe(201);
    const order = await getAs<Schemas['Order']>(token, `/subscriber/order/${body.orderId}`);
    expect(order.body).toMatchObject({ type: 'addon_purchase', customer: { firstName: 'John' } });
  });

  it.each([
    [
      '/subscriber/sim/purchase',
      { planPricingIds: [10], addOnPlanIds: [], paymentGateway: 'stripe', ...SHIPPING },
    ],
    ['/subscriber/add-on_plans/purchase', { addOnPlanIds: [27], paymentGateway: 'stripe', country: 'MX' }],
  ])('%s needs a token', async (url, payload) => {
    const { status, body } = await mock.json<CarrierError>({ method: 'POST', url, payload });
    expect(status).toBe(401);
    expect(body.error).toBe('UNAUTHORIZED');
  });
});

describe('a subscriber sees only their own orders, shipments and invoices', () => {
  it('shows the owner the order, its shipment and its invoice with the ship-to', async () => {
    const token = await demoSubscriberToken(mock);
    const { orderId, url } = await buyAsSubscriber(token);
    const order = await getAs<Schemas['Order']>(token, `/subscriber/order/${orderId}`);
    const fulfillmentId = order.body.fulfillmentId as string;

    const fulfillment = await getAs<Schemas['Fulfillment']>(
      token,
      `/subscriber/fulfillment/${fulfillmentId}`,
    );
    expect(fulfillment.status).toBe(200);
    expect(fulfillment.body).toEqual({
      id: fulfillmentId,
      orderId,
      status: 'pending',
      shippingAddress2: null,
      ...SHIPPING,
    });

    expect((await getAs(token, `/subscriber/invoice/${orderId}`)).status).toBe(404);
    await pay(mock, url, '4242 4242 4242 4242');
    const invoice = await getAs<Schemas['Invoice']>(token, `/subscriber/invoice/${orderId}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.fulfillment).toMatchObject({
      id: fulfillmentId,
      status: 'processing',
      shippingCity: 'Miami',
    });
    const publicInvoice = await mock.json<Schemas['Invoice']>({
      method: 'GET',
      url: `/public/invoice/${orderId}`,
    });
    expect(publicInvoice.body.fulfillment).toBeNull();
  });

  it('answers another subscriber as if the records did not exist', async () => {
    const owner = await demoSubscriberToken(mock);
    const { orderId, url } = await buyAsSubscriber(owner);
    await pay(mock, url, '4242 4242 4242 4242');
    const fulfillmentId = (await getAs<Schemas['Order']>(owner, `/subscriber/order/${orderId}`)).body
      .fulfillmentId as string;
    const stranger = await logInOtherSubscriber(mock);
    for (const [path, error] of [
      [`/subscriber/order/${orderId}`, 'ORDER_NOT_FOUND'],
      [`/subscriber/fulfillment/${fulfillmentId}`, 'FULFILLMENT_NOT_FOUND'],
      [`/subscriber/invoice/${orderId}`, 'INVOICE_NOT_FOUND'],
    ]) {
      const { status, body } = await getAs(stranger, path as string);
      expect(status, path).toBe(404);
      expect(body.error).toBe(error);
    }
  });

  it('does not show a guest order on the subscriber path', async () => {
    const token = await demoSubscriberToken(mock);
    const { orderId } = await buySim(mock);
    expect((await getAs(token, `/subscriber/order/${orderId}`)).status).toBe(404);
    expect((await mock.json({ method: 'GET', url: `/public/order/${orderId}` })).status).toBe(200);
  });

  it.each([
    ['/public/order/999999', 'ORDER_NOT_FOUND', 'Order not found'],
    ['/public/payment/999999', 'PAYMENT_NOT_FOUND', 'Payment ID not found'],
    ['/public/invoice/999999', 'INVOICE_NOT_FOUND', 'Invoice ID not found'],
  ])('GET %s is 404 %s', async (url, error, message) => {
    const { status, body } = await mock.json<CarrierError>({ method: 'GET', url });
    expect(status).toBe(404);
    expect(body).toEqual({ error, message });
  });
});

describe('balance top-up payments', () => {
  it('carry the account balance, credited once the card is charged', async () => {
    const { world } = await mock.start();
    // No carrier operation sells top-ups (the portal does): the order is opened as the portal would.
    const { url, paymentId } = openCheckout(world, {
      type: 'top_up',
      ownerId: DEMO_ACCOUNTS.subscriber.id,
      customer: { firstName: 'John', lastName: 'Carter', emailAddress: DEMO_ACCOUNTS.subscriber.email },
      items: [{ type: 'top_up', quantity: 1, total: 20 }],
      shipping: null,
      shippingRate: null,
      surcharges: [],
      session: null,
    });
    expect(await paymentOf(mock, paymentId)).toMatchObject({ status: 'pending', amount: 20, balance: 12.5 });
    await pay(mock, url, '4242 4242 4242 4242');
    expect(await paymentOf(mock, paymentId)).toMatchObject({ status: 'succeeded', balance: 32.5 });
    const purchase = await buySim(mock);
    expect(await paymentOf(mock, purchase.paymentId)).not.toHaveProperty('balance');
  });
});
