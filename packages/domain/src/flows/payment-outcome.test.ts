import { describe, expect, it } from 'vitest';
import { allowsStatusCheck, orderStatusPath, paymentOutcome, paymentResult } from './payment-outcome';

describe('payment', () => {
  it.each([
    ['succeeded', 'success'],
    ['processing', 'success'],
    ['pending', 'pending'],
    ['failed', 'fail'],
    ['canceled', 'fail'],
    [undefined, 'fail'],
  ])('%j is %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });

  it.each([
    ['succeeded', 'purchase', 'success', 'Payment Successful!'],
    ['processing', 'device_copay', 'success', 'Payment Successful!'],
    ['pending', 'purchase', 'pending', 'Payment Pending'],
    ['failed', 'renewal', 'fail', 'Payment Failed!'],
    ['canceled', null, 'fail', 'Payment Failed!'],
    ['pending', 'top_up', 'pending', 'Payment Pending'],
    ['processing', 'top_up', 'pending', 'Payment Pending'],
    ['succeeded', 'top_up', 'success', 'Payment Received Successfully'],
    ['failed', 'top_up', 'fail', 'Payment Failed!'],
  ] as const)('%s %s order: %s, %j', (status, type, outcome, title) => {
    const result = paymentResult({ status, order: { type } });
    expect(result.outcome).toBe(outcome);
    expect(result.title.text).toBe(title);
  });

  it.each([
    ['purchase', true],
    ['device_copay', true],
    ['top_up', false],
    ['renewal', false],
    ['addon_purchase', false],
    [undefined, false],
  ])('a %s order allows a status check: %s', (type, allowed) => {
    expect(allowsStatusCheck(type)).toBe(allowed);
  });

  // W-16 (DESIGN.md): 'Check Order Status' opens /CheckACPPage with the order's public id, which then shows it.
  it.each([
    ['purchase', '/CheckACPPage?orderId=ord_4kQ9zT2mX7bR1vN8cW3yH6jL'],
    ['device_copay', '/CheckACPPage?orderId=ord_4kQ9zT2mX7bR1vN8cW3yH6jL'],
    ['top_up', undefined],
    ['addon_purchase', undefined],
  ] as const)('the status check of a %s order is %s', (type, path) => {
    expect(orderStatusPath({ type, publicId: 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL' })).toBe(path);
  });
});
