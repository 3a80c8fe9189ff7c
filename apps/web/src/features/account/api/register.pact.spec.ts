import { aRegistration } from '@carrier/scenarios/test-data';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fieldValidationFailed,
  fromState,
  withCarrierClient,
} from '../../../testing/pact';
import { type Registration, register } from './register';

const { integer, string } = MatchersV3;

const pact = carrierPact();

const NEW_EMAIL = 'maria.lopez@example.com';
const NO_ACCOUNT = `no account uses ${NEW_EMAIL}`;

const fullRegistration = aRegistration({ email: NEW_EMAIL });

const shortRegistration = {
  email: NEW_EMAIL,
  password: 'Sunny-Day-2025',
  passwordConfirm: 'Sunny-Day-2025',
  resellerCode: 'RS-ALPHA',
} satisfies Registration;

const registered = {
  subscriberId: integer(1043),
  email: NEW_EMAIL,
  message: string('You are successfully registered'),
};

describe('register', () => {
  it.each([
    { shape: 'the full registration page', body: fullRegistration },
    { shape: "the benefit area's short payload", body: shortRegistration },
  ])('registers with $shape', async ({ shape, body }) => {
    await pact
      .addInteraction()
      .given(NO_ACCOUNT)
      .given('reseller code RS-ALPHA is active')
      .uponReceiving(`a registration with ${shape}`)
      .withRequest('POST', '/public/auth/register', (request) => request.jsonBody(body))
      .willRespondWith(201, (response) => response.jsonBody(registered))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await register(client, body);
          expect(result.data).toEqual({
            subscriberId: 1043,
            email: NEW_EMAIL,
            message: 'You are successfully registered',
          });
        }),
      );
  });

  it.each([
    {
      code: 'EMAIL_ALREADY_REGISTERED',
      state: 'a verified subscriber exists',
      email: 'john.carter@example.com',
      message: 'This email is registered already',
    },
    {
      code: 'SUBSCRIBER_ALREADY_EXISTS',
      state: 'an unverified subscriber exists',
      email: 'nina.patel@example.com',
      message:
        "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.",
    },
  ] as const)('answers $code when $state', async ({ code, state, email, message }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a registration with the e-mail of ${state.replace(/ exists$/, '')}`)
      .withRequest('POST', '/public/auth/register', (request) =>
        request.jsonBody({
          email: fromState('email', email),
          password: 'Sunny-Day-2025',
          passwordConfirm: 'Sunny-Day-2025',
        }),
      )
      .willRespondWith(409, (response) => response.jsonBody(carrierError(code, message)))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await register(client, {
            email,
            password: 'Sunny-Day-2025',
            passwordConfirm: 'Sunny-Day-2025',
          });
          expect(result.error).toMatchObject({ status: 409, code, message });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED when the confirmation differs from the password', async () => {
    const body = { email: NEW_EMAIL, password: 'Sunny-Day-2025', passwordConfirm: 'Rainy-Day-2025' };
    await pact
      .addInteraction()
      .given(NO_ACCOUNT)
      .uponReceiving('a registration whose confirmation differs from the password')
      .withRequest('POST', '/public/auth/register', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldValidationFailed('passwordConfirm', 'Password & confirm password must be same'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await register(client, body);
          expect(result.error).toEqual({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            message: 'Validation failed',
            fieldErrors: [{ field: 'passwordConfirm', message: 'Password & confirm password must be same' }],
          });
        }),
      );
  });

  it('answers INVALID_RESELLER_CODE for a reseller code the carrier does not know', async () => {
    const body = { ...shortRegistration, resellerCode: 'NOPE-000' };
    await pact
      .addInteraction()
      .given(NO_ACCOUNT)
      .given('no reseller code NOPE-000 exists')
      .uponReceiving('a registration with an unknown reseller code')
      .withRequest('POST', '/public/auth/register', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_RESELLER_CODE', 'Invalid reseller code')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await register(client, body);
          expect(result.error).toMatchObject({
            status: 400,
            code: 'INVALID_RESELLER_CODE',
            message: 'Invalid reseller code',
          });
        }),
      );
  });
});
