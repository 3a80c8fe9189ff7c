import { describe, expect, it } from 'vitest';
import { consentTimeZoneId } from './consent-time-zone';

describe('consentTimeZoneId', () => {
  it.each([
    ['America/New_York', 240, 'UTC-05:00'],
    ['America/Indiana/Indianapolis', 240, 'UTC-05:00'],
    ['America/Indiana/Knox', 300, 'UTC-06:00'],
    ['America/Chicago', 300, 'UTC-06:00'],
    ['America/Denver', 360, 'UTC-07:00'],
    ['America/Phoenix', 420, 'UTC-07:00'],
    ['America/Los_Angeles', 420, 'UTC-08:00'],
    ['America/Anchorage', 480, 'UTC-09:00'],
    ['Pacific/Honolulu', 600, 'UTC-10:00'],
    ['America/Puerto_Rico', 240, 'UTC-04:00'],
    ['Pacific/Guam', -600, 'UTC+10:00'],
    ['Pacific/Pago_Pago', 660, 'UTC-11:00'],
    ['Europe/Madrid', -120, 'UTC+02:00'],
    ['Asia/Kolkata', -330, 'UTC+05:30'],
    ['UTC', 0, 'UTC+00:00'],
  ])('%s (offset %i) is %s', (zone, offset, id) => {
    expect(consentTimeZoneId(zone, offset)).toBe(id);
  });
});
