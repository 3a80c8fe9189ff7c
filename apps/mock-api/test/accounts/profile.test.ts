import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { tokenOf } from '../sessions';
import { logIn, profileRequest } from './accounts-api';

const mock = useMock();

const john = DEMO_ACCOUNTS.subscriber;
const johnToken = () => tokenOf(mock, 'subscriber', john.email, john.password);

describe('the subscriber’s profile', () => {
  it('is the seeded profile of the token’s subscriber', async () => {
    const { status, body } = await profileRequest(mock, await johnToken());
    expect(status).toBe(200);
    expect(body).toEqual({
      subscriberId: john.id,
      email: john.email,
      firstName: 'John',
      lastName: 'Carter',
      birthDate: '1986-07-04',
      phone: '3055550198',
      shippingAddress1: '1200 Brickell Avenue',
      shippingAddress2: null,
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zipcode: '33131',
      balance: 12.5,
    });
  });

  it('changes only the fields sent', async () => {
    const token = await johnToken();
    const before = (await profileRequest(mock, token)).body;
    const change = {
      shippingAddress1: '88 Ocean Drive',
      shippingAddress2: 'Unit 4',
      city: 'Miami Beach',
      zipcode: '33139',
    };
    const { status, body } = await profileRequest(mock, token, change);
    expect(status).toBe(200);
    expect(body).toEqual({ ...before, ...change });
  });

  it('rejects a property the profile does not have, naming it, and changes nothing', async () => {
    const token = await johnToken();
    const before = (await profileRequest(mock, token)).body;
    const { status, body } = await profileRequest(mock, token, { city: 'Orlando', nickname: 'JC' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: 'FIELD_VALIDATION_FAILED',
      errors: [{ field: 'nickname', message: 'nickname is not a field of this request' }],
    });
    expect((await profileRequest(mock, token)).body).toEqual(before);
  });

  it('moves the login to a new e-mail', async () => {
    const token = await johnToken();
    const email = 'j.carter@example.com';
    expect((await profileRequest(mock, token, { email })).body.email).toBe(email);
    expect((await logIn(mock, 'subscriber', john.email, john.password)).status).toBe(401);
    expect((await logIn(mock, 'subscriber', email, john.password)).status).toBe(200);
  });

  it('accepts its own e-mail written in capitals', async () => {
    const { status } = await profileRequest(mock, await johnToken(), { email: john.email.toUpperCase() });
    expect(status).toBe(200);
  });

  it('refuses an e-mail of another account with EMAIL_ALREADY_REGISTERED, changing nothing', async () => {
    const token = await johnToken();
    const { status, body } = await profileRequest(mock, token, {
      email: DEMO_ACCOUNTS.reseller.email,
      city: 'Orlando',
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'EMAIL_ALREADY_REGISTERED', message: 'This email is registered already' });
    expect((await profileRequest(mock, token)).body).toMatchObject({ email: john.email, city: 'Miami' });
  });

  it.each([
    { case: 'an empty update', patch: {}, field: 'body' },
    { case: 'a four-digit zip', patch: { zipcode: '3313' }, field: 'zipcode' },
    { case: 'a one-letter first name', patch: { firstName: 'J' }, field: 'firstName' },
    { case: 'a phone starting with 0', patch: { phone: '0305550198' }, field: 'phone' },
  ])('answers FIELD_VALIDATION_FAILED for $case', async ({ patch, field }) => {
    const { status, body } = await profileRequest(mock, await johnToken(), patch);
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors).toContainEqual(expect.objectContaining({ field }));
  });
});
