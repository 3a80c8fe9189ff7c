import type { components } from '@carrier/contracts';
import { eligibilityCheckPayload, type PersonalData } from '@carrier/domain';
import { anApplicant } from '@carrier/scenarios/test-data';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { checkEligibility } from './check-eligibility';

const { boolean, regex, string } = MatchersV3;

const pact = carrierPact();

/** The domain's request of answers every test here holds complete (the agreement page sends it so). */
function eligibilityRequest(data: PersonalData): components['schemas']['EligibilityCheckRequest'] {
  const request = eligibilityCheckPayload({ ...data });
  if (!request) throw new Error('the test applicant lacks an answer the eligibility check needs');
  return request;
}

/** The wizard's answers of Maria Lopez, a SNAP household in New York; the SSN picks the verifier's answer. */
const MARIA: PersonalData = { ...anApplicant(), contactConsent: true, checkTribal: false };

const APPLICATION_ID = regex(/^\S+$/, 'A24-000001');
const CHECK_ID = regex(/^\S+$/, '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f');
const VERIFIER_LINK = regex(
  /^https?:\/\/\S+\/verifier\/\S+$/,
  'http://127.0.0.1:4010/verifier/A24-000001/resolution',
);

type Status =
  | 'COMPLETE'
  | 'PENDING_RESOLUTION'
  | 'PENDING_CERT'
  | 'PENDING_REVIEW'
  | 'IN_PROGRESS'
  | 'FAILURE'
  | 'APP_CLOSED_OR_EXPIRED'
  | 'APPROVED'
  | 'APPLICATION_NOT_FOUND';

const STATUSES: [Status, string, 'resolution' | 'certification' | null][] = [
  ['COMPLETE', '4821', null],
  ['PENDING_RESOLUTION', '1001', 'resolution'],
  ['PENDING_CERT', '1002', 'certification'],
  ['PENDING_REVIEW', '1003', null],
  ['IN_PROGRESS', '1004', null],
  ['FAILURE', '1005', null],
  ['APP_CLOSED_OR_EXPIRED', '1006', null],
  ['APPROVED', '1007', null],
  ['APPLICATION_NOT_FOUND', '1008', null],
];

describe('checkEligibility, public', () => {
  it.each(STATUSES)('answers %s (SSN last 4 %s)', async (status, ssn4, link) => {
    const request = eligibilityRequest({ ...MARIA, ssn4 });
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving(`an eligibility check that the verifier answers ${status}`)
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          applicationId: APPLICATION_ID,
          eligibilityCheckId: CHECK_ID,
          status,
          message: string('The applicant is eligible'),
          tribalStatusConfirmed: boolean(false),
          ...(link ? { _links: { [link]: { href: VERIFIER_LINK } } } : {}),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.data?.status).toBe(status);
          expect(result.data?.applicationId).toBeTruthy();
          if (link) expect(result.data?._links?.[link]?.href).toMatch(/\/verifier\//);
        }),
      );
  });

  it.each([
    ['ELIGIBILITY_CHECK_NOT_FOUND', '1009', 'Eligibility check not found'],
    ['APPLICATION_NOT_FOUND', '1010', 'Application not found'],
  ] as const)('answers the error %s (SSN last 4 %s)', async (code, ssn4, message) => {
    const request = eligibilityRequest({ ...MARIA, ssn4 });
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving(`an eligibility check that the verifier answers with the error ${code}`)
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(404, (response) => response.jsonBody(carrierError(code, message)))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.error).toMatchObject({ status: 404, code });
        }),
      );
  });

  it('sends a tribal applicant without the SSN, with code 9, and answers INVALID_TRIBAL_ID for a refused id', async () => {
    const request = eligibilityRequest({ ...MARIA, checkTribal: true, tribalId: '000123456' });
    expect(request).not.toHaveProperty('ssn4');
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving('an eligibility check of a tribal applicant whose tribal id the verifier refuses')
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_TRIBAL_ID', 'The tribal ID could not be verified')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_TRIBAL_ID' });
        }),
      );
  });

  it('confirms the tribal status of a tribal applicant', async () => {
    const request = eligibilityRequest({ ...MARIA, checkTribal: true, tribalId: '402918337' });
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving('an eligibility check of a tribal applicant on tribal lands')
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          applicationId: APPLICATION_ID,
          eligibilityCheckId: CHECK_ID,
          status: 'COMPLETE',
          message: string('The applicant is eligible'),
          tribalStatusConfirmed: true,
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.data).toMatchObject({ status: 'COMPLETE', tribalStatusConfirmed: true });
        }),
      );
  });

  it('answers STATE_NOT_SUPPORTED for an address outside the covered states', async () => {
    const request = eligibilityRequest({
      ...MARIA,
      address: '100 N State St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    });
    await pact
      .addInteraction()
      .given('Illinois is a state the benefit does not cover')
      .uponReceiving('an eligibility check of an applicant living in Illinois')
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          carrierError(
            'STATE_NOT_SUPPORTED',
            'The Affordable Connectivity Program is not available in Illinois yet',
          ),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.error).toMatchObject({ status: 400, code: 'STATE_NOT_SUPPORTED' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED with the entries to join when initials do not match the names', async () => {
    const request = eligibilityRequest({ ...MARIA, MK1: 'XY' });
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving('an eligibility check whose initials are not the names’ first letters')
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: 'FIELD_VALIDATION_FAILED',
          message: string('Validation failed'),
          errors: MatchersV3.eachLike({
            field: string('MK1'),
            description: string(
              'First character of first name and first character of last name is not correct',
            ),
          }),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkEligibility(client, false, request);
          expect(result.error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_FAILED' });
          expect(result.error?.fieldErrors[0]).toEqual({
            field: 'MK1',
            message: 'First character of first name and first character of last name is not correct',
          });
        }),
      );
  });

  it('sends the household and income of an E13 applicant as numbers', async () => {
    const request = eligibilityRequest({
      ...MARIA,
      eligibilityProgramCode: 'E13',
      numberOfAdults: '2',
      numberOfChildren: '1',
      incomePeriod: '2',
      income: '38000',
    });
    expect(request).toMatchObject({
      numberOfAdults: 2,
      numberOfChildren: 1,
      income: 38000,
      eligibilityCode: 'E13',
    });
    await pact
      .addInteraction()
      .given('the National Verifier takes new applications')
      .uponReceiving('an eligibility check of a household qualifying by income')
      .withRequest('POST', '/public/acp/eligibility-check', (builder) => builder.jsonBody(request))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          applicationId: APPLICATION_ID,
          eligibilityCheckId: CHECK_ID,
          status: 'COMPLETE',
          message: string('The applicant is eligible'),
          tribalStatusConfirmed: boolean(false),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          expect((await checkEligibility(client, false, request)).data?.status).toBe('COMPLETE');
        }),
      );
  });
});

describe('checkEligibility, subscriber', () => {
  it.each([
    ['COMPLETE', '4821'],
    ['PENDING_REVIEW', '1003'],
  ] as const)('answers %s for the logged-in subscriber', async (status, ssn4) => {
    const request = eligibilityRequest({ ...MARIA, ssn4 });
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving(`a subscriber's eligibility check that the verifier answers ${status}`)
      .withRequest('POST', '/subscriber/acp/eligibility-check', (builder) =>
        builder.headers(bearerFromState()).jsonBody(request),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          applicationId: APPLICATION_ID,
          eligibilityCheckId: CHECK_ID,
          status,
          message: string('The applicant is eligible'),
          tribalStatusConfirmed: boolean(false),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          expect((await checkEligibility(client, true, request)).data?.status).toBe(status);
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers UNAUTHORIZED for an expired token', async () => {
    const request = eligibilityRequest(MARIA);
    await pact
      .addInteraction()
      .given("the logged-in subscriber's token has expired")
      .uponReceiving("a subscriber's eligibility check with an expired token")
      .withRequest('POST', '/subscriber/acp/eligibility-check', (builder) =>
        builder.headers(bearerFromState()).jsonBody(request),
      )
      .willRespondWith(401, (response) => response.jsonBody(carrierError('UNAUTHORIZED', 'Unauthorized')))
      .executeTest(
        withCarrierClient(async (client) => {
          expect((await checkEligibility(client, true, request)).error).toMatchObject({
            status: 401,
            code: 'UNAUTHORIZED',
          });
        }, EXAMPLE_TOKEN),
      );
  });
});

describe('checkEligibility: the documented errors', () => {
  const LOGGED_IN = 'a verified subscriber is logged in';
  const ILLINOIS = { address: '100 N State St', city: 'Chicago', state: 'IL', zipCode: '60601' };
  const UNKNOWN_RESELLER = 'no reseller code NOPE-000 exists';
  const withUnknownReseller = { ...eligibilityRequest(MARIA), resellerCode: 'NOPE-000' };

  it('answers a guest INVALID_RESELLER_CODE for an unknown reseller code', async () => {
    await proveCarrierError(
      pact,
      {
        states: [UNKNOWN_RESELLER],
        description: 'an eligibility check with the unknown reseller code NOPE-000',
        method: 'POST',
        path: '/public/acp/eligibility-check',
        body: withUnknownReseller,
        status: 400,
        code: 'INVALID_RESELLER_CODE',
        message: 'Invalid reseller code',
      },
      (client) => checkEligibility(client, false, withUnknownReseller),
    );
  });

  it.each([
    {
      states: [LOGGED_IN],
      description: "a subscriber's eligibility check whose tribal id the verifier refuses",
      body: eligibilityRequest({ ...MARIA, checkTribal: true, tribalId: '000123456' }),
      status: 400,
      code: 'INVALID_TRIBAL_ID',
      message: 'The tribal ID could not be verified',
    },
    {
      states: [LOGGED_IN, 'Illinois is a state the benefit does not cover'],
      description: "a subscriber's eligibility check of an applicant living in Illinois",
      body: eligibilityRequest({ ...MARIA, ...ILLINOIS }),
      status: 400,
      code: 'STATE_NOT_SUPPORTED',
      message: 'The Affordable Connectivity Program is not available in Illinois yet',
    },
    {
      states: [LOGGED_IN, UNKNOWN_RESELLER],
      description: "a subscriber's eligibility check with the unknown reseller code NOPE-000",
      body: withUnknownReseller,
      status: 400,
      code: 'INVALID_RESELLER_CODE',
      message: 'Invalid reseller code',
    },
    {
      states: [LOGGED_IN],
      description:
        "a subscriber's eligibility check that the verifier answers with the error ELIGIBILITY_CHECK_NOT_FOUND",
      body: eligibilityRequest({ ...MARIA, ssn4: '1009' }),
      status: 404,
      code: 'ELIGIBILITY_CHECK_NOT_FOUND',
      message: 'Eligibility check not found',
    },
    {
      states: [LOGGED_IN],
      description:
        "a subscriber's eligibility check that the verifier answers with the error APPLICATION_NOT_FOUND",
      body: eligibilityRequest({ ...MARIA, ssn4: '1010' }),
      status: 404,
      code: 'APPLICATION_NOT_FOUND',
      message: 'Application not found',
    },
  ] as const)('answers a subscriber $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/acp/eligibility-check', subscriber: true },
      (client) => checkEligibility(client, true, outcome.body),
    );
  });
});
