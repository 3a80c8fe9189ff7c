import { describe, expect, it } from 'vitest';
import { type PurchaseOutcome, type PurchaseReply, purchaseOutcome } from './purchase-outcome';

describe('purchaseOutcome', () => {
  it.each<[string, PurchaseReply, PurchaseOutcome]>([
    [
      'a checkout url',
      { url: 'https://pay.example/c/1' },
      { kind: 'open-payment', url: 'https://pay.example/c/1' },
    ],
    [
      'a message',
      { message: 'Shipping rate not found for this country' },
      {
        kind: 'toast',
        notice: { text: 'Shipping rate not found for this country' },
      },
    ],
    [
      'nothing',
      {},
      {
        kind: 'toast',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(purchaseOutcome(reply)).toEqual(outcome);
  });
});
