import { aRegistration } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { tokenOf } from '../sessions';
import { logIn, mailTo, newestCode, profileRequest, register, verify } from './accounts-api';

const mock = useMock();

describe('a new subscriber, from registration to profile', () => {
  it('registers, verifies the mailed code, logs in, reads and updates the profile', async () => {
    const details = aRegistration();
    const registered = await register(mock, details);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      subscriberId: expect.any(Number),
      email: details.email,
      message: 'You are successfully registered',
    });

    const [mail, ...others] = await mailTo(mock, details.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'verification-code', subject: 'Your verification code', link: null });
    expect(mail?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail?.text).toContain(mail?.code);

    const early = await logIn(mock, 'subscriber', details.email, details.password);
    expect(early.status).toBe(403);
    expect(early.body.error).toBe('EMAIL_NOT_VERIFIED');

    const code = await newestCode(mock, details.email);
    const verified = await verify(mock, details.email, code);
    expect(verified).toMatchObject({ status: 200, body: { message: 'Your email has been verified' } });
    const again = await verify(mock, details.email, code);
    expect(again.body.error).toBe('INVALID_VERIFICATION_CODE');

    const token = await tokenOf(mock, 'subscriber', details.email, details.password);
    const profile = await profileRequest(mock, token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      subscriberId: registered.body.subscriberId,
      email: details.email,
      firstName: 'Maria',
      lastName: 'Lopez',
      birthDate: null,
      phone: '2125550143',
      shippingAddress1: '350 Fifth Avenue',
      shippingAddress2: 'Apt 21B',
      city: 'New York',
      state: 'NY',
      country: 'US',
      zipcode: '10118',
      balance: 0,
    });

    const change = { shippingAddress1: '88 Ocean Drive', shippingAddress2: null, birthDate: '1990-02-14' };
    const updated = await profileRequest(mock, token, change);
    expect(updated).toMatchObject({ status: 200, body: { ...profile.body, ...change } });
    expect((await profileRequest(mock, token)).body).toEqual(updated.body);
  });
});
