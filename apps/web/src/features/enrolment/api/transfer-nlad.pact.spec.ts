import { aTransfer } from '@carrier/scenarios/test-data';
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
import { transferNlad } from './transfer-nlad';

const { boolean, integer, regex, string } = MatchersV3;

const pact = carrierPact();

/** The transfer's consent, given later than the enrolment's. */
const CONSENT_TIME = '2025-03-01T14:40:12.000Z';
const EXAMPLE_APPLICATION_ID = 'A24-000123';
const body = (applicationId: string) => aTransfer({ applicationId, consentDateTime: CONSENT_TIME });
const requestFromState = () => ({
  ...aTransfer({ consentDateTime: CONSENT_TIME }),
  applicationId: fromState('applicationId', EXAMPLE_APPLICATION_ID),
});

const transferred = {
  nladSubscriberId: regex(/^NL[0-9A-Z]+$/, 'NL00000AC'),
  subscriberId: integer(1044),
  applicationId: string(EXAMPLE_APPLICATION_ID),
  orderId: null,
  publicOrderId: null,
  fulfillmentId: null,
  isEligibleForDevice: boolean(true),
  message: string('Enrolment submitted'),
};

describe('transferNlad (public)', () => {
  it('transfers the benefit of an applicant enrolled with another provider', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 2001 is COMPLETE (the applicant is enrolled elsewhere)')
      .uponReceiving("a guest's transfer of a benefit held elsewhere")
      .withRequest('POST', '/public/nlad/transfer', (request) => request.jsonBody(requestFromState()))
      .willRespondWith(201, (response) => response.jsonBody(transferred))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: false, body: body(EXAMPLE_APPLICATION_ID) });
          expect(result.data).toMatchObject({ nladSubscriberId: 'NL00000AC', isEligibleForDevice: true });
        }),
      );
  });

  it.each([
    {
      state: 'an application with SSN ending 2003 is COMPLETE (not transferable)',
      what: 'an application that cannot be transferred',
      status: 422,
      code: 'INELIGIBLE_FOR_TRANSFER',
      message: 'Current application ID is not eligible for transfer',
    },
    {
      state: 'an application with SSN ending 2002 is COMPLETE (NLAD refuses its id)',
      what: 'an application NLAD refuses',
      status: 400,
      code: 'INVALID_APPLICATION_ID',
      message: 'Invalid application ID',
    },
    {
      state: 'an application with SSN ending 2004 is COMPLETE (the device benefit cannot be updated)',
      what: 'an applicant whose device benefit cannot be updated',
      status: 422,
      code: 'CANNOT_UPDATE_DEVICE',
      message: 'The device benefit could not be updated for this subscriber',
    },
  ] as const)('answers $code for $what', async ({ state, what, status, code, message }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a guest's transfer of ${what}`)
      .withRequest('POST', '/public/nlad/transfer', (request) => request.jsonBody(requestFromState()))
      .willRespondWith(status, (response) => response.jsonBody(carrierError(code, message)))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: false, body: body(EXAMPLE_APPLICATION_ID) });
          expect(result.error).toMatchObject({ status, code, message });
        }),
      );
  });

  it('answers APPLICATION_NOT_FOUND for an application id no check returned', async () => {
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving("a guest's transfer of an unknown application")
      .withRequest('POST', '/public/nlad/transfer', (request) => request.jsonBody(body('A24-999999')))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('APPLICATION_NOT_FOUND', 'Application ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: false, body: body('A24-999999') });
          expect(result.error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a four-digit zip code', async () => {
    const invalid = { ...body('A24-999999'), shippingZipcode: '1011' };
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving("a guest's transfer with a four-digit zip code")
      .withRequest('POST', '/public/nlad/transfer', (request) => request.jsonBody(invalid))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('shippingZipcode', 'ZipCode should be 5 digits')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: false, body: invalid });
          expect(result.error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_FAILED' });
        }),
      );
  });
});

describe('transferNlad (subscriber)', () => {
  const subscriberBody = {
    paymentGateway: 'stripe',
    shippingAddress: '1200 Brickell Avenue',
    shippingCity: 'Miami',
    shippingState: 'FL',
    shippingCountry: 'US',
    shippingZipcode: '33131',
    phoneNumber: '3055550198',
    ebbpTribalBenefitFlag: '0',
    consentTimeZoneId: 'UTC-05:00',
    consentDateTime: '2025-03-01T14:40:12.000Z',
  } as const;

  it("transfers the logged-in subscriber's benefit", async () => {
    await pact
      .addInteraction()
      .given('a logged-in subscriber has a COMPLETE application')
      .uponReceiving("a subscriber's transfer")
      .withRequest('POST', '/subscriber/nlad/transfer', (request) =>
        request.headers(bearerFromState()).jsonBody(subscriberBody),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...transferred, subscriberId: integer(42) }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: true, body: subscriberBody });
          expect(result.data).toMatchObject({ subscriberId: 42 });
        }, EXAMPLE_TOKEN),
      );
  });

  it('transfers the application the visitor made before logging in, named by the saved applicationId', async () => {
    await pact
      .addInteraction()
      .given(
        'a logged-in subscriber applied as a guest before logging in (an application no subscriber owns)',
      )
      .uponReceiving("a subscriber's transfer of the application saved before logging in")
      .withRequest('POST', '/subscriber/nlad/transfer', (request) =>
        request.headers(bearerFromState()).jsonBody({
          ...subscriberBody,
          applicationId: fromState('applicationId', EXAMPLE_APPLICATION_ID),
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...transferred, subscriberId: integer(42) }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, {
            loggedIn: true,
            body: { ...subscriberBody, applicationId: EXAMPLE_APPLICATION_ID },
          });
          expect(result.data).toMatchObject({ subscriberId: 42 });
        }, EXAMPLE_TOKEN),
      );
  });

  it("answers APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER for another subscriber's application", async () => {
    await pact
      .addInteraction()
      .given("a logged-in subscriber and another subscriber's COMPLETE application")
      .uponReceiving("a subscriber's transfer of another subscriber's application")
      .withRequest('POST', '/subscriber/nlad/transfer', (request) =>
        request.headers(bearerFromState()).jsonBody({
          ...subscriberBody,
          applicationId: fromState('applicationId', EXAMPLE_APPLICATION_ID),
        }),
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
          const result = await transferNlad(client, {
            loggedIn: true,
            body: { ...subscriberBody, applicationId: EXAMPLE_APPLICATION_ID },
          });
          expect(result.error).toMatchObject({
            status: 409,
            code: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
          });
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers INELIGIBLE_FOR_TRANSFER to a subscriber enrolled here already (DESIGN.md)', async () => {
    await pact
      .addInteraction()
      .given('a logged-in subscriber is enrolled without a device')
      .uponReceiving('a transfer of a subscriber enrolled here already')
      .withRequest('POST', '/subscriber/nlad/transfer', (request) =>
        request.headers(bearerFromState()).jsonBody(subscriberBody),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          ...carrierError('INELIGIBLE_FOR_TRANSFER', 'Current application ID is not eligible for transfer'),
          failureType: string('Transfer not allowed'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await transferNlad(client, { loggedIn: true, body: subscriberBody });
          expect(result.error).toMatchObject({ status: 422, code: 'INELIGIBLE_FOR_TRANSFER' });
        }, EXAMPLE_TOKEN),
      );
  });
});

describe('transferNlad: the documented errors', () => {
  const COMPLETE = 'an application with SSN ending 4821 is COMPLETE';
  /** Ana Lopez applies from the address where Maria is enrolled already. */
  const ana = { firstName: 'Ana', dob: '03/08/1992' } as const;

  it.each([
    {
      states: [COMPLETE, 'no reseller code NOPE-000 exists'],
      description: "a guest's transfer with the unknown reseller code NOPE-000",
      extra: { resellerCode: 'NOPE-000' },
      status: 400,
      code: 'INVALID_RESELLER_CODE',
      message: 'Invalid reseller code',
    },
    {
      states: [COMPLETE, 'no device has id 999'],
      description: "a guest's transfer with the unknown device model 999",
      extra: { deviceModelId: 999 },
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: [
        `${COMPLETE}, and NLAD holds the applicant as enrolled elsewhere (scenario nlad.enroll.duplicate armed)`,
      ],
      description: "a guest's transfer of an applicant NLAD holds as a duplicate",
      extra: {},
      status: 409,
      code: 'DUPLICATE_SUBSCRIBER',
      message: 'The subscriber is already enrolled in the program with another provider',
      failureType: 'Duplicate subscriber',
    },
    {
      states: [
        'an applicant is enrolled at 350 Fifth Avenue, and another applicant there has a COMPLETE application',
      ],
      description: "a guest's transfer at an address where another household member is enrolled",
      extra: ana,
      status: 409,
      code: 'DUPLICATE_ADDRESS',
      message: 'Another subscriber is already enrolled at this address',
      failureType: 'Duplicate address',
    },
  ] as const)('answers a guest $code', async ({ extra, ...outcome }) => {
    await proveCarrierError(
      pact,
      {
        ...outcome,
        method: 'POST',
        path: '/public/nlad/transfer',
        body: { ...requestFromState(), ...extra },
      },
      (client) =>
        transferNlad(client, { loggedIn: false, body: { ...body(EXAMPLE_APPLICATION_ID), ...extra } }),
    );
  });

  const subscriberBody = {
    paymentGateway: 'stripe',
    shippingAddress: '1200 Brickell Avenue',
    shippingCity: 'Miami',
    shippingState: 'FL',
    shippingCountry: 'US',
    shippingZipcode: '33131',
    phoneNumber: '3055550198',
    ebbpTribalBenefitFlag: '0',
    consentTimeZoneId: 'UTC-05:00',
    consentDateTime: '2025-03-01T14:40:12.000Z',
  } as const;

  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's transfer with an expired token",
      extra: {},
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application with SSN ending 2002 (NLAD refuses its id)',
      ],
      description: "a subscriber's transfer of an application NLAD refuses",
      extra: {},
      status: 400,
      code: 'INVALID_APPLICATION_ID',
      message: 'Invalid application ID',
    },
    {
      states: ['a verified subscriber is logged in'],
      description: "a subscriber's transfer without a completed application",
      extra: {},
      status: 404,
      code: 'APPLICATION_NOT_FOUND',
      message: 'Application ID not found',
    },
    {
      states: ['a logged-in subscriber has a COMPLETE application', 'no device has id 999'],
      description: "a subscriber's transfer with the unknown device model 999",
      extra: { deviceModelId: 999 },
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application, and NLAD holds the applicant as enrolled elsewhere (scenario nlad.enroll.duplicate armed)',
      ],
      description: "a subscriber's transfer of an applicant NLAD holds as a duplicate",
      extra: {},
      status: 409,
      code: 'DUPLICATE_SUBSCRIBER',
      message: 'The subscriber is already enrolled in the program with another provider',
      failureType: 'Duplicate subscriber',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application, and another household is enrolled at 1200 Brickell Avenue',
      ],
      description: "a subscriber's transfer at an address where another household member is enrolled",
      extra: {},
      status: 409,
      code: 'DUPLICATE_ADDRESS',
      message: 'Another subscriber is already enrolled at this address',
      failureType: 'Duplicate address',
    },
    {
      states: ['a logged-in subscriber has a COMPLETE application with SSN ending 2003 (not transferable)'],
      description: "a subscriber's transfer of an application that is not transferable",
      extra: {},
      status: 422,
      code: 'INELIGIBLE_FOR_TRANSFER',
      message: 'Current application ID is not eligible for transfer',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application with SSN ending 2004 (the device benefit cannot be updated)',
      ],
      description: "a subscriber's transfer whose device benefit cannot be updated",
      extra: {},
      status: 422,
      code: 'CANNOT_UPDATE_DEVICE',
      message: 'The device benefit could not be updated for this subscriber',
      failureType: 'Device benefit already used',
    },
  ] as const)('answers a subscriber $code', async ({ extra, ...outcome }) => {
    const request = { ...subscriberBody, ...extra };
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/nlad/transfer', body: request, subscriber: true },
      (client) => transferNlad(client, { loggedIn: true, body: request }),
    );
  });
});
