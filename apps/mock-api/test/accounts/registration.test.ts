import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { aRegistration } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { logIn, mailTo, newestCode, register, resendCode, verify } from './accounts-api';

const mock = useMock();

const SUBSCRIBER_EXISTS =
  "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.";

describe('registration refused', () => {
  it.each([
    { case: 'the verified subscriber', email: DEMO_ACCOUNTS.subscriber.email },
    { case: 'the verified subscriber, in capitals', email: DEMO_ACCOUNTS.subscriber.email.toUpperCase() },
    { case: 'the reseller', email: DEMO_ACCOUNTS.reseller.email },
  ])('answers EMAIL_ALREADY_REGISTERED for the e-mail of $case', async ({ email }) => {
    const { status, body } = await register(mock, aRegistration({ email }));
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'EMAIL_ALREADY_REGISTERED', message: 'This email is registered already' });
    expect(await mailTo(mock, email)).toEqual([]);
  });

  it('mails the unverified subscriber a new code and answers SUBSCRIBER_ALREADY_EXISTS', async () => {
    const { email, password } = DEMO_ACCOUNTS.unverifiedSubscriber;
    const { status, body } = await register(mock, aRegistration({ email }));
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'SUBSCRIBER_ALREADY_EXISTS', message: SUBSCRIBER_EXISTS });

    expect(await verify(mock, email, await newestCode(mock, email))).toMatchObject({ status: 200 });
    expect((await logIn(mock, 'subscriber', email, password)).status).toBe(200);
  });

  it.each([
    {
      case: 'a confirmation unlike the password',
      change: { passwordConfirm: 'Sunny-Day-2026' },
      error: { field: 'passwordConfirm', message: 'Password & confirm password must be same' },
    },
    {
      case: 'a first name of spaces',
      change: { firstName: '   ' },
      error: { field: 'firstName', message: 'First name is empty' },
    },
  ])('answers FIELD_VALIDATION_FAILED for $case, and registers nobody', async ({ change, error }) => {
    const details = aRegistration(change);
    const { status, body } = await register(mock, details);
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors).toContainEqual(error);
    expect(await mailTo(mock, details.email)).toEqual([]);
    expect((await register(mock, aRegistration())).status).toBe(201);
  });

  it.each([
    {
      case: 'no e-mail',
      payload: { password: 'x', passwordConfirm: 'x' },
      error: { field: 'email', message: 'Email is mandatory' },
    },
    {
      case: 'a malformed e-mail',
      payload: { email: 'ana', password: 'x', passwordConfirm: 'x' },
      error: { field: 'email', message: 'Email Invalid' },
    },
    {
      case: 'a short payload whose confirmation differs',
      payload: { email: 'short.form@example.org', password: 'x', passwordConfirm: 'y' },
      error: { field: 'passwordConfirm', message: 'Password & confirm password must be same' },
    },
    {
      case: 'a full payload without its address',
      payload: { email: 'full.form@example.org', password: 'x', passwordConfirm: 'x', firstName: 'Ana' },
      error: { field: 'lastName', message: 'Last name is empty' },
    },
    {
      case: 'a full payload with an empty city',
      payload: aRegistration({ city: '' }),
      error: { field: 'city', message: 'All fields are mandatory' },
    },
  ])('answers $case in the spec’s words, one entry per field', async ({ payload, error }) => {
    const { status, body } = await register(mock, payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'FIELD_VALIDATION_FAILED', message: 'Validation failed' });
    expect(body.errors).toContainEqual(error);
    expect(new Set(body.errors?.map((entry) => entry.field)).size).toBe(body.errors?.length);
  });
  it('answers INVALID_RESELLER_CODE for a code the carrier does not know', async () => {
    const { status, body } = await register(mock, aRegistration({ resellerCode: 'NO-SUCH-RESELLER' }));
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_RESELLER_CODE');
  });

  it('registers with the benefit area’s short payload, any non-empty password, and an empty profile', async () => {
    const email = 'short.payload@example.org';
    const { status, body } = await register(mock, {
      email,
      password: 'x',
      passwordConfirm: 'x',
      resellerCode: 'RS-ALPHA',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email, message: 'You are successfully registered' });
    expect(await verify(mock, email, await newestCode(mock, email))).toMatchObject({ status: 200 });
    const { body: login } = await logIn(mock, 'subscriber', email, 'x');
    const profile = await mock.json<Record<string, unknown>>({
      method: 'GET',
      url: '/subscriber/profile',
      headers: { authorization: `Bearer ${login.authToken}` },
    });
    expect(profile.body).toMatchObject({ email, firstName: null, phone: null, zipcode: null, balance: 0 });
  });

  it('accepts a seeded reseller code', async () => {
    await mock.start();
    const [resellerCode] = mock.world.state.catalogue.resellerCodes;
    expect(resellerCode).toBeDefined();
    expect((await register(mock, aRegistration({ resellerCode }))).status).toBe(201);
  });

  it('answers a forced SUBSCRIBER_ALREADY_EXISTS with the spec’s message and the scenario’s name', async () => {
    const { status, body, headers } = await register(mock, aRegistration(), {
      'x-mock-scenario': 'auth.register.subscriber-exists',
    });
    expect(status).toBe(409);
    expect(body.message).toBe(SUBSCRIBER_EXISTS);
    expect(headers['x-mock-outcome']).toBe('auth.register.subscriber-exists');
  });
});

describe('e-mail verification', () => {
  const { email, password } = DEMO_ACCOUNTS.unverifiedSubscriber;

  it('re-sends a new code: the newest one verifies, the one before no longer does', async () => {
    const first = await resendCode(mock, email);
    expect(first).toMatchObject({
      status: 200,
      body: { message: 'Check your email for the verification code' },
    });
    const oldCode = await newestCode(mock, email);
    await resendCode(mock, email);
    const newCode = await newestCode(mock, email);
    expect(await mailTo(mock, email)).toHaveLength(2);

    const stale = await verify(mock, email, oldCode === newCode ? 'ZZZZZZ' : oldCode);
    expect(stale.status).toBe(400);
    expect(await verify(mock, email, newCode.toLowerCase())).toMatchObject({ status: 200 });
    expect((await logIn(mock, 'subscriber', email, password)).status).toBe(200);
  });

  it('answers INVALID_VERIFICATION_CODE for a wrong code, and the account stays unverified', async () => {
    await resendCode(mock, email);
    const code = await newestCode(mock, email);
    const { status, body } = await verify(mock, email, code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'INVALID_VERIFICATION_CODE', message: 'Invalid verification code' });
    expect((await logIn(mock, 'subscriber', email, password)).status).toBe(403);
  });

  it('answers INVALID_VERIFICATION_CODE when no code was sent', async () => {
    const { status } = await verify(mock, email, 'ABCDEF');
    expect(status).toBe(400);
  });

  it('answers FIELD_VALIDATION_FAILED for a code that is not six characters', async () => {
    const { status, body } = await verify(mock, email, 'ABC');
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'code' }));
  });

  it.each([
    { case: 'verify', call: () => verify(mock, 'nobody@example.com', 'ABCDEF') },
    { case: 'resend', call: () => resendCode(mock, 'nobody@example.com') },
    { case: 'verify a reseller', call: () => verify(mock, DEMO_ACCOUNTS.reseller.email, 'ABCDEF') },
  ])('answers EMAIL_NOT_FOUND to $case', async ({ call }) => {
    const { status, body } = await call();
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'EMAIL_NOT_FOUND', message: 'Email not found' });
  });
});
