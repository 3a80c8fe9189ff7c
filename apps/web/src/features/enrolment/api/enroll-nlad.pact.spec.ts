import { anEnrolment } from '@carrier/scenarios/test-data';
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
import { enrollNlad } from './enroll-nlad';

const { boolean, integer, regex, string } = MatchersV3;

const pact = carrierPact();

const EXAMPLE_APPLICATION_ID = 'A24-000123';
const body = (applicationId: string) => anEnrolment({ applicationId });
const requestFromState = () => ({
  ...anEnrolment(),
  applicationId: fromState('applicationId', EXAMPLE_APPLICATION_ID),
});

const enrolled = {
  nladSubscriberId: regex(/^NL[0-9A-Z]+$/, 'NL00000AB'),
  subscriberId: integer(1043),
  applicationId: string(EXAMPLE_APPLICATION_ID),
  orderId: null,
  publicOrderId: null,
  fulfillmentId: null,
  isEligibleForDevice: boolean(true),
  message: string('Enrolment submitted'),
};

describe('enrollNlad (public)', () => {
  it('enrols an approved applicant without a device', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving("a guest's enrolment of an approved application")
      .withRequest('POST', '/public/nlad/enroll', (request) => request.jsonBody(requestFromState()))
      .willRespondWith(201, (response) => response.jsonBody(enrolled))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: false, body: body(EXAMPLE_APPLICATION_ID) });
          expect(result.data).toMatchObject({
            nladSubscriberId: 'NL00000AB',
            orderId: null,
            isEligibleForDevice: true,
            message: 'Enrolment submitted',
          });
        }),
      );
  });

  it.each([
    {
      state: 'an application with SSN ending 2001 is COMPLETE (the applicant is enrolled elsewhere)',
      what: 'an applicant enrolled with another provider',
      status: 409,
      code: 'DUPLICATE_SUBSCRIBER',
      message: 'The subscriber is already enrolled in the program with another provider',
      failureType: 'Duplicate subscriber',
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
      failureType: 'Device benefit already used',
    },
  ] as const)('answers $code for $what', async ({ state, what, status, code, message, ...rest }) => {
    const failureType = 'failureType' in rest ? rest.failureType : undefined;
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a guest's enrolment of ${what}`)
      .withRequest('POST', '/public/nlad/enroll', (request) => request.jsonBody(requestFromState()))
      .willRespondWith(status, (response) =>
        response.jsonBody({
          ...carrierError(code, message),
          ...(failureType ? { failureType: string(failureType) } : {}),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: false, body: body(EXAMPLE_APPLICATION_ID) });
          expect(result.error).toMatchObject({
            status,
            code,
            message,
            ...(failureType ? { failureType } : {}),
          });
        }),
      );
  });

  it('answers APPLICATION_NOT_FOUND for an application id no check returned', async () => {
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving("a guest's enrolment of an unknown application")
      .withRequest('POST', '/public/nlad/enroll', (request) => request.jsonBody(body('A24-999999')))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('APPLICATION_NOT_FOUND', 'Application ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: false, body: body('A24-999999') });
          expect(result.error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a phone number starting with 0', async () => {
    const invalid = { ...body('A24-999999'), contactPhoneNumber: '0125550143' };
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving("a guest's enrolment with a phone number starting with 0")
      .withRequest('POST', '/public/nlad/enroll', (request) => request.jsonBody(invalid))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('contactPhoneNumber', 'Phone Number Invalid')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: false, body: invalid });
          expect(result.error).toMatchObject({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            fieldErrors: [{ field: 'contactPhoneNumber', message: 'Phone Number Invalid' }],
          });
        }),
      );
  });
});

describe('enrollNlad (subscriber)', () => {
  const subscriberBody = {
    paymentGateway: 'stripe',
    shippingAddress: '1200 Brickell Avenue',
    shippingCity: 'Miami',
    shippingState: 'FL',
    shippingCountry: 'US',
    shippingZipcode: '33131',
    phoneNumber: '3055550198',
    ebbpTribalBenefitFlag: '0',
    acpCertInd: '1',
    consentTimeZoneId: 'UTC-05:00',
    consentDateTime: '2025-03-01T14:22:05.000Z',
  } as const;

  it("enrols the logged-in subscriber's own completed application", async () => {
    await pact
      .addInteraction()
      .given('a logged-in subscriber has a COMPLETE application')
      .uponReceiving("a subscriber's enrolment")
      .withRequest('POST', '/subscriber/nlad/enroll', (request) =>
        request.headers(bearerFromState()).jsonBody(subscriberBody),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...enrolled, subscriberId: integer(42) }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: true, body: subscriberBody });
          expect(result.data).toMatchObject({ subscriberId: 42, isEligibleForDevice: true });
        }, EXAMPLE_TOKEN),
      );
  });

  it('enrols the application the visitor made before logging in, named by the saved applicationId', async () => {
    await pact
      .addInteraction()
      .given(
        'a logged-in subscriber applied as a guest before logging in (an application no subscriber owns)',
      )
      .uponReceiving("a subscriber's enrolment of the application saved before logging in")
      .withRequest('POST', '/subscriber/nlad/enroll', (request) =>
        request.headers(bearerFromState()).jsonBody({
          ...subscriberBody,
          applicationId: fromState('applicationId', EXAMPLE_APPLICATION_ID),
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...enrolled, subscriberId: integer(42) }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, {
            loggedIn: true,
            body: { ...subscriberBody, applicationId: EXAMPLE_APPLICATION_ID },
          });
          expect(result.data).toMatchObject({ subscriberId: 42, applicationId: EXAMPLE_APPLICATION_ID });
        }, EXAMPLE_TOKEN),
      );
  });

  it("answers APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER for another subscriber's application", async () => {
    await pact
      .addInteraction()
      .given("a logged-in subscriber and another subscriber's COMPLETE application")
      .uponReceiving("a subscriber's enrolment of another subscriber's application")
      .withRequest('POST', '/subscriber/nlad/enroll', (request) =>
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
          const result = await enrollNlad(client, {
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

  it('answers APPLICATION_NOT_FOUND to a subscriber without a completed application', async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a subscriber's enrolment without a completed application")
      .withRequest('POST', '/subscriber/nlad/enroll', (request) =>
        request.headers(bearerFromState()).jsonBody(subscriberBody),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('APPLICATION_NOT_FOUND', 'Application ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await enrollNlad(client, { loggedIn: true, body: subscriberBody });
          expect(result.error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
        }, EXAMPLE_TOKEN),
      );
  });
});

describe('enrollNlad: the documented errors', () => {
  const COMPLETE = 'an application with SSN ending 4821 is COMPLETE';
  const HOUSEHOLD =
    'an application with SSN ending 2005 is COMPLETE (another member of the household is enrolled)';

  it.each([
    {
      states: [COMPLETE, 'no reseller code NOPE-000 exists'],
      description: "a guest's enrolment with the unknown reseller code NOPE-000",
      extra: { resellerCode: 'NOPE-000' },
      status: 400,
      code: 'INVALID_RESELLER_CODE',
      message: 'Invalid reseller code',
    },
    {
      states: [COMPLETE, 'no device has id 999'],
      description: "a guest's enrolment with the unknown device model 999",
      extra: { deviceModelId: 999 },
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: [HOUSEHOLD],
      description: "a guest's enrolment at an address where another household member is enrolled",
      extra: {},
      status: 409,
      code: 'DUPLICATE_ADDRESS',
      message: 'Another subscriber is already enrolled at this address',
      failureType: 'Duplicate address',
    },
  ] as const)('answers a guest $code', async ({ extra, ...outcome }) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/public/nlad/enroll', body: { ...requestFromState(), ...extra } },
      (client) =>
        enrollNlad(client, { loggedIn: false, body: { ...body(EXAMPLE_APPLICATION_ID), ...extra } }),
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
    acpCertInd: '1',
    consentTimeZoneId: 'UTC-05:00',
    consentDateTime: '2025-03-01T14:22:05.000Z',
  } as const;

  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's enrolment with an expired token",
      extra: {},
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application with SSN ending 2002 (NLAD refuses its id)',
      ],
      description: "a subscriber's enrolment of an application NLAD refuses",
      extra: {},
      status: 400,
      code: 'INVALID_APPLICATION_ID',
      message: 'Invalid application ID',
    },
    {
      states: ['a logged-in subscriber has a COMPLETE application', 'no device has id 999'],
      description: "a subscriber's enrolment with the unknown device model 999",
      extra: { deviceModelId: 999 },
      status: 404,
      code: 'DEVICE_NOT_FOUND',
      message: 'Device not found',
    },
    {
      states: ['a logged-in subscriber is enrolled without a device'],
      description: 'a second enrolment of a subscriber enrolled already',
      extra: {},
      status: 409,
      code: 'DUPLICATE_SUBSCRIBER',
      message: 'The subscriber is already enrolled in the program',
      failureType: 'Duplicate subscriber',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application with SSN ending 2005 (another member of the household is enrolled)',
      ],
      description: "a subscriber's enrolment at an address where another household member is enrolled",
      extra: {},
      status: 409,
      code: 'DUPLICATE_ADDRESS',
      message: 'Another subscriber is already enrolled at this address',
      failureType: 'Duplicate address',
    },
    {
      states: [
        'a logged-in subscriber has a COMPLETE application with SSN ending 2004 (the device benefit cannot be updated)',
      ],
      description: "a subscriber's enrolment whose device benefit cannot be updated",
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
      { ...outcome, method: 'POST', path: '/subscriber/nlad/enroll', body: request, subscriber: true },
      (client) => enrollNlad(client, { loggedIn: true, body: request }),
    );
  });
});
