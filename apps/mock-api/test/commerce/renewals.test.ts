import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import { type CarrierError, orderOf, pay, paymentOf } from './commerce-api';

const mock = useMock();

const DUE = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const PAID = '8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';
const EXPIRED = 'd5e6f7a8-9b0c-4d1e-a2f3-b4c5d6e7f809';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const DAY_MS = 24 * 60 * 60 * 1000;

const getRenewal = (uuid: string) =>
  mock.json<Schemas['Renewal'] & CarrierError>({ method: 'GET', url: `/public/renewal/${uuid}` });

const payRenewal = (uuid: string) =>
  mock.json<Schemas['CheckoutSession'] & CarrierError>({
    method: 'POST',
    url: `/public/renewal/${uuid}/pay`,
  });

describe('renewals', () => {
  it.each([
    [DUE, 'Everyday 15', 15, 'due'],
    [PAID, 'Essential 5', 5, 'paid'],
    [EXPIRED, 'paygo 3', 3, 'expired'],
  ])('%s is the seeded %s renewal, %d dollars, %s', async (uuid, planName, amount, status) => {
    const { body } = await getRenewal(uuid);
    expect(body).toEqual({
      uuid,
      planName,
      amount,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status,
    });
  });

  it('pays a due renewal through the hosted checkout, once', async () => {
    const { status, body } = await payRenewal(DUE);
    expect(status).toBe(201);
    const order = await orderOf(mock, body.orderId);
    expect(order).toMatchObject({
      type: 'renewal',
      total: 15,
      fulfillmentId: null,
      customer: { firstName: 'John', lastName: 'Carter', emailAddress: 'john.carter@example.com' },
    });
    expect(order.orderItems[0]?.planPricing).toMatchObject({ id: 10, duration: 1, durationUnit: 'month' });

    expect((await getRenewal(DUE)).body.status).toBe('due');
    await pay(mock, body.url, '4242 4242 4242 4242');
    expect((await paymentOf(mock, body.paymentId)).status).toBe('succeeded');
    expect((await getRenewal(DUE)).body.status).toBe('paid');

    const again = await payRenewal(DUE);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'RENEWAL_ALREADY_PAID',
      message: 'This renewal has already been paid',
    });
  });

  it('stays due when the card is declined', async () => {
    const { body } = await payRenewal(DUE);
    await pay(mock, body.url, '4000 0000 0000 0002');
    expect((await getRenewal(DUE)).body.status).toBe('due');
  });

  it.each([
    [PAID, 'RENEWAL_ALREADY_PAID', 'This renewal has already been paid'],
    [EXPIRED, 'RENEWAL_EXPIRED', 'This renewal has expired'],
  ])('answers %s with 409 %s', async (uuid, error, message) => {
    const { status, body } = await payRenewal(uuid);
    expect(status).toBe(409);
    expect(body).toEqual({ error, message });
  });

  it('expires a due renewal a week after its due date, by the mock’s clock', async () => {
    const advance = (ms: number) =>
      mock.json({ method: 'POST', url: '/__mock/clock/advance', payload: { ms } });
    await advance(3 * DAY_MS + 7 * DAY_MS);
    expect((await getRenewal(DUE)).body.status).toBe('due');
    await advance(2 * DAY_MS);
    expect((await getRenewal(DUE)).body.status).toBe('expired');
    expect((await payRenewal(DUE)).status).toBe(409);
  });

  it.each([
    ['GET', `/public/renewal/${UNKNOWN}`, 404, 'RENEWAL_NOT_FOUND'],
    ['POST', `/public/renewal/${UNKNOWN}/pay`, 404, 'RENEWAL_NOT_FOUND'],
    ['GET', '/public/renewal/not-a-uuid', 400, 'FIELD_VALIDATION_FAILED'],
  ] as const)('%s %s is %d %s', async (method, url, status, error) => {
    const response = await mock.json<CarrierError>({ method, url });
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
  });
});
