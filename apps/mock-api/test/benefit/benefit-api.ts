import type { Schemas } from '../../src/store/schemas';
import { DEMO_ACCOUNTS } from '../../src/store/seed/accounts';
import type { Mock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';

/** The benefit calls of the tests, through HTTP as the web makes them, with the document's example data. */
type Headers = Record<string, string>;
export type CarrierError = Schemas['Error'];

/** Where the mock hands out its own links and sends browsers back to, with the default settings. */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
export const WEB_ORIGIN = 'http://127.0.0.1:5173';

/** The document's SNAP applicant in New York; only the SSN varies in most tests. */
export function applicant(overrides: Partial<Schemas['EligibilityCheckRequest']> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    dob: '1990-05-17',
    ssn4: '4821',
    language: 'Spanish',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    contactPhoneNumber: '2125550143',
    contactEmail: 'maria.lopez@example.com',
    sameAddress: true,
    optionAdult: '2',
    consentInd: 'Y',
    MK1: 'ML',
    MK2: 'ML',
    eligibilityProgramCode: 'E2',
    ...overrides,
  } satisfies Schemas['EligibilityCheckRequest'];
}

/** The document's tribal applicant in Arizona: eligibility code 9 and a tribal id, no SSN. */
export function tribalApplicant(tribalId = '402918337') {
  return {
    firstName: 'Joseph',
    lastName: 'Begay',
    dob: '1978-11-02',
    tribalId,
    language: 'English',
    address: '12 Navajo Route 7',
    city: 'Window Rock',
    state: 'AZ',
    zipCode: '86515',
    contactPhoneNumber: '9285550110',
    contactEmail: 'joseph.begay@example.com',
    sameAddress: true,
    optionAdult: '2',
    consentInd: 'Y',
    MK1: 'JB',
    MK2: 'JB',
    eligibilityCode: '9',
    eligibilityProgramCode: 'E8',
  } satisfies Schemas['EligibilityCheckRequest'];
}

export function post<T>(mock: Mock, url: string, payload: object, headers: Headers = {}) {
  return mock.json<T>({ method: 'POST', url, payload, headers });
}

export type EligibilityReply = Schemas['EligibilityResult'] & CarrierError;

export function checkEligibility(mock: Mock, body: object, headers: Headers = {}) {
  return post<EligibilityReply>(mock, '/public/acp/eligibility-check', body, headers);
}

export function recheck(mock: Mock, ids: Ids, headers: Headers = {}) {
  return post<EligibilityReply>(mock, '/public/acp/eligibility-check/recheck', ids, headers);
}

export interface Ids {
  applicationId: string;
  eligibilityCheckId: string;
}

/** Files an application whose check answers as the SSN says (COMPLETE for the default SSN). */
export async function application(mock: Mock, ssn4 = '4821'): Promise<Ids> {
  const { status, body } = await checkEligibility(mock, applicant({ ssn4 }));
  if (status !== 200) throw new Error(`eligibility check with SSN ${ssn4} answered ${status}`);
  return { applicationId: body.applicationId, eligibilityCheckId: body.eligibilityCheckId };
}

/** The document's guest enrolment: shipping form, consent, no device. */
export function enrolment(applicationId: string, overrides: Partial<Schemas['NladEnrollmentRequest']> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    emailAddress: 'maria.lopez@example.com',
    contactPhoneNumber: '2125550143',
    shippingAddress1: '350 Fifth Avenue',
    shippingAddress2: 'Apt 21B',
    shippingCity: 'New York',
    shippingState: 'NY',
    shippingZipcode: '10118',
    shippingCountry: 'US',
    dob: '05/17/1990',
    applicationId,
    ebbpTribalBenefitFlag: '0',
    acpCertInd: '1',
    consentTimeZoneId: 'America/New_York',
    consentDateTime: '2025-03-01T14:22:05Z',
    ...overrides,
  } satisfies Schemas['NladEnrollmentRequest'];
}

/** The guest transfer: the enrolment without acpCertInd. */
export function transfer(applicationId: string) {
  const { acpCertInd: _, ...body } = enrolment(applicationId);
  return body satisfies Schemas['NladTransferRequest'];
}

/** The subscriber's enrolment payload of the document. */
export function subscriberEnrolment(
  applicationId: string,
  overrides: Partial<Schemas['SubscriberNladEnrollmentRequest']> = {},
) {
  return {
    applicationId,
    paymentGateway: 'stripe',
    shippingAddress: '1200 Brickell Avenue',
    shippingCity: 'Miami',
    shippingState: 'FL',
    shippingCountry: 'US',
    shippingZipcode: '33131',
    phoneNumber: '3055550198',
    ebbpTribalBenefitFlag: '0',
    acpCertInd: '1',
    ...overrides,
  } satisfies Schemas['SubscriberNladEnrollmentRequest'];
}

/** The subscriber's transfer payload: the enrolment without acpCertInd. */
export function subscriberTransfer(applicationId: string) {
  const { acpCertInd: _, ...body } = subscriberEnrolment(applicationId);
  return body satisfies Schemas['SubscriberNladTransferRequest'];
}

export type EnrolmentReply = Schemas['Enrolment'] & CarrierError;

export function enrol(mock: Mock, body: object, headers: Headers = {}) {
  return post<EnrolmentReply>(mock, '/public/nlad/enroll', body, headers);
}

/** The device confirm form's claim of the document, for an enrolment. */
export function deviceClaim(nladSubscriberId: string, deviceId = 1) {
  return {
    nladSubscriberId,
    deviceId,
    paymentGateway: 'stripe',
    firstName: 'Maria',
    lastName: 'Lopez',
    emailAddress: 'maria.lopez@example.com',
    primaryAddress1: '350 Fifth Avenue',
    primaryAddress2: 'Apt 21B',
    primaryCity: 'New York',
    primaryState: 'NY',
    primaryZipCode: '10118',
    dob: '05/17/1990',
  } satisfies Schemas['DeviceClaimRequest'];
}

export type ClaimReply = Schemas['CheckoutSession'] & CarrierError;

export function claim(mock: Mock, body: object, headers: Headers = {}) {
  return post<ClaimReply>(mock, '/public/nlad/claimDeviceBenefit', body, headers);
}

/** Logs in as the seeded demo subscriber; the headers carry its bearer token. */
export async function demoSubscriber(mock: Mock): Promise<{ id: number; headers: Headers }> {
  return { id: DEMO_ACCOUNTS.subscriber.id, headers: bearer(await demoSubscriberToken(mock)) };
}

/** Moves the mock's clock on, as a demoer would. */
export async function advanceClock(mock: Mock, ms: number): Promise<void> {
  const { status } = await post(mock, '/__mock/clock/advance', { ms });
  if (status !== 200) throw new Error(`clock advance answered ${status}`);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
