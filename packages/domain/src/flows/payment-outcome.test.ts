import { describe, expect, it } from 'vitest';
import { allowsStatusCheck, paymentOutcome, paymentResult } from './payment-outcome';

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
});
