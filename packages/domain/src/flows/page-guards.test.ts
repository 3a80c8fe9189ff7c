import { describe, expect, it } from 'vitest';
import {
  type GuardedPage,
  isRenewalUuid,
  LOGIN_REDIRECTS,
  loginRedirectFor,
  queryGuard,
  queryValue,
  transferGuard,
  unknownAddonGuard,
} from './page-guards';

describe('page guards', () => {
  it.each<[GuardedPage, string, string | undefined]>([
    ['summaryPlan', 'Plan ID not found', '/OwnPlanPage'],
    ['summaryAddon', 'Add-on ID not found', '/ThreeDollarMonPage'],
    ['payment', 'Payment ID not found', '/'],
    ['invoice', 'Invoice ID not found', '/'],
    ['enrollDevices', 'NLAD subscriber ID not found', '/'],
    ['completedAcp', 'Order not found', undefined],
  ])('%s without its value: %j, then %j', (page, toast, redirect) => {
    const outcome = queryGuard(page, {});
    expect(outcome?.toast.text).toBe(toast);
    expect(outcome?.redirect).toBe(redirect);
  });

  it.each([
    ['summaryPlan', { plan: 'abc' }, '/OwnPlanPage'],
    ['summaryPlan', { plan: '1.5' }, '/OwnPlanPage'],
    ['summaryAddon', { addon: 'NaN' }, '/ThreeDollarMonPage'],
    ['enrollDevices', { id: 'NaN' }, '/'],
    ['enrollDevices', { id: 'undefined' }, '/'],
    ['enrollDevices', { id: 'null' }, '/'],
    ['enrollDevices', { id: '  ' }, '/'],
    ['enrollDevices', { id: 'NL0 0AB' }, '/'],
    ['enrollDevices', { id: 'NL00000AB<script>' }, '/'],
    ['enrollDevices', { id: 'N'.repeat(33) }, '/'],
    ['payment', { paymentId: 'undefined' }, '/'],
    ['invoice', { invoiceId: 'null' }, '/'],
    ['invoice', { invoiceId: 'nope' }, '/'],
    ['invoice', { invoiceId: 'inv_2Lm8Qx5Rt1Vz9Kc4Hb7Nw3J' }, '/'],
    ['completedAcp', { orderId: 'undefined' }, undefined],
  ] as const)(
    '%s with a malformed %j is turned away like a missing one, never sent (W-5)',
    (page, values, redirect) => {
      expect(queryGuard(page, values)?.redirect).toBe(redirect);
    },
  );

  it('lets a page with its value through', () => {
    expect(queryGuard('summaryPlan', { plan: '7' })).toBeUndefined();
    expect(queryGuard('enrollDevices', { id: 'NL00000AB' })).toBeUndefined();
    expect(queryGuard('enrollDevices', { id: '1003' })).toBeUndefined();
    expect(queryGuard('invoice', { invoiceId: '1016' })).toBeUndefined();
    expect(queryGuard('invoice', { invoiceId: 'inv_2Lm8Qx5Rt1Vz9Kc4Hb7Nw3Jd' })).toBeUndefined();
  });

  it('says a malformed value like a missing one', () => {
    expect(queryGuard('enrollDevices', { id: 'NaN' })).toEqual(queryGuard('enrollDevices', {}));
    expect(queryGuard('completedAcp', { orderId: 'undefined' })).toEqual({
      toast: { id: 'toast.orderNotFound', text: 'Order not found' },
    });
  });

  it.each([
    ['3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b', true],
    ['undefined', false],
    ['3f1c2b7e-not-a-uuid', false],
    ['', false],
  ])('takes %j for a renewal uuid: %s', (uuid, taken) => {
    expect(isRenewalUuid(uuid)).toBe(taken);
  });

  it.each([
    [' A24-000777 ', 'A24-000777'],
    ['undefined', ''],
    ['NaN', ''],
    [null, ''],
  ])('reads %j from a link as %j', (given, read) => {
    expect(queryValue(given)).toBe(read);
  });

  it('sends an unknown add-on back to the $3 page', () => {
    expect(unknownAddonGuard()).toEqual({
      toast: { id: 'toast.addonNotFound', text: 'Add-on not found' },
      redirect: '/ThreeDollarMonPage',
    });
  });

  it('sends visitors to log in', () => {
    expect(LOGIN_REDIRECTS).toEqual({
      shipping: '/LogOrRegisterPage?shippingPage=true',
      enhancedEnroll: '/LogOrRegisterPage?tribal=true',
    });
    expect(loginRedirectFor('/AddonPlanPage')).toBe('/LogOrRegisterPage?returnTo=%2FAddonPlanPage');
  });

  const saved = {
    firstName: 'Ana',
    lastName: 'Diaz',
    emailAddress: 'ana@example.com',
    contactPhoneNumber: '2125551234',
    shippingAddress1: '1 Main St',
    shippingCity: 'Austin',
    shippingState: 'TX',
    shippingZipcode: '73301',
    dob: '01/31/1990',
  };

  it.each([
    [saved, undefined],
    [{ ...saved, shippingCity: '' }, 'Please fill in all the required fields'],
    [{}, 'Please fill in all the required fields'],
  ])('the transfer page with %j: %j', (data, toast) => {
    const outcome = transferGuard(data);
    expect(outcome?.toast.text).toBe(toast);
    if (outcome) expect(outcome.redirect).toBe('/ConfirmAddress?transfer=yes');
  });
});
