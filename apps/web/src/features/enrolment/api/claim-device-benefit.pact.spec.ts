import { aDeviceClaim, type DeviceClaim } from '@carrier/scenarios/test-data';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  fieldValidationFailed,
  fromState,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { claimDeviceBenefit } from './claim-device-benefit';

const { integer, regex } = MatchersV3;

const pact = carrierPact();

const maria = aDeviceClaim();
const john = aDeviceClaim({
  firstName: 'John',
  lastName: 'Carter',
  emailAddress: 'john.carter@example.com',
  primaryAddress1: '1200 Brickell Avenue',
  primaryCity: 'Miami',
  primaryState: 'FL',
  primaryZipCode: '33131',
  dob: '07/04/1986',
});

const EXAMPLE_NLAD_ID = 'NL00000AB';
const checkout = {
  url: regex(/^https?:\/\/.+\/checkout\/.+$/, 'http://127.0.0.1:4010/checkout/cs_test_f6e5d4c3b2a1'),
  orderId: integer(5130),
  paymentId: integer(7310),
  publicOrderId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ'),
  publicPaymentId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_3nR6cJ7hG2kP9xQ4mV1tZ8wB'),
};

describe('claimDeviceBenefit (public)', () => {
  it("opens the device co-pay's checkout", async () => {
    await pact
      .addInteraction()
      .given('an applicant is enrolled without a device')
      .uponReceiving("a guest's device claim")
      .withRequest('POST', '/public/nlad/claimDeviceBenefit', (request) =>
        request.jsonBody({ ...maria, nladSubscriberId: fromState('nladSubscriberId', EXAMPLE_NLAD_ID) }),
      )
      .willRespondWith(201, (response) => response.jsonBody(checkout))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, false, {
            ...maria,
            nladSubscriberId: EXAMPLE_NLAD_ID,
          });
          expect(result.data?.url).toBe('http://127.0.0.1:4010/checkout/cs_test_f6e5d4c3b2a1');
          expect(result.data).not.toHaveProperty('message');
        }),
      );
  });

  it('answers CANNOT_UPDATE_DEVICE when NLAD cannot record the device', async () => {
    await pact
      .addInteraction()
      .given('an applicant is enrolled whose device benefit cannot be updated')
      .uponReceiving('a device claim NLAD cannot record')
      .withRequest('POST', '/public/nlad/claimDeviceBenefit', (request) =>
        request.jsonBody({ ...maria, nladSubscriberId: fromState('nladSubscriberId', EXAMPLE_NLAD_ID) }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          carrierError('CANNOT_UPDATE_DEVICE', 'The device benefit could not be updated for this subscriber'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, false, {
            ...maria,
            nladSubscriberId: EXAMPLE_NLAD_ID,
          });
          expect(result.error).toMatchObject({ status: 422, code: 'CANNOT_UPDATE_DEVICE' });
        }),
      );
  });

  it('answers NLAD_SUBSCRIBER_NOT_FOUND for an id no enrolment gave', async () => {
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving('a device claim for an unknown NLAD subscriber')
      .withRequest('POST', '/public/nlad/claimDeviceBenefit', (request) =>
        request.jsonBody({ ...maria, nladSubscriberId: 'NL9999999' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('NLAD_SUBSCRIBER_NOT_FOUND', 'NLAD subscriber ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, false, { ...maria, nladSubscriberId: 'NL9999999' });
          expect(result.error).toMatchObject({ status: 404, code: 'NLAD_SUBSCRIBER_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a four-digit zip code', async () => {
    const invalid = { ...maria, primaryZipCode: '1011', nladSubscriberId: 'NL9999999' };
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving('a device claim with a four-digit zip code')
      .withRequest('POST', '/public/nlad/claimDeviceBenefit', (request) => request.jsonBody(invalid))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('primaryZipCode', 'ZipCode should be 5 digits')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, false, invalid);
          expect(result.error).toMatchObject({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            fieldErrors: [{ field: 'primaryZipCode', message: 'ZipCode should be 5 digits' }],
          });
        }),
      );
  });
});

describe('claimDeviceBenefit (subscriber)', () => {
  it("opens the co-pay checkout of the logged-in subscriber's device", async () => {
    await pact
      .addInteraction()
      .given('a logged-in subscriber is enrolled without a device')
      .uponReceiving("a subscriber's device claim")
      .withRequest('POST', '/subscriber/nlad/claimDeviceBenefit', (request) =>
        request
          .headers(bearerFromState())
          .jsonBody({ ...john, nladSubscriberId: fromState('nladSubscriberId', EXAMPLE_NLAD_ID) }),
      )
      .willRespondWith(201, (response) => response.jsonBody(checkout))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, true, {
            ...john,
            nladSubscriberId: EXAMPLE_NLAD_ID,
          });
          expect(result.data?.publicOrderId).toBe('ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ');
        }, EXAMPLE_TOKEN),
      );
  });

  it("answers APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER for another subscriber's enrolment", async () => {
    await pact
      .addInteraction()
      .given("a logged-in subscriber and another subscriber's enrolment")
      .uponReceiving("a subscriber's device claim of another subscriber's enrolment")
      .withRequest('POST', '/subscriber/nlad/claimDeviceBenefit', (request) =>
        request
          .headers(bearerFromState())
          .jsonBody({ ...john, nladSubscriberId: fromState('nladSubscriberId', EXAMPLE_NLAD_ID) }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(
          carrierError(
            'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
            'This application belongs to another account',
          ),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, true, {
            ...john,
            nladSubscriberId: EXAMPLE_NLAD_ID,
          });
          expect(result.error).toMatchObject({
            status: 409,
            code: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
          });
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers UNAUTHORIZED with an expired token', async () => {
    await pact
      .addInteraction()
      .given("the logged-in subscriber's token has expired")
      .uponReceiving('a device claim with an expired token')
      .withRequest('POST', '/subscriber/nlad/claimDeviceBenefit', (request) =>
        request.headers(bearerFromState()).jsonBody({ ...john, nladSubscriberId: EXAMPLE_NLAD_ID }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody(carrierError('UNAUTHORIZED', 'Authentication token is missing or expired')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await claimDeviceBenefit(client, true, {
            ...john,
            nladSubscriberId: EXAMPLE_NLAD_ID,
          });
          expect(result.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        }, EXAMPLE_TOKEN),
      );
  });
});

describe('claimDeviceBenefit: the documented errors', () => {
  const claimFromState = (claim: DeviceClaim, deviceId: number) => ({
    ...claim,
    deviceId,
    nladSubscriberId: fromState('nladSubscriberId', EXAMPLE_NLAD_ID),
  });

  it.each([
    {
      states: ['an applicant is enrolled without a device', 'no device has id 999'],
      description: 'a device claim of the unknown device 999',
      deviceId: 999,
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: ['an applicant has claimed the device benefit'],
      description: 'a second device claim',
      deviceId: 1,
      status: 409,
      code: 'DUPLICATE_DEVICE',
      message: 'The device benefit was already used',
    },
  ] as const)('answers a guest $code', async ({ deviceId, ...outcome }) => {
    await proveCarrierError(
      pact,
      {
        ...outcome,
        method: 'POST',
        path: '/public/nlad/claimDeviceBenefit',
        body: claimFromState(maria, deviceId),
      },
      (client) =>
        claimDeviceBenefit(client, false, { ...maria, deviceId, nladSubscriberId: EXAMPLE_NLAD_ID }),
    );
  });

  it('answers a subscriber NLAD_SUBSCRIBER_NOT_FOUND for an id no enrolment gave', async () => {
    const claim = { ...john, nladSubscriberId: 'NL9999999' };
    await proveCarrierError(
      pact,
      {
        states: ['a verified subscriber is logged in'],
        description: "a subscriber's device claim for an unknown NLAD subscriber",
        method: 'POST',
        path: '/subscriber/nlad/claimDeviceBenefit',
        body: claim,
        subscriber: true,
        status: 404,
        code: 'NLAD_SUBSCRIBER_NOT_FOUND',
        message: 'NLAD subscriber ID not found',
      },
      (client) => claimDeviceBenefit(client, true, claim),
    );
  });

  it.each([
    {
      states: ['a logged-in subscriber is enrolled without a device', 'no device has id 999'],
      description: "a subscriber's device claim of the unknown device 999",
      deviceId: 999,
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: ['a logged-in subscriber has claimed the device benefit'],
      description: "a subscriber's second device claim",
      deviceId: 1,
      status: 409,
      code: 'DUPLICATE_DEVICE',
      message: 'The device benefit was already used',
    },
    {
      states: ['a logged-in subscriber is enrolled whose device benefit cannot be updated'],
      description: "a subscriber's device claim NLAD cannot record",
      deviceId: 1,
      status: 422,
      code: 'CANNOT_UPDATE_DEVICE',
      message: 'The device benefit could not be updated for this subscriber',
    },
  ] as const)('answers a subscriber $code', async ({ deviceId, ...outcome }) => {
    await proveCarrierError(
      pact,
      {
        ...outcome,
        method: 'POST',
        path: '/subscriber/nlad/claimDeviceBenefit',
        body: claimFromState(john, deviceId),
        subscriber: true,
      },
      (client) => claimDeviceBenefit(client, true, { ...john, deviceId, nladSubscriberId: EXAMPLE_NLAD_ID }),
    );
  });
});
