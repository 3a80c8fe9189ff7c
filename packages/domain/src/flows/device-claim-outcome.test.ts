import { describe, expect, it } from 'vitest';
import { type DeviceClaimOutcome, type DeviceClaimReply, deviceClaimOutcome } from './device-claim-outcome';

describe('deviceClaimOutcome', () => {
  it.each<[string, DeviceClaimReply, DeviceClaimOutcome]>([
    [
      'a refusal, in its code’s words',
      { error: 'DUPLICATE_DEVICE', message: 'Already claimed' },
      {
        kind: 'toast',
        notice: {
          id: 'device.alreadyClaimed',
          text: 'A device benefit was already claimed for this subscriber',
        },
      },
    ],
    [
      'field errors, without the field’s code name',
      {
        error: 'FIELD_VALIDATION_FAILED',
        errors: [
          { field: 'primaryZipCode', message: 'ZipCode should be 5 digits' },
          { description: 'Missing dob' },
        ],
      },
      {
        kind: 'show-errors',
        lines: [
          { id: 'purchase.zipDigits', text: 'ZipCode should be 5 digits' },
          { id: 'carrier.fieldInvalid', text: 'This value is not valid' },
        ],
      },
    ],
    [
      "an NLAD subscriber id NLAD does not know: 'NLAD subscriber ID not found', then home (spec 001 §8)",
      { error: 'NLAD_SUBSCRIBER_NOT_FOUND', message: 'NLAD subscriber not found' },
      {
        kind: 'toast',
        notice: { id: 'toast.nladSubscriberIdNotFound', text: 'NLAD subscriber ID not found' },
        path: '/',
      },
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
    expect(deviceClaimOutcome(reply, 'claimDeviceBenefit')).toEqual(outcome);
  });

  it("words a subscriber's claim of another subscriber's enrolment by the subscriber operation's entry", () => {
    const reply = { error: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER' };
    expect(deviceClaimOutcome(reply, 'claimSubscriberDeviceBenefit')).toEqual({
      kind: 'toast',
      notice: {
        id: 'enrolment.applicationOwnedByAnotherSubscriber',
        text: expect.stringContaining('another account'),
      },
    });
  });
});
