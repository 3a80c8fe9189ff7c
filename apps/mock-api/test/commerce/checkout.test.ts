import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import {
  buySim,
  type CarrierError,
  cancel,
  orderOf,
  pathOf,
  pay,
  paymentOf,
  publicOrderId,
  publicPaymentId,
  simPurchase,
} from './commerce-api';

const mock = useMock();

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const INSUFFICIENT = '4000 0000 0000 9995';
const PROCESSING = '4000 0000 0000 0077';

const checkoutPage = (url: string, headers: Record<string, string> = {}) =>
  mock.request({ method: 'GET', url: pathOf(url), headers });

/** The public invoice of an order: named after the order's public id. */
const invoice = async (orderId: number) =>
  mock.json<Schemas['Invoice'] & CarrierError>({
    method: 'GET',
    url: `/public/invoice/inv_${(await publicOrderId(mock, orderId)).slice(4)}`,
  });

describe('the guest journey: quote, purchase, hosted checkout, result', () => {
  it('charges the quoted total and invoices the paid order', async () => {
    const quote = await mock.json<Schemas['PriceQuote']>({
      method: 'POST',
      url: '/public/sim/purchase/price',
      payload: { shippingCountry: 'US', shippingZipcode: '10118', planPricingIds: [12], addOnPlanIds: [21] },
    });
    const purchase = await mock.json<Schemas['CheckoutSession']>({
      method: 'POST',
      url: '/public/sim/purchase',
      payload: simPurchase({ planPricingIds: [12], addOnPlanIds: [21], resellerCode: 'RESELLER01' }),
    });
    expect(purchase.status).toBe(201);
    const { url, orderId, paymentId } = purchase.body;
    expect(url).toMatch(/^http:\/\/.+\/checkout\/[A-Za-z0-9_-]+$/);

    const page = await checkoutPage(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const total = `$${quote.body.total.toFixed(2)}`;
    for (const text of [
      total,
      'Everyday 15',
      '2GB Data',
      'SIM card',
      'Shipping',
      'Regulatory recovery fee',
      'maria.lopez@example.com',
      'name="cardNumber"',
      'Cancel',
    ])
      expect(page.body).toContain(text);

    const paid = await pay(mock, url, SUCCESS);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${mock.world.settings.webOrigin}/PaymentPage?paymentId=${await publicPaymentId(mock, paymentId)}`,
    );
    expect(paid.headers['x-mock-outcome']).toBe('payment.succeeded');

    expect(await paymentOf(mock, paymentId)).toEqual({
      id: paymentId,
      publicId: await publicPaymentId(mock, paymentId),
      status: 'succeeded',
      amount: quote.body.total,
      order: {
        id: orderId,
        publicId: await publicOrderId(mock, orderId),
        type: 'purchase',
        fulfillmentId: expect.any(String),
      },
      invoice: { id: expect.any(Number), publicId: expect.stringMatching(/^inv_/) },
    });
    const order = await orderOf(mock, orderId);
    expect(order).toMatchObject({
      status: 'paid',
      type: 'purchase',
      total: quote.body.total,
      shippingRate: 4.99,
      customer: { firstName: null, lastName: null, emailAddress: 'maria.lopez@example.com' },
    });
    expect(order.orderItems.map((item) => item.type)).toEqual(['plan', 'sim', 'addon_plan']);
    expect(order.orderItems[0]?.planPricing).toEqual({
      id: 12,
      duration: 6,
      durationUnit: 'month',
      plan: { name: 'Everyday 15', bandwidth: 4096, callMinutes: null, sms: null },
    });
    expect(order.orderItems[1]?.sim).toEqual({ planName: 'Everyday 15' });
    expect(order.orderSurcharges.map((surcharge) => surcharge.percentage)).toEqual([2.5, 1.5]);

    const { status, body } = await invoice(orderId);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: orderId,
      publicId: `inv_${order.publicId.slice(4)}`,
      createdAt: expect.any(String),
      order,
      fulfillment: null,
    });

    const after = await checkoutPage(url);
    expect(after.body).toContain('This checkout is complete');
    const again = await pay(mock, url, DECLINED);
    expect(again.statusCode).toBe(303);
    expect((await paymentOf(mock, paymentId)).status).toBe('succeeded');
  });

  it.each([
    ['succeeded', SUCCESS, 'succeeded', 'paid', true],
    ['declined', DECLINED, 'failed', 'failed', false],
    ['insufficient funds', INSUFFICIENT, 'failed', 'failed', false],
    ['processing', PROCESSING, 'processing', 'pending', false],
    ['declined, typed without spaces', '4000000000000002', 'failed', 'failed', false],
    ['any other valid card', '5555 5555 5555 4444', 'succeeded', 'paid', true],
  ])('a %s card: payment %s, order %s, invoiced %s', async (_case, card, payment, order, invoiced) => {
    const { url, orderId, paymentId } = await buySim(mock);
    const response = await pay(mock, url, card);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      mock.world.links.webPaymentResult(await publicPaymentId(mock, paymentId)),
    );
    expect((await paymentOf(mock, paymentId)).status).toBe(payment);
    expect((await orderOf(mock, orderId)).status).toBe(order);
    expect((await invoice(orderId)).status).toBe(invoiced ? 200 : 404);
  });

  it('keeps a declined checkout open with the reason, and takes another card', async () => {
    const { url, orderId, paymentId } = await buySim(mock);
    await pay(mock, url, INSUFFICIENT);
    const page = await checkoutPage(url);
    expect(page.body).toContain('Your card has insufficient funds.');
    expect((await pay(mock, url, SUCCESS)).statusCode).toBe(303);
    expect((await paymentOf(mock, paymentId)).status).toBe('succeeded');
    expect((await orderOf(mock, orderId)).status).toBe('paid');
  });

  it('cancels: payment and order canceled, back to the payment result page', async () => {
    const { url, orderId, paymentId } = await buySim(mock);
    const response = await cancel(mock, url);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      mock.world.links.webPaymentResult(await publicPaymentId(mock, paymentId)),
    );
    expect((await paymentOf(mock, paymentId)).status).toBe('canceled');
    expect((await orderOf(mock, orderId)).status).toBe('canceled');
    expect((await checkoutPage(url)).body).toContain('This checkout was canceled');
    await pay(mock, url, SUCCESS);
    expect((await paymentOf(mock, paymentId)).status).toBe('canceled');
  });

  it.each([
    ['fails the Luhn check', '4242 4242 4242 4241', 'Your card number is invalid.'],
    ['is too short', '4242 4242 4242', 'Your card number is invalid.'],
    ['has letters', '4242-4242-4242-4242', 'cardNumber format is invalid'],
  ])('shows the page again with an error when the card number %s', async (_case, card, error) => {
    const { url, paymentId } = await buySim(mock);
    const response = await pay(mock, url, card);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(error);
    expect((await paymentOf(mock, paymentId)).status).toBe('pending');
  });

  it('answers an unknown checkout session with an HTML 404, whatever the method', async () => {
    const url = 'http://mock/checkout/cs_test_nothing_here';
    for (const response of [
      await checkoutPage(url),
      await pay(mock, url, SUCCESS),
      await cancel(mock, url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('does not exist');
    }
  });

  it('lists the test cards of the scenario catalogue on the page', async () => {
    const { url } = await buySim(mock);
    const { body } = await checkoutPage(url);
    const { body: catalogue } = await mock.json<{ scenarios: { id: string; trigger: string | null }[] }>({
      method: 'GET',
      url: '/__mock/scenarios',
    });
    const cards = catalogue.scenarios.filter((scenario) => scenario.id.startsWith('payment.'));
    expect(cards).toHaveLength(4);
    for (const scenario of cards) {
      expect(body).toContain(scenario.id);
      expect(body).toContain(`data-card="${scenario.trigger?.replace('card ', '')}"`);
    }
  });
});

// N-8: the hosted checkout speaks the browser's language, as a real one does.
describe("the checkout in the browser's language", () => {
  const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };
  /** Words of the English page that a Spanish one must not show. */
  const ENGLISH = ['Pay with card', 'Card number', 'Total due', 'Cancel and return', 'Test cards', 'Outcome'];

  it('shows the Spanish page, each test card’s outcome in Spanish, to a browser that prefers Spanish', async () => {
    const { url } = await buySim(mock);
    const { body } = await checkoutPage(url, SPANISH);
    expect(body).toContain('<html lang="es">');
    for (const text of ['Pagar con tarjeta', 'Número de tarjeta', 'Total a pagar', 'Tarjetas de prueba'])
      expect(body).toContain(text);
    for (const text of ENGLISH) expect(body).not.toContain(text);
    const { body: catalogue } = await mock.json<{ scenarios: { id: string; description: string }[] }>({
      method: 'GET',
      url: '/__mock/scenarios',
    });
    const cards = catalogue.scenarios.filter((scenario) => scenario.id.startsWith('payment.'));
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(body).not.toContain(card.description);
    expect(body).toContain('Rechazado: el pago falla');
  });

  it('tells of a declined card, a card number that is not one, and a closed checkout in Spanish', async () => {
    const { url } = await buySim(mock);
    await pay(mock, url, DECLINED, SPANISH);
    expect((await checkoutPage(url, SPANISH)).body).toContain('Su tarjeta fue rechazada.');
    expect((await checkoutPage(url)).body).toContain('Your card was declined.');
    const invalid = await pay(mock, url, '4242 4242 4242 4241', SPANISH);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('El número de su tarjeta no es válido.');
    await cancel(mock, url);
    expect((await checkoutPage(url, SPANISH)).body).toContain('Este pago se canceló');
    const unknown = await checkoutPage('http://mock/checkout/cs_test_nothing_here', SPANISH);
    expect(unknown.body).toContain('Esta sesión de pago no existe o ya venció.');
  });

  it.each([
    ['en-US,en;q=0.9,es;q=0.5', 'en'],
    ['fr-FR', 'en'],
    ['es', 'es'],
    ['en;q=0.2,es-MX;q=0.8', 'es'],
  ])('answers Accept-Language %s in %s', async (header, language) => {
    const { url } = await buySim(mock);
    const { body } = await checkoutPage(url, { 'accept-language': header });
    expect(body).toContain(`<html lang="${language}">`);
    expect(body).toContain(language === 'es' ? 'Pagar con tarjeta' : 'Pay with card');
  });
});

describe('forcing a payment outcome', () => {
  it('lets X-Mock-Scenario override the card', async () => {
    const { url, paymentId } = await buySim(mock);
    const response = await pay(mock, url, SUCCESS, { 'x-mock-scenario': 'payment.insufficient-funds' });
    expect(response.headers['x-mock-outcome']).toBe('payment.insufficient-funds');
    expect((await paymentOf(mock, paymentId)).status).toBe('failed');
  });

  it('applies an armed payment.declined to its own session only, and only as many times as armed', async () => {
    const armed = await mock.json({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      headers: { 'x-mock-session': 'demo-anna' },
      payload: { scenario: 'payment.declined', times: 1 },
    });
    expect(armed.status).toBe(201);
    const other = await buySim(mock);
    await pay(mock, other.url, SUCCESS, { 'x-mock-session': 'demo-ben' });
    expect((await paymentOf(mock, other.paymentId)).status).toBe('succeeded');

    const first = await buySim(mock);
    await pay(mock, first.url, SUCCESS, { 'x-mock-session': 'demo-anna' });
    expect((await paymentOf(mock, first.paymentId)).status).toBe('failed');

    const second = await buySim(mock);
    await pay(mock, second.url, SUCCESS, { 'x-mock-session': 'demo-anna' });
    expect((await paymentOf(mock, second.paymentId)).status).toBe('succeeded');
  });

  it('follows the session of the purchase to the browser, which cannot send the header', async () => {
    await mock.json({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      headers: { 'x-mock-session': 'demo-anna' },
      payload: { scenario: 'payment.declined', times: 1 },
    });
    const anna = await buySim(mock, {}, { 'x-mock-session': 'demo-anna' });
    const guest = await buySim(mock);

    await pay(mock, guest.url, SUCCESS);
    await pay(mock, anna.url, SUCCESS);

    expect((await paymentOf(mock, guest.paymentId)).status).toBe('succeeded');
    expect((await paymentOf(mock, anna.paymentId)).status).toBe('failed');
  });
});

describe('add-on purchase and reseller codes', () => {
  const buyAddOns = (payload: Record<string, unknown>) =>
    mock.json<Schemas['CheckoutSession'] & CarrierError>({
      method: 'POST',
      url: '/public/add-on_plan/purchase',
      payload: {
        addOnPlanIds: [22],
        paymentGateway: 'stripe',
        zipCode: '78701',
        emailAddress: 'maria.lopez@example.com',
        ...payload,
      },
    });

  it('opens an add_on purchase order without shipping, at the quoted total', async () => {
    const { status, body } = await buyAddOns({ resellerCode: 'agent42' });
    expect(status).toBe(201);
    const order = await orderOf(mock, body.orderId);
    expect(order).toMatchObject({
      type: 'addon_purchase',
      status: 'pending',
      fulfillmentId: null,
      shippingRate: null,
      total: 6.15,
    });
    expect(order.orderItems).toEqual([
      {
        id: expect.any(Number),
        type: 'addon_plan',
        quantity: 1,
        total: 6,
        addOnPlan: { name: '5GB Data', bandwidth: 5120, callMinutes: 0, sms: 0 },
      },
    ]);
    await pay(mock, body.url, SUCCESS);
    expect((await invoice(body.orderId)).body.order.status).toBe('paid');
  });

  it.each([
    [
      '/public/add-on_plan/purchase',
      {
        addOnPlanIds: [22],
        paymentGateway: 'stripe',
        emailAddress: 'maria.lopez@example.com',
      },
    ],
    ['/public/sim/purchase', simPurchase()],
  ])(
    '%s rejects an unknown reseller code with 400 INVALID_RESELLER_CODE and opens nothing',
    async (url, payload) => {
      const before = mock.world.state.commerce.orders.length;
      const { status, body } = await mock.json<CarrierError>({
        method: 'POST',
        url,
        payload: { ...payload, resellerCode: 'NOBODY-99' },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('INVALID_RESELLER_CODE');
      expect(mock.world.state.commerce.orders).toHaveLength(before);
    },
  );

  it.each([
    [{ addOnPlanIds: [999] }, 404, 'ADD_ON_NOT_FOUND'],
    [{ emailAddress: 'not-an-email' }, 400, 'FIELD_VALIDATION_FAILED'],
    [{ paymentGateway: 'paypal' }, 400, 'FIELD_VALIDATION_FAILED'],
    [{ zipCode: '787' }, 400, 'FIELD_VALIDATION_FAILED'],
    [{ country: 'US' }, 400, 'FIELD_VALIDATION_FAILED'],
  ])('rejects %j with %d %s', async (change, status, error) => {
    const response = await buyAddOns(change);
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
  });

  it('rejects a SIM purchase to a country without shipping', async () => {
    const { status, body } = await mock.json<CarrierError>({
      method: 'POST',
      url: '/public/sim/purchase',
      payload: simPurchase({
        shippingCountry: 'AQ',
        shippingState: 'Ross Island',
        shippingZipcode: 'BIQQ 1ZZ',
      }),
    });
    expect(status).toBe(404);
    expect(body.error).toBe('SHIPPING_RATE_NOT_FOUND');
  });
});
