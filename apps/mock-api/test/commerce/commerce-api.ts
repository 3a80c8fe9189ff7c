import type { Schemas } from '../../src/store/schemas';
import type { Mock } from '../build';
import { tokenOf } from '../sessions';

/** The commerce calls of the tests, through HTTP as the web (and a browser at the checkout) makes them. */
export type CarrierError = Schemas['Error'];

/** The OpenAPI document's guest SIM purchase, to New York (zip 10118). */
export function simPurchase(
  overrides: Partial<Schemas['SimPurchaseRequest']> = {},
): Schemas['SimPurchaseRequest'] {
  return {
    planPricingIds: [12],
    addOnPlanIds: [],
    paymentGateway: 'stripe',
    emailAddress: 'maria.lopez@example.com',
    shippingCountry: 'US',
    shippingState: 'NY',
    shippingCity: 'New York',
    shippingZipcode: '10118',
    shippingAddress1: '350 Fifth Avenue',
    shippingAddress2: 'Apt 21B',
    ...overrides,
  };
}

/** A second verified subscriber, put straight into the world for ownership checks. */
export async function logInOtherSubscriber(mock: Mock): Promise<string> {
  const { world } = await mock.start();
  const email = 'lena.ortiz@example.com';
  const password = 'Other-Pass-2025';
  world.state.accounts.accounts.push({
    id: 900,
    role: 'subscriber',
    email,
    password,
    verified: true,
    verificationCode: null,
    resellerCode: null,
    profile: {
      firstName: 'Lena',
      lastName: 'Ortiz',
      birthDate: null,
      phone: '7135550111',
      shippingAddress1: '901 Bagby Street',
      shippingAddress2: null,
      city: 'Houston',
      state: 'TX',
      country: 'US',
      zipcode: '77002',
      balance: 0,
    },
  });
  return tokenOf(mock, 'subscriber', email, password);
}

export async function buySim(
  mock: Mock,
  purchase: Partial<Schemas['SimPurchaseRequest']> = {},
  headers: Record<string, string> = {},
): Promise<Schemas['CheckoutSession']> {
  const { status, body } = await mock.json<Schemas['CheckoutSession']>({
    method: 'POST',
    url: '/public/sim/purchase',
    headers,
    payload: simPurchase(purchase),
  });
  if (status !== 201) throw new Error(`SIM purchase failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The path of a checkout url, for `inject`. */
export const pathOf = (url: string) => new URL(url).pathname;

/** Submits the checkout page's card form, as a browser does. */
export function pay(
  mock: Mock,
  checkoutUrl: string,
  cardNumber: string,
  headers: Record<string, string> = {},
) {
  return mock.request({
    method: 'POST',
    url: `${pathOf(checkoutUrl)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ cardNumber }).toString(),
  });
}

export function cancel(mock: Mock, checkoutUrl: string) {
  return mock.request({ method: 'POST', url: `${pathOf(checkoutUrl)}/cancel` });
}

/** The public id of a payment; the public path takes it, not the numeric id. */
export async function publicPaymentId(mock: Mock, paymentId: number): Promise<string> {
  const { world } = await mock.start();
  const payment = world.state.commerce.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  return payment.publicId;
}

/** The public id of an order; the public path takes it, not the numeric id. */
export async function publicOrderId(mock: Mock, orderId: number): Promise<string> {
  const { world } = await mock.start();
  const record = world.state.commerce.orders.find((candidate) => candidate.order.id === orderId);
  if (!record) throw new Error(`no order ${orderId}`);
  return record.order.publicId;
}

export async function paymentOf(mock: Mock, paymentId: number): Promise<Schemas['Payment']> {
  const { status, body } = await mock.json<Schemas['Payment']>({
    method: 'GET',
    url: `/public/payment/${await publicPaymentId(mock, paymentId)}`,
  });
  if (status !== 200) throw new Error(`payment ${paymentId}: ${status}`);
  return body;
}

export async function orderOf(mock: Mock, orderId: number): Promise<Schemas['Order']> {
  const { status, body } = await mock.json<Schemas['Order']>({
    method: 'GET',
    url: `/public/order/${await publicOrderId(mock, orderId)}`,
  });
  if (status !== 200) throw new Error(`order ${orderId}: ${status}`);
  return body;
}
