import { describe, expect, it } from 'vitest';
import { type DeviceClaimOutcome, type DeviceClaimReply, deviceClaimOutcome } from './device-claim-outcome';

describe('deviceClaimOutcome', () => {
  it.each<[string, DeviceClaimReply, DeviceClaimOutcome]>([
    [
      'a message',
      { message: 'Device not eligible', url: 'https://pay' },
      { kind: 'toast', notice: { text: 'Device not eligible' } },
    ],
    [
      'field errors',
      { errors: [{ field: 'primaryZipCode', message: 'INVALID' }, { description: 'Missing dob' }] },
      { kind: 'show-errors', lines: ['primaryZipCode: INVALID', 'Missing dob'] },
    ],
    [
      'a payment url',
      { url: 'https://checkout.example/c/1' },
      { kind: 'open-payment', url: 'https://checkout.example/c/1' },
    ],
    [
      'nothing',
      {},
      { kind: 'toast', notice: { id: 'toast.stripeLinkNotFound', text: 'Stripe link not found' } },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(deviceClaimOutcome(reply)).toEqual(outcome);
  });
});
