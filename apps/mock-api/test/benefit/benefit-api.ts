import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { aDeviceClaim, anApplicant, anEnrolment } from '@carrier/scenarios/test-data';
import type { Schemas } from '../../src/store/schemas';
import type { Mock } from '../build';
import { bearer, demoSubscriberToken, tokenOf } from '../sessions';

/** The benefit calls of the tests, through HTTP as the web makes them, with the document's example data. */
type Headers = Record<string, string>;
export type CarrierError = Schemas['Error'];

/** Where the mock hands out its own links and sends browsers back to, with the default settings. */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
export const WEB_ORIGIN = 'http://127.0.0.1:5173';

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

/** Where an applicant lives and when they were born: NLAD enrols one person and one household once. */
interface Household {
  address: string;
  /** yyyy-mm-dd */
  dob: string;
}

const households = new Map<string, Household>();
let householdCount = 0;

/** A household no other test applicant has: its own street number and birthday. */
function newHousehold(): Household {
  householdCount += 1;
  const day = String(1 + (householdCount % 28)).padStart(2, '0');
  return {
    address: `${householdCount} Fifth Avenue`,
    dob: `${1950 + Math.floor(householdCount / 28)}-05-${day}`,
  };
}

/**
 * Files an application whose check answers as the SSN says (COMPLETE for the default SSN), for the document's
 * applicant in a household of its own, so that each can be enrolled once.
 */
export async function application(mock: Mock, ssn4 = '4821', headers: Headers = {}): Promise<Ids> {
  const household = newHousehold();
  const { status, body } = await post<EligibilityReply>(
    mock,
    headers.authorization ? '/subscriber/acp/eligibility-check' : '/public/acp/eligibility-check',
    anApplicant({ ssn4, address: household.address, dob: household.dob }),
    headers,
  );
  if (status !== 200) throw new Error(`eligibility check with SSN ${ssn4} answered ${status}`);
  households.set(body.applicationId, household);
  return { applicationId: body.applicationId, eligibilityCheckId: body.eligibilityCheckId };
}

/** The document's guest enrolment (shipping form, consent, no device), at the application's household. */
export function enrolment(applicationId: string, overrides: Partial<Schemas['NladEnrollmentRequest']> = {}) {
  const household = households.get(applicationId) ?? {};
  return anEnrolment({ applicationId, shippingAddress2: 'Apt 21B', ...overrides }, anApplicant(household));
}

/** The guest transfer: the enrolment without acpCertInd. */
export function transfer(applicationId: string) {
  const { acpCertInd: _, ...body } = enrolment(applicationId);
  return body satisfies Schemas['NladTransferRequest'];
}

/** The subscriber’s enrolment payload of the document (spec 001 §3); `applicationId` only when an override names one. */
export function subscriberEnrolment(overrides: Partial<Schemas['SubscriberNladEnrollmentRequest']> = {}) {
  return {
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
export function subscriberTransfer(overrides: Partial<Schemas['SubscriberNladTransferRequest']> = {}) {
  const { acpCertInd: _, ...body } = subscriberEnrolment(overrides);
  return body satisfies Schemas['SubscriberNladTransferRequest'];
}

export type EnrolmentReply = Schemas['Enrolment'] & CarrierError;

export function enrol(mock: Mock, body: object, headers: Headers = {}) {
  return post<EnrolmentReply>(mock, '/public/nlad/enroll', body, headers);
}

/** The device confirm form's claim of the document, for an enrolment. */
export function deviceClaim(nladSubscriberId: string, deviceId = 1) {
  return aDeviceClaim({ nladSubscriberId, deviceId, primaryAddress2: 'Apt 21B' });
}

export type ClaimReply = Schemas['CheckoutSession'] & CarrierError;

export function claim(mock: Mock, body: object, headers: Headers = {}) {
  return post<ClaimReply>(mock, '/public/nlad/claimDeviceBenefit', body, headers);
}

/** Logs in as the seeded demo subscriber; the headers carry its bearer token. */
export async function demoSubscriber(mock: Mock): Promise<{ id: number; headers: Headers }> {
  return { id: DEMO_ACCOUNTS.subscriber.id, headers: bearer(await demoSubscriberToken(mock)) };
}

let subscriberCount = 0;

/** A verified subscriber of its own (a subscriber enrols once), put straight into the world, logged in. */
export async function newSubscriber(mock: Mock): Promise<{ id: number; headers: Headers }> {
  const { world } = await mock.start();
  subscriberCount += 1;
  const id = 5000 + subscriberCount;
  const email = `applicant.${subscriberCount}@example.com`;
  const password = 'Applicant-Pass-2025';
  const demo = world.state.accounts.accounts.find((account) => account.id === DEMO_ACCOUNTS.subscriber.id);
  if (!demo) throw new Error('the demo subscriber is not seeded');
  world.state.accounts.accounts.push({ ...demo, id, email, password, profile: { ...demo.profile } });
  return { id, headers: bearer(await tokenOf(mock, 'subscriber', email, password)) };
}

/** Moves the mock's clock on, as a demoer would. */
export async function advanceClock(mock: Mock, ms: number): Promise<void> {
  const { status } = await post(mock, '/__mock/clock/advance', { ms });
  if (status !== 200) throw new Error(`clock advance answered ${status}`);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
