import { describe, expect, it } from 'vitest';
import { invoiceIdOf, invoiceLookup, invoicePathOf } from './invoice-link';

const invoice = { id: 9001, publicId: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL' };

describe('invoicePathOf', () => {
  it.each([
    { status: 'succeeded', loggedIn: false, expected: '/Invoice?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL' },
    { status: 'succeeded', loggedIn: true, expected: '/Invoice?invoiceId=9001' },
    { status: 'processing', loggedIn: false, expected: undefined },
    { status: 'pending', loggedIn: false, expected: undefined },
    { status: 'failed', loggedIn: true, expected: undefined },
  ])('a $status payment (logged in: $loggedIn) links $expected', ({ status, loggedIn, expected }) => {
    expect(invoicePathOf({ status, invoice }, loggedIn)).toBe(expected);
  });

  it('needs the invoice the payment names', () => {
    expect(invoicePathOf({ status: 'succeeded' }, false)).toBeUndefined();
    expect(invoicePathOf({ status: 'succeeded', invoice: null }, false)).toBeUndefined();
  });
});

describe('invoiceIdOf', () => {
  it('takes the public id for a visitor and the number for a subscriber', () => {
    expect(invoiceIdOf(invoice, false)).toBe('inv_4kQ9zT2mX7bR1vN8cW3yH6jL');
    expect(invoiceIdOf(invoice, true)).toBe('9001');
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
