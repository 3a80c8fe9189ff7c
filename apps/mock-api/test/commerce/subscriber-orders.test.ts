import { paymentResult } from '@carrier/domain';
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { openCheckout } from '../../src/commerce/checkout';
import type { Schemas } from '../../src/store/schemas';
import { TOP_UP_PAYMENTS } from '../../src/store/seed/top-ups';
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
      payload: { addOnPlanIds: [27], paymentGateway: 'stripe', zipCode: '33131' },
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
    ['/subscriber/add-on_plans/purchase', { addOnPlanIds: [27], paymentGateway: 'stripe' }],
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
      url: `/public/invoice/${invoice.body.publicId}`,
    });
    expect(publicInvoice.body.fulfillment).toBeNull();
    expect(publicInvoice.body.order.id).toBe(orderId);
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
    const { orderId, publicOrderId } = await buySim(mock);
    expect((await getAs(token, `/subscriber/order/${orderId}`)).status).toBe(404);
    expect((await mock.json({ method: 'GET', url: `/public/order/${publicOrderId}` })).status).toBe(200);
  });

  it.each([
    ['/public/order/ord_000000000000000000000000', 'ORDER_NOT_FOUND', 'Order not found'],
    ['/public/payment/pay_000000000000000000000000', 'PAYMENT_NOT_FOUND', 'Payment ID not found'],
    ['/public/invoice/inv_000000000000000000000000', 'INVOICE_NOT_FOUND', 'Invoice ID not found'],
  ])('GET %s is 404 %s', async (url, error, message) => {
    const { status, body } = await mock.json<CarrierError>({ method: 'GET', url });
    expect(status).toBe(404);
    expect(body).toEqual({ error, message });
  });
});

describe('public lookups are keyed by unguessable ids (F-32)', () => {
  it('hands out public ids with the checkout; the public paths refuse the numeric ids', async () => {
    const { orderId, paymentId, publicOrderId, publicPaymentId } = await buySim(mock);
    expect(publicOrderId).toMatch(/^ord_[0-9A-Za-z]{24}$/);
    expect(publicPaymentId).toMatch(/^pay_[0-9A-Za-z]{24}$/);
    for (const url of [
      `/public/order/${orderId}`,
      `/public/payment/${paymentId}`,
      `/public/invoice/${orderId}`,
    ]) {
      const { status, body } = await mock.json<CarrierError>({ method: 'GET', url });
      expect(status, url).toBe(400);
      expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    }
    const payment = await mock.json<Schemas['Payment']>({
      method: 'GET',
      url: `/public/payment/${publicPaymentId}`,
    });
    expect(payment.body.order).toMatchObject({ id: orderId, publicId: publicOrderId });
  });

  it('names the invoice of a paid order in the payment, and the public invoice path reads it', async () => {
    const { url, orderId, publicPaymentId } = await buySim(mock);
    const paymentUrl = `/public/payment/${publicPaymentId}`;
    const unpaid = await mock.json<Schemas['Payment']>({ method: 'GET', url: paymentUrl });
    expect(unpaid.body.invoice).toBeUndefined();

    await pay(mock, url, '4242 4242 4242 4242');
    const paid = await mock.json<Schemas['Payment']>({ method: 'GET', url: paymentUrl });
    expect(paid.body.invoice).toEqual({
      id: expect.any(Number),
      publicId: expect.stringMatching(/^inv_[0-9A-Za-z]{24}$/),
    });
    const invoice = await mock.json<Schemas['Invoice']>({
      method: 'GET',
      url: `/public/invoice/${paid.body.invoice?.publicId}`,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({ id: paid.body.invoice?.id, order: { id: orderId } });
  });

  it('gives two purchases ids that share nothing guessable', async () => {
    const first = await buySim(mock);
    const second = await buySim(mock);
    expect(first.publicOrderId).not.toBe(second.publicOrderId);
    expect(first.publicOrderId.slice(4, 12)).not.toBe(second.publicOrderId.slice(4, 12));
  });
});

describe('the seeded balance top-ups (F-23: both results can be shown offline)', () => {
  it.each([
    [TOP_UP_PAYMENTS.received, 'succeeded', 'Payment Received Successfully'],
    [TOP_UP_PAYMENTS.pending, 'pending', 'Payment Pending'],
  ])('payment %s is %s with the balance: the page reads %j', async (publicId, status, title) => {
    const { status: code, body } = await mock.json<Schemas['Payment']>({
      method: 'GET',
      url: `/public/payment/${publicId}`,
    });
    expect(code).toBe(200);
    expect(body).toMatchObject({ status, amount: 20, balance: 12.5, order: { type: 'top_up' } });
    expect(paymentResult(body).title.text).toBe(title);
  });

  it('the pending one is paid at its open hosted checkout, and the balance is credited', async () => {
    const { world } = await mock.start();
    const checkout = world.state.commerce.checkouts.find(
      (candidate) => candidate.id === 'cs_test_demo_top_up',
    );
    if (!checkout) throw new Error('the pending top-up has no checkout');
    const paid = await pay(mock, world.links.checkout(checkout.id), '4242 4242 4242 4242');
    expect(paid.headers.location).toBe(world.links.webPaymentResult(TOP_UP_PAYMENTS.pending));
    const { body } = await mock.json<Schemas['Payment']>({
      method: 'GET',
      url: `/public/payment/${TOP_UP_PAYMENTS.pending}`,
    });
    expect(body).toMatchObject({ status: 'succeeded', balance: 32.5 });
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
