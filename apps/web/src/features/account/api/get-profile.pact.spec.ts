import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  withCarrierClient,
} from '../../../testing/pact';
import { getProfile } from './get-profile';

const { integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

const UNAUTHORIZED = carrierError('UNAUTHORIZED', 'Authentication token is missing or expired');

describe('getProfile', () => {
  it("gives the logged-in subscriber's profile", async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a request for the logged-in subscriber's profile")
      .withRequest('GET', '/subscriber/profile', (request) => request.headers(bearerFromState()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          subscriberId: integer(42),
          email: string('john.carter@example.com'),
          firstName: string('John'),
          lastName: string('Carter'),
          birthDate: regex(/^\d{4}-\d{2}-\d{2}$/, '1986-07-04'),
          phone: regex(/^[1-9]\d{9}$/, '3055550198'),
          shippingAddress1: string('1200 Brickell Avenue'),
          shippingAddress2: null,
          city: string('Miami'),
          state: regex(/^[A-Z]{2}$/, 'FL'),
          country: regex(/^[A-Z]{2}$/, 'US'),
          zipcode: regex(/^\d{5}$/, '33131'),
          balance: number(12.5),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getProfile(client);
          expect(result.data).toEqual({
            subscriberId: 42,
            email: 'john.carter@example.com',
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
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers UNAUTHORIZED without a token', async () => {
    await pact
      .addInteraction()
      .given('no subscriber is logged in')
      .uponReceiving('a request for the profile without a token')
      .withRequest('GET', '/subscriber/profile')
      .willRespondWith(401, (response) => response.jsonBody(UNAUTHORIZED))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getProfile(client);
          expect(result.error).toMatchObject({
            status: 401,
            code: 'UNAUTHORIZED',
            message: 'Authentication token is missing or expired',
          });
        }),
      );
  });

  it('answers UNAUTHORIZED with an expired token', async () => {
    await pact
      .addInteraction()
      .given("the logged-in subscriber's token has expired")
      .uponReceiving('a request for the profile with an expired token')
      .withRequest('GET', '/subscriber/profile', (request) => request.headers(bearerFromState()))
      .willRespondWith(401, (response) => response.jsonBody(UNAUTHORIZED))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getProfile(client);
          expect(result.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        }, EXAMPLE_TOKEN),
      );
  });
});
