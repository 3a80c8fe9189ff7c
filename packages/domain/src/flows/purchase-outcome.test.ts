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
      'no url',
      {},
      { kind: 'toast', notice: { id: 'toast.stripeLinkNotFound', text: 'Stripe link not found' } },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(purchaseOutcome(reply)).toEqual(outcome);
  });
});
