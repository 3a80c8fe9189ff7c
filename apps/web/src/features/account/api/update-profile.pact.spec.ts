import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  fieldValidationFailed,
  withCarrierClient,
} from '../../../testing/pact';
import { updateProfile } from './update-profile';

const { integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

const newAddress = {
  shippingAddress1: '88 Ocean Drive',
  shippingAddress2: 'Unit 4',
  city: 'Miami Beach',
  zipcode: '33139',
};

describe('updateProfile', () => {
  it('changes the fields sent and answers the whole profile', async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a change of the logged-in subscriber's address")
      .withRequest('PATCH', '/subscriber/profile', (request) =>
        request.headers(bearerFromState()).jsonBody(newAddress),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          subscriberId: integer(42),
          email: string('john.carter@example.com'),
          firstName: string('John'),
          lastName: string('Carter'),
          birthDate: regex(/^\d{4}-\d{2}-\d{2}$/, '1986-07-04'),
          phone: regex(/^[1-9]\d{9}$/, '3055550198'),
          ...newAddress,
          state: regex(/^[A-Z]{2}$/, 'FL'),
          country: regex(/^[A-Z]{2}$/, 'US'),
          balance: number(12.5),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await updateProfile(client, newAddress);
          expect(result.data).toEqual({
            subscriberId: 42,
            email: 'john.carter@example.com',
            firstName: 'John',
            lastName: 'Carter',
            birthDate: '1986-07-04',
            phone: '3055550198',
            ...newAddress,
            state: 'FL',
            country: 'US',
            balance: 12.5,
          });
        }, EXAMPLE_TOKEN),
      );
  });

  it("answers EMAIL_ALREADY_REGISTERED for another account's e-mail", async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .given('a reseller exists')
      .uponReceiving("a change of the subscriber's e-mail to another account's")
      .withRequest('PATCH', '/subscriber/profile', (request) =>
        request.headers(bearerFromState()).jsonBody({ email: 'dana.brooks@example.com' }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(carrierError('EMAIL_ALREADY_REGISTERED', 'This email is registered already')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await updateProfile(client, { email: 'dana.brooks@example.com' });
          expect(result.error).toMatchObject({
            status: 409,
            code: 'EMAIL_ALREADY_REGISTERED',
            message: 'This email is registered already',
          });
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a zip code that is not five digits', async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving('a change of the profile to a three-digit zip code')
      .withRequest('PATCH', '/subscriber/profile', (request) =>
        request.headers(bearerFromState()).jsonBody({ zipcode: '331' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('zipcode', 'ZipCode should be 5 digits')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await updateProfile(client, { zipcode: '331' });
          expect(result.error).toMatchObject({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            fieldErrors: [{ field: 'zipcode', message: 'ZipCode should be 5 digits' }],
          });
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers UNAUTHORIZED with an expired token', async () => {
    await pact
      .addInteraction()
      .given("the logged-in subscriber's token has expired")
      .uponReceiving('a change of the profile with an expired token')
      .withRequest('PATCH', '/subscriber/profile', (request) =>
        request.headers(bearerFromState()).jsonBody(newAddress),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody(carrierError('UNAUTHORIZED', 'Authentication token is missing or expired')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await updateProfile(client, newAddress);
          expect(result.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        }, EXAMPLE_TOKEN),
      );
  });
});
