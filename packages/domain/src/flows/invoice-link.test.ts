import { describe, expect, it } from 'vitest';
import { invoiceLookup, invoicePathOf } from './invoice-link';

const invoice = { id: 9001, publicId: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL' };

describe('invoicePathOf', () => {
  it.each([
    { status: 'succeeded', expected: '/Invoice?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL' },
    { status: 'processing', expected: undefined },
    { status: 'pending', expected: undefined },
    { status: 'failed', expected: undefined },
  ])('a $status payment links $expected', ({ status, expected }) => {
    expect(invoicePathOf({ status, invoice })).toBe(expected);
  });

  it('needs the invoice the payment names', () => {
    expect(invoicePathOf({ status: 'succeeded' })).toBeUndefined();
    expect(invoicePathOf({ status: 'succeeded', invoice: null })).toBeUndefined();
  });
});

describe('invoiceLookup', () => {
  it.each([
    { id: '9001', loggedIn: true, expected: { scope: 'subscriber', id: 9001 } },
    {
      id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
      loggedIn: true,
      expected: { scope: 'public', id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL' },
    },
    {
      id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
      loggedIn: false,
      expected: { scope: 'public', id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL' },
    },
  ])('reads $id (logged in: $loggedIn) by the $expected.scope path', ({ id, loggedIn, expected }) => {
    expect(invoiceLookup(id, loggedIn)).toEqual(expected);
  });
});
