import { aRegistration } from '@carrier/scenarios/test-data';
import { type APIRequestContext, expect } from '@playwright/test';
import { newestMail, uniqueEmail } from './mailbox';

/** A verified subscriber of the test's own (NLAD enrols a subscriber once), registered through the carrier. */
export interface Subscriber {
  email: string;
  password: string;
}

/** Letters only (names accept letters, dot and hyphen): one applicant and household per test. */
export function uniqueLetters(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * 26)]).join('');
}

/** Registers and verifies a subscriber as the site would (the code read from the mock's outbox). */
export async function newSubscriber(request: APIRequestContext, mockUrl: string): Promise<Subscriber> {
  const email = uniqueEmail('subscriber');
  const password = 'Sunny-Day-2026';
  const registered = await request.post(`${mockUrl}/public/auth/register`, {
    data: aRegistration({
      email,
      phone: '3055550199',
      shippingAddress1: '500 Congress Ave',
      shippingAddress2: undefined,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      password,
      passwordConfirm: password,
    }),
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await newestMail(request, mockUrl, email, 'verification-code');
  const verified = await request.post(`${mockUrl}/public/auth/verify/${encodeURIComponent(email)}`, {
    data: { code: mail.code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password };
}
