import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import {
  advanceClock,
  checkResetLink,
  forgotPassword,
  logIn,
  newestResetLink,
  ROLES,
  resetPassword,
} from './accounts-api';

const mock = useMock();

const HOUR_MS = 60 * 60 * 1000;
const NEW_PASSWORD = 'Fresh-Start-2025';
const demos = [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.reseller, DEMO_ACCOUNTS.administrator];

async function resetLinkFor(email: string) {
  const { status, body } = await forgotPassword(mock, email);
  expect(status).toBe(200);
  expect(body.message).toBe('Check your email for the password reset link');
  return newestResetLink(mock, email);
}

describe.each(demos)('password reset of the $role', (demo) => {
  it('mails a link to the web’s reset page of the role', async () => {
    const { link, token } = await resetLinkFor(demo.email);
    expect(link.origin).toBe(new URL(mock.world.settings.webOrigin).origin);
    expect(link.pathname).toBe(`/ResetPasswordPage/${demo.role}`);
    expect(token).not.toBe('');
  });

  it('sets the new password once: the old one stops working, the token cannot be used again', async () => {
    const { token } = await resetLinkFor(demo.email);
    const reset = await resetPassword(mock, demo.role, token, NEW_PASSWORD);
    expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been reset' } });

    expect((await logIn(mock, demo.role, demo.email, demo.password)).status).toBe(401);
    expect((await logIn(mock, demo.role, demo.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await resetPassword(mock, demo.role, token, 'Third-Time-2025');
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('INVALID_RESET_TOKEN');
  });

  it.each(ROLES.filter((role) => role !== demo.role))(
    'refuses its token at the %s endpoint',
    async (endpoint) => {
      const { token } = await resetLinkFor(demo.email);
      const { status, body } = await resetPassword(mock, endpoint, token, NEW_PASSWORD);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'INVALID_RESET_TOKEN',
        message: 'The password reset link is invalid or has expired',
      });
      expect((await resetPassword(mock, demo.role, token, NEW_PASSWORD)).status).toBe(200);
    },
  );
});

describe.each(demos)('the check of a reset link of the $role', (demo) => {
  const refused = {
    error: 'INVALID_RESET_TOKEN',
    message: 'The password reset link is invalid or has expired',
  };

  it('says an unused link works until an hour after it was sent, and leaves it usable', async () => {
    const askedAtMs = mock.world.clock.nowMs();
    const { token } = await resetLinkFor(demo.email);
    const sentByMs = mock.world.clock.nowMs();
    const checked = await checkResetLink(mock, demo.role, token);
    expect(checked.status).toBe(200);
    const expiresAtMs = Date.parse(checked.body.expiresAt);
    expect(expiresAtMs).toBeGreaterThanOrEqual(askedAtMs + HOUR_MS);
    expect(expiresAtMs).toBeLessThanOrEqual(sentByMs + HOUR_MS);
    expect((await checkResetLink(mock, demo.role, token)).status).toBe(200);
    expect((await resetPassword(mock, demo.role, token, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a used link', async () => {
    const { token } = await resetLinkFor(demo.email);
    expect((await resetPassword(mock, demo.role, token, NEW_PASSWORD)).status).toBe(200);
    expect(await checkResetLink(mock, demo.role, token)).toMatchObject({ status: 400, body: refused });
  });

  it('refuses a link an hour old, a token never sent, and its token at another role’s endpoint', async () => {
    const { token } = await resetLinkFor(demo.email);
    for (const endpoint of ROLES.filter((role) => role !== demo.role))
      expect(await checkResetLink(mock, endpoint, token)).toMatchObject({ status: 400, body: refused });
    expect(await checkResetLink(mock, demo.role, 'prt_made_up')).toMatchObject({
      status: 400,
      body: refused,
    });
    await advanceClock(mock, HOUR_MS);
    expect(await checkResetLink(mock, demo.role, token)).toMatchObject({ status: 400, body: refused });
  });
});

describe('password reset refused', () => {
  const { email, role, password } = DEMO_ACCOUNTS.subscriber;

  it('keeps the token when the confirmation differs from the password', async () => {
    const { token } = await resetLinkFor(email);
    const { status, body } = await resetPassword(mock, role, token, NEW_PASSWORD, 'Something-Else-1');
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors).toEqual([
      { field: 'passwordConfirm', message: 'Password & confirm password must be same' },
    ]);
    expect((await logIn(mock, role, email, password)).status).toBe(200);
    expect((await resetPassword(mock, role, token, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    { case: 'within the hour', advanceMs: HOUR_MS - 60_000, status: 200 },
    { case: 'after an hour', advanceMs: HOUR_MS, status: 400 },
  ])('answers a link used $case with $status', async ({ advanceMs, status }) => {
    const { token } = await resetLinkFor(email);
    await advanceClock(mock, advanceMs);
    expect((await resetPassword(mock, role, token, NEW_PASSWORD)).status).toBe(status);
  });

  it('answers INVALID_RESET_TOKEN for a token the carrier never sent', async () => {
    const { status, body } = await resetPassword(mock, role, 'prt_made_up', NEW_PASSWORD);
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_RESET_TOKEN');
  });

  it('answers EMAIL_NOT_FOUND when no account uses the e-mail', async () => {
    const { status, body } = await forgotPassword(mock, 'nobody@example.com');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'EMAIL_NOT_FOUND', message: 'Email not found' });
  });
});
