/**
 * The scenario catalogue: every named outcome of every operation, with its magic-value trigger.
 * It drives the mock's behaviour, `GET /__mock/scenarios`, the README's scenario sheet and the web's
 * scenario panel. Add an outcome here, then teach its handler (answeredBy `handler`) if the engine
 * cannot answer it alone.
 */
import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  operationMeta,
} from '@carrier/contracts/server';
import { DUPLICATE_SUBSCRIBER_FAILURE, isAcpState, messages, zipToState } from '@carrier/domain';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { FIELD_VALIDATION_MESSAGE } from './field-validation';
import { PAGE_OPERATIONS, type Scenario, type ScenarioOperation, type TriggerInput } from './types';

/** One wording of an unknown reseller code wherever a call takes one, as the document's examples have it. */
const INVALID_RESELLER_CODE = 'Invalid reseller code';

/** The operations that take the subscriber's token: the document's bearer-secured ones (401 and 403 reach them). */
const SUBSCRIBER_OPERATIONS = Object.values(operationMeta)
  .filter((meta): meta is Extract<typeof meta, { secured: true }> => meta.secured)
  .map((meta) => meta.operationId);

const PURCHASES = [
  'purchaseAddOnPlans',
  'purchaseSubscriberAddOnPlans',
  'purchaseSim',
  'purchaseSubscriberSim',
] as const satisfies readonly ScenarioOperation[];
const QUOTES = [
  'priceAddOnPlans',
  'priceSubscriberAddOnPlans',
  'priceSim',
  'priceSubscriberSim',
] as const satisfies readonly ScenarioOperation[];
const ACTIVATIONS = [
  'activateSim',
  'activateAddOnPlan',
  'activatePortIn',
] as const satisfies readonly ScenarioOperation[];
const ELIGIBILITY = [
  'checkEligibility',
  'checkSubscriberEligibility',
  'recheckEligibility',
] as const satisfies readonly ScenarioOperation[];
const NEW_ENROLMENTS = ['enrollNlad', 'enrollSubscriberNlad'] as const satisfies readonly ScenarioOperation[];
const TRANSFERS = ['transferNlad', 'transferSubscriberNlad'] as const satisfies readonly ScenarioOperation[];
const ENROLMENTS = [...NEW_ENROLMENTS, ...TRANSFERS] as const satisfies readonly ScenarioOperation[];
const CLAIMS = [
  'claimDeviceBenefit',
  'claimSubscriberDeviceBenefit',
] as const satisfies readonly ScenarioOperation[];

/** The number being activated: the ESN or port-in SIM id in the path, or the add-on's MDN in the body. */
function activationNumber({ params, body }: TriggerInput): string {
  return String(params.esn ?? params.id ?? body.mdn ?? '');
}

const numberEndsWith = (suffix: string) => (input: TriggerInput) => activationNumber(input).endsWith(suffix);

/** A test card of the hosted checkout (spaces ignored); the checkout page lists the cards from these triggers. */
function testCard(card: string): Pick<Scenario, 'trigger' | 'matches'> {
  const digits = card.replaceAll(' ', '');
  return {
    trigger: `card ${card}`,
    matches: ({ body }) => String(body.cardNumber ?? '').replace(/\s/g, '') === digits,
  };
}

/** Eligibility checks carry the SSN; a recheck or enrolment names the application the SSN was given for. */
function applicantSsn4(input: TriggerInput): string | undefined {
  if (typeof input.body.ssn4 === 'string') return input.body.ssn4;
  return input.applicantSsn4(input.body.applicationId);
}

const ssn = (last4: string) => (input: TriggerInput) => applicantSsn4(input) === last4;

/** Only the SSN sent with the request: a recheck answers the application's current status, not its SSN's. */
const sentSsn =
  (last4: string) =>
  ({ body }: TriggerInput) =>
    body.ssn4 === last4;

/** Duplicates are offered a transfer, so the transfer of a magic duplicate applicant goes through. */
const ssnOnNewEnrolment = (last4: string) => (input: TriggerInput) =>
  (NEW_ENROLMENTS as readonly ScenarioOperation[]).includes(input.operationId) && ssn(last4)(input);

function applicantStateUnsupported({ body }: TriggerInput): boolean {
  const state = typeof body.state === 'string' ? body.state : zipToState(String(body.zipCode ?? ''));
  return state !== undefined && !isAcpState(state);
}

/** The scenario of an eligibility status, e.g. `eligibility.check.pending-resolution`. */
export function eligibilityScenarioId(status: string): string {
  return `eligibility.check.${status.toLowerCase().replaceAll('_', '-')}`;
}

function eligibilityStatus(status: string, last4: string | null, description: string): Scenario {
  return {
    id: eligibilityScenarioId(status),
    operations: ELIGIBILITY,
    status: 200,
    error: null,
    message: null,
    description,
    trigger: last4 ? `applicant SSN last 4 ${last4}` : null,
    kind: 'reply',
    answeredBy: 'handler',
    ...(last4 ? { matches: sentSsn(last4) } : {}),
  };
}

export const scenarios: readonly Scenario[] = [
  // --- Accounts ---
  {
    id: 'auth.login.invalid-credentials',
    operations: ['loginSubscriber', 'loginReseller', 'loginAdministrator'],
    status: 401,
    error: 'INVALID_CREDENTIALS',
    message: 'Invalid username or password',
    description:
      'The username and password do not match an account of that role (an account of another role counts as unknown).',
    trigger: 'an unknown username, a wrong password, or a demo account at another role’s login',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.login.email-not-verified',
    operations: ['loginSubscriber'],
    status: 403,
    error: 'EMAIL_NOT_VERIFIED',
    message: 'Your email is not verified yet. Check your email for the verification code',
    description: 'The subscriber has not entered the code from the verification e-mail yet.',
    trigger: `log in as ${DEMO_ACCOUNTS.unverifiedSubscriber.email} (the unverified demo subscriber), or any newly registered one`,
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.register.email-registered',
    operations: ['registerSubscriber'],
    status: 409,
    error: 'EMAIL_ALREADY_REGISTERED',
    message: messages['register.emailRegistered'],
    description: 'A verified account (of any role) already uses this e-mail.',
    trigger: `register with a verified account’s e-mail, e.g. ${DEMO_ACCOUNTS.subscriber.email}`,
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.register.subscriber-exists',
    operations: ['registerSubscriber'],
    status: 409,
    error: 'SUBSCRIBER_ALREADY_EXISTS',
    message: messages['register.subscriberExists'],
    description:
      'An unverified account already uses this e-mail; a new code is sent to the outbox (not when forced).',
    trigger: `register with an unverified account’s e-mail, e.g. ${DEMO_ACCOUNTS.unverifiedSubscriber.email}`,
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.verify.invalid-code',
    operations: ['verifyEmail'],
    status: 400,
    error: 'INVALID_VERIFICATION_CODE',
    message: 'Invalid verification code',
    description:
      'The code does not match the last one sent to this e-mail (each new code replaces the last).',
    trigger: 'any code other than the newest one in the outbox',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.email-not-found',
    operations: ['verifyEmail', 'resendVerificationCode', 'forgotPassword'],
    status: 404,
    error: 'EMAIL_NOT_FOUND',
    message: messages['toast.emailNotFound'],
    description: 'No account uses this e-mail (verification: no subscriber does).',
    trigger: 'an e-mail no account uses',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.reset.invalid-token',
    operations: [
      'checkSubscriberResetLink',
      'checkResellerResetLink',
      'checkAdministratorResetLink',
      'resetSubscriberPassword',
      'resetResellerPassword',
      'resetAdministratorPassword',
    ],
    status: 400,
    error: 'INVALID_RESET_TOKEN',
    message: 'The password reset link is invalid or has expired',
    description: 'The reset token is unknown, used, older than an hour, or belongs to another role.',
    trigger: 'a token not taken from the outbox, one used already, or advance the clock by an hour',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.profile.email-registered',
    operations: ['updateProfile'],
    status: 409,
    error: 'EMAIL_ALREADY_REGISTERED',
    message: messages['register.emailRegistered'],
    description: 'The new e-mail of a profile update belongs to another account.',
    trigger: `change the e-mail to another account’s, e.g. ${DEMO_ACCOUNTS.reseller.email}`,
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.token.unauthorized',
    operations: SUBSCRIBER_OPERATIONS,
    status: 401,
    error: 'UNAUTHORIZED',
    message: 'Full authentication is required to access this resource',
    description:
      'The bearer token is missing, malformed, forged or expired, or its account no longer exists.',
    trigger: 'no token, a token of another signer, or advance the clock past its expiry',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'auth.token.forbidden',
    operations: SUBSCRIBER_OPERATIONS,
    status: 403,
    error: 'FORBIDDEN',
    message: 'Access is denied',
    description: 'The token is valid but belongs to a reseller or administrator.',
    trigger: 'call a subscriber operation with a reseller’s or administrator’s token',
    kind: 'reply',
    answeredBy: 'engine',
  },

  // --- Catalogue and orders ---
  {
    id: 'catalogue.plan.not-found',
    operations: ['getPlan', 'listPlanPricings'],
    status: 404,
    error: 'PLAN_NOT_FOUND',
    message: messages['toast.planIdNotFound'],
    description: 'No plan has this id.',
    trigger: 'an unknown plan id, e.g. 999 (also as the planId filter of the plan pricings)',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'catalogue.plan-pricing.not-found',
    operations: ['getPlanPricing'],
    status: 404,
    error: 'PLAN_PRICING_NOT_FOUND',
    message: 'Plan pricing not found',
    description: 'No plan pricing has this id.',
    trigger: 'an unknown plan pricing id, e.g. 999',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'catalogue.rate.not-found',
    operations: ['getRate'],
    status: 404,
    error: 'RATE_NOT_FOUND',
    message: 'Rate not found',
    description: 'No international rate for this country.',
    trigger: 'a country without a rate, e.g. AQ',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'catalogue.shipping-rate.not-found',
    // Add-ons ship nothing: only a SIM's quote and purchase look a shipping rate up.
    operations: ['getShippingRate', 'priceSim', 'priceSubscriberSim', 'purchaseSim', 'purchaseSubscriberSim'],
    status: 404,
    error: 'SHIPPING_RATE_NOT_FOUND',
    message: 'Shipping rate not found for this country',
    description: 'The carrier does not ship to this country.',
    trigger: 'a shipping country without a shipping rate, e.g. AQ',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'catalogue.device.not-found',
    operations: ['getDevice', ...CLAIMS],
    status: 404,
    error: 'DEVICE_NOT_FOUND',
    message: 'Device not found',
    description: 'No device has this id.',
    trigger: 'an unknown device id, e.g. 999',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'purchase.plan-pricing.not-found',
    operations: ['purchaseSim', 'purchaseSubscriberSim', 'priceSim', 'priceSubscriberSim'],
    status: 404,
    error: 'PLAN_PRICING_NOT_FOUND',
    message: 'Plan pricing not found',
    description: 'A plan pricing id in the cart does not exist.',
    trigger: 'planPricingIds containing an unknown id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'purchase.add-on.not-found',
    operations: [...QUOTES, ...PURCHASES],
    status: 404,
    error: 'ADD_ON_NOT_FOUND',
    message: messages['toast.addonNotFound'],
    description: 'An add-on id in the cart does not exist, is inactive or restricted.',
    trigger: 'addOnPlanIds containing an unknown, inactive (31) or restricted (30) id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'request.field-validation-failed',
    operations: 'any',
    status: 400,
    error: 'FIELD_VALIDATION_FAILED',
    message: FIELD_VALIDATION_MESSAGE,
    description:
      'The request breaks the document: a missing field, a wrong type, an overlong value, a field the document does not name.',
    trigger: 'any request the OpenAPI document rejects',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.order.not-found',
    operations: ['getOrder', 'getSubscriberOrder'],
    status: 404,
    error: 'ORDER_NOT_FOUND',
    message: messages['toast.orderNotFound'],
    description: 'No order has this id (or it is another subscriber’s).',
    trigger: 'an unknown order id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.fulfillment.not-found',
    operations: ['getSubscriberFulfillment'],
    status: 404,
    error: 'FULFILLMENT_NOT_FOUND',
    message: 'Fulfillment not found',
    description: 'No fulfillment has this id (or it is another subscriber’s).',
    trigger: 'an unknown fulfillment id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.payment.not-found',
    operations: ['getPayment'],
    status: 404,
    error: 'PAYMENT_NOT_FOUND',
    message: messages['toast.paymentIdNotFound'],
    description: 'No payment has this id.',
    trigger: 'an unknown payment id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.invoice.not-found',
    operations: ['getInvoice', 'getSubscriberInvoice'],
    status: 404,
    error: 'INVOICE_NOT_FOUND',
    message: messages['toast.invoiceIdNotFound'],
    description: 'No invoice has this id (or it is another subscriber’s).',
    trigger: 'an unknown invoice id',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.renewal.not-found',
    operations: ['getRenewal', 'payRenewal'],
    status: 404,
    error: 'RENEWAL_NOT_FOUND',
    message: 'Renewal not found',
    description: 'No renewal has this id.',
    trigger: 'an unknown renewal uuid',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.renewal.already-paid',
    operations: ['payRenewal'],
    status: 409,
    error: 'RENEWAL_ALREADY_PAID',
    message: 'This renewal has already been paid',
    description: 'The renewal was paid before; no new checkout is opened.',
    trigger: 'pay the seeded paid renewal 8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f, or any renewal twice',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'orders.renewal.expired',
    operations: ['payRenewal'],
    status: 409,
    error: 'RENEWAL_EXPIRED',
    message: 'This renewal has expired',
    description: 'The payment window (7 days after the due date) has passed.',
    trigger: 'pay the seeded expired renewal d5e6f7a8-9b0c-4d1e-a2f3-b4c5d6e7f809, or advance the clock',
    kind: 'reply',
    answeredBy: 'engine',
  },

  // --- Payments at the hosted checkout ---
  {
    id: 'payment.succeeded',
    operations: ['payCheckout'],
    status: 303,
    error: null,
    message: null,
    description: 'Charged: the payment succeeds, the order is paid and invoiced.',
    ...testCard('4242 4242 4242 4242'),
    kind: 'reply',
    answeredBy: 'handler',
  },
  {
    id: 'payment.declined',
    operations: ['payCheckout'],
    status: 303,
    error: null,
    message: 'Your card was declined.',
    description:
      'Declined: the payment fails; the site’s payment result leads back to the cart for another try.',
    ...testCard('4000 0000 0000 0002'),
    kind: 'reply',
    answeredBy: 'handler',
  },
  {
    id: 'payment.insufficient-funds',
    operations: ['payCheckout'],
    status: 303,
    error: null,
    message: 'Your card has insufficient funds.',
    description:
      'Insufficient funds: the payment fails; the site’s payment result leads back to the cart for another try.',
    ...testCard('4000 0000 0000 9995'),
    kind: 'reply',
    answeredBy: 'handler',
  },
  {
    id: 'payment.processing',
    operations: ['payCheckout'],
    status: 303,
    error: null,
    message: null,
    description:
      'Accepted, still processing: the result page shows success (pending for a balance top-up); no invoice yet.',
    ...testCard('4000 0000 0000 0077'),
    kind: 'reply',
    answeredBy: 'handler',
  },

  // --- Activation ---
  {
    id: 'activation.already-activated',
    operations: ['activateSim', 'activatePortIn'],
    status: 409,
    error: 'SIM_ALREADY_ACTIVATED',
    message: messages['activation.alreadyActivated'],
    description: 'This SIM was activated before.',
    trigger: 'ESN ending 0409, or any SIM or number activated once already',
    kind: 'reply',
    answeredBy: 'engine',
    matches: numberEndsWith('0409'),
  },
  {
    id: 'activation.add-on.already-activated',
    operations: ['activateAddOnPlan'],
    status: 409,
    error: 'SIM_ALREADY_ACTIVATED',
    message: messages['activation.addonAlreadyActivated'],
    description:
      'An add-on was activated on this line before (DESIGN: any number activates the first time, SIM_ALREADY_ACTIVATED after).',
    trigger: 'MDN ending 0409, or an MDN an add-on was activated on already, whatever the code',
    kind: 'reply',
    answeredBy: 'engine',
    matches: numberEndsWith('0409'),
  },
  {
    id: 'activation.problem',
    operations: ACTIVATIONS,
    status: 500,
    error: 'PROBLEM_WITH_ACTIVATION',
    message: messages['activation.problem'],
    description: 'The network failed to activate (internal server error).',
    trigger: 'ESN or MDN ending 0500',
    kind: 'reply',
    answeredBy: 'engine',
    matches: numberEndsWith('0500'),
  },
  {
    id: 'activation.not-found',
    operations: ACTIVATIONS,
    status: 404,
    error: 'SIM_NOT_FOUND',
    message: 'SIM card not found',
    description: 'The network knows no SIM or line with this number.',
    trigger: 'ESN or MDN ending 0404',
    kind: 'reply',
    answeredBy: 'engine',
    matches: numberEndsWith('0404'),
  },
  {
    id: 'activation.port-in.rejected',
    operations: ['activatePortIn'],
    status: 422,
    error: 'PORT_IN_FAILED',
    message: 'The current carrier rejected the port-in request. Check the account number and PIN.',
    description: 'The losing carrier refuses to release the number (wrong account number, PIN or zip code).',
    trigger: 'account PIN 0000',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ({ body }) => body.accountPin === '0000',
  },
  {
    id: 'activation.invalid-reseller-code',
    operations: ['activateSim', 'registerSubscriber', 'purchaseSim', 'purchaseAddOnPlans'],
    status: 400,
    error: 'INVALID_RESELLER_CODE',
    message: INVALID_RESELLER_CODE,
    description: 'The request names a reseller code the carrier does not know.',
    trigger: 'a resellerCode not in the seeded list',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'utility.reseller-code.invalid',
    operations: ['validateResellerCode'],
    status: 200,
    error: null,
    message: null,
    description: 'The code is answered `isValid: false`.',
    trigger: 'any code not in the seeded list',
    kind: 'reply',
    answeredBy: 'handler',
  },

  // --- Benefit (ACP) ---
  {
    id: 'benefit.state.not-supported',
    operations: ['getAcpSupportedState'],
    status: 404,
    error: 'STATE_NOT_SUPPORTED',
    message: 'The Affordable Connectivity Program is not available in this state yet',
    description: 'The benefit is not offered in this state (sorry page).',
    trigger: 'a state outside the covered list, e.g. IL (zip 60601)',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ({ params }) => !isAcpState(String(params.stateCode ?? '')),
  },
  // Input the verifier refuses goes before the verifier's answers keyed by SSN.
  {
    id: 'eligibility.state-not-supported',
    operations: ['checkEligibility', 'checkSubscriberEligibility'],
    status: 400,
    error: 'STATE_NOT_SUPPORTED',
    message: 'The Affordable Connectivity Program is not available in this state yet',
    description: 'The applicant’s address is outside the covered states (back to the contact step).',
    trigger: 'an address in a state outside the covered list, e.g. zip 60601 (IL)',
    kind: 'reply',
    answeredBy: 'engine',
    matches: applicantStateUnsupported,
  },
  {
    id: 'eligibility.invalid-tribal-id',
    // A recheck names the application by its ids; it carries no tribal id.
    operations: ['checkEligibility', 'checkSubscriberEligibility', 'confirmTribalStatus'],
    status: 400,
    error: 'INVALID_TRIBAL_ID',
    message: 'The tribal ID could not be verified',
    description: 'The tribal id is not known to the verifier (back to the tribal step).',
    trigger: 'tribal id starting 000',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ({ body }) => typeof body.tribalId === 'string' && body.tribalId.startsWith('000'),
  },
  {
    id: 'benefit.invalid-reseller-code',
    operations: ['checkEligibility', 'checkSubscriberEligibility', 'enrollNlad', 'transferNlad'],
    status: 400,
    error: 'INVALID_RESELLER_CODE',
    message: INVALID_RESELLER_CODE,
    description: 'The application or enrolment names a reseller code the carrier does not know.',
    trigger: 'a resellerCode not in the seeded list, e.g. NOPE',
    kind: 'reply',
    answeredBy: 'engine',
  },
  eligibilityStatus('COMPLETE', null, 'Eligible: the applicant may enrol (any SSN not listed here).'),
  eligibilityStatus('PENDING_RESOLUTION', '1001', 'The verifier needs documents: resolution link.'),
  eligibilityStatus('PENDING_CERT', '1002', 'The applicant must certify: certification link.'),
  eligibilityStatus('PENDING_REVIEW', '1003', 'A person reviews the documents (/Reviewing).'),
  eligibilityStatus('IN_PROGRESS', '1004', 'The check is still running (/Reviewing).'),
  eligibilityStatus('FAILURE', '1005', 'Not eligible (/NotVerifedEligiblePage).'),
  eligibilityStatus(
    'APP_CLOSED_OR_EXPIRED',
    '1006',
    'The application was closed or expired (/Expired); every application expires 30 days after its check.',
  ),
  eligibilityStatus('APPROVED', '1007', 'Approved (/Approved).'),
  eligibilityStatus('APPLICATION_NOT_FOUND', '1008', 'Status APPLICATION_NOT_FOUND (/EnrolmentFailure).'),
  eligibilityStatus('PENDING_CONTINUED_ELIGIBILITY', null, 'Continued eligibility pending: resolution link.'),
  eligibilityStatus(
    'PENDING_CONTINUED_ELIGIBILITY_BATCH',
    null,
    'Batch continued eligibility: resolution link.',
  ),
  eligibilityStatus('REVIEWING', null, 'Under review (/Reviewing).'),
  {
    id: 'eligibility.check.not-found',
    operations: [...ELIGIBILITY, 'getEligibilityStatus'],
    status: 404,
    error: 'ELIGIBILITY_CHECK_NOT_FOUND',
    message: 'Eligibility check not found',
    description: 'The verifier has no such eligibility check (/Rejected).',
    trigger: 'applicant SSN last 4 1009, or unknown ids on a recheck or a status lookup',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssn('1009'),
  },
  {
    id: 'eligibility.application-not-found',
    operations: [...ELIGIBILITY, 'getEligibilityStatus', 'verifyNlad'],
    status: 404,
    error: 'APPLICATION_NOT_FOUND',
    message: messages['enrolment.applicationNotFound'],
    description: 'The verifier rejected the application for a missing document (/RejectedDocuments).',
    trigger: 'applicant SSN last 4 1010',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssn('1010'),
  },
  {
    id: 'benefit.application.not-found',
    operations: ['submitPersonalData', 'confirmTribalStatus'],
    status: 404,
    error: 'APPLICATION_NOT_FOUND',
    message: messages['enrolment.applicationNotFound'],
    description: 'No eligibility check returned this application id (or these ids together).',
    trigger: 'an application id no eligibility check returned',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'benefit.tribal.not-qualified',
    operations: ['confirmTribalStatus', 'checkEligibility', 'checkSubscriberEligibility'],
    status: 200,
    error: null,
    message: null,
    description:
      'The applicant does not live on Tribal lands: tribalStatusConfirmed false, at the confirmation and at the check.',
    trigger: 'tribal id ending 9999',
    kind: 'reply',
    answeredBy: 'handler',
    matches: ({ body }) => typeof body.tribalId === 'string' && body.tribalId.endsWith('9999'),
  },
  {
    id: 'verifier.resolution.rejected',
    operations: ['completeResolution', 'completeCertification'],
    status: 303,
    error: null,
    message: null,
    description:
      'At the verifier’s resolution or certification page the applicant is rejected: the application becomes FAILURE, whatever the form says.',
    trigger: 'choose “Not eligible” in the verifier page’s simulation panel',
    kind: 'reply',
    answeredBy: 'handler',
  },

  // --- NLAD ---
  {
    id: 'nlad.enroll.duplicate',
    operations: ENROLMENTS,
    status: 409,
    error: 'DUPLICATE_SUBSCRIBER',
    message: 'The subscriber is already enrolled in the program with another provider',
    failureType: DUPLICATE_SUBSCRIBER_FAILURE,
    description:
      'NLAD holds this subscriber with another carrier: the site offers a transfer (/TransferAcpPlan), which goes through.',
    trigger: 'applicant SSN last 4 2001 on a new enrolment (its transfer goes through)',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssnOnNewEnrolment('2001'),
  },
  {
    id: 'nlad.enroll.enrolled-here',
    operations: NEW_ENROLMENTS,
    status: 409,
    error: 'DUPLICATE_SUBSCRIBER',
    message: 'The subscriber is already enrolled in the program with this provider',
    failureType: DUPLICATE_SUBSCRIBER_FAILURE,
    description:
      'The person or subscriber is enrolled with this carrier already: the site offers a transfer, which is not eligible (nlad.transfer.ineligible, /Failure).',
    trigger: 'enrol a person or subscriber enrolled here already',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'nlad.enroll.duplicate-address',
    operations: ENROLMENTS,
    status: 409,
    error: 'DUPLICATE_ADDRESS',
    message: 'Another subscriber is already enrolled at this address',
    failureType: 'Duplicate address',
    description:
      'Another member of this household (this address) receives the benefit: one benefit per household.',
    trigger:
      'applicant SSN last 4 2005 on a new enrolment (its transfer goes through), or another applicant at an enrolled address',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssnOnNewEnrolment('2005'),
  },
  {
    id: 'nlad.enroll.invalid-application-id',
    operations: [...ENROLMENTS, 'verifyNlad'],
    status: 400,
    error: 'INVALID_APPLICATION_ID',
    message: 'Invalid application ID',
    description:
      'NLAD rejects the application id: refused, or the shipping form names another person (name or date of birth) than the application (/EnrolmentFailure).',
    trigger:
      'applicant SSN last 4 2002, or a guest enrolment or NLAD verification whose name or dob differs from the application',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssn('2002'),
  },
  {
    id: 'nlad.enroll.application-not-found',
    operations: [...ENROLMENTS, 'verifyNlad'],
    status: 404,
    error: 'APPLICATION_NOT_FOUND',
    message: messages['enrolment.applicationNotFound'],
    description:
      'No approved application has this id (unknown, expired, or its check is not COMPLETE or APPROVED), or a subscriber naming none has no completed application of their own (/EnrolmentFailure).',
    trigger:
      'an application id no eligibility check returned, or one still pending (e.g. SSN 1001); a subscriber naming no application before any COMPLETE check',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'nlad.enroll.application-owned-by-another-subscriber',
    operations: ['enrollSubscriberNlad', 'transferSubscriberNlad', 'claimSubscriberDeviceBenefit'],
    status: 409,
    error: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
    message: messages['enrolment.applicationOwnedByAnotherSubscriber'],
    description:
      'A subscriber names an application (or claims the device of an enrolment) that another subscriber applied with, enrolled or claimed; one no subscriber owns is taken instead (/EnrolmentFailure).',
    trigger:
      'log in as another subscriber than the one who applied or enrolled, then enrol, transfer or claim the device with that application',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'nlad.enroll.device-not-found',
    operations: ENROLMENTS,
    status: 404,
    error: 'DEVICE_NOT_FOUND',
    message: 'Device not found',
    description: 'The device chosen with the enrolment does not exist.',
    trigger: 'a deviceModelId no device has, e.g. 999',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'nlad.transfer.ineligible',
    operations: TRANSFERS,
    status: 422,
    error: 'INELIGIBLE_FOR_TRANSFER',
    message: messages['enrolment.ineligibleForTransfer'],
    failureType: 'Transfer not allowed',
    description:
      'The benefit cannot move to this carrier: NLAD refuses it, or this carrier holds it already (/Failure).',
    trigger: 'applicant SSN last 4 2003, or the transfer of a person or subscriber enrolled here already',
    kind: 'reply',
    answeredBy: 'engine',
    matches: ssn('2003'),
  },
  {
    id: 'nlad.enroll.cannot-update-device',
    operations: [...ENROLMENTS, ...CLAIMS],
    status: 422,
    error: 'CANNOT_UPDATE_DEVICE',
    message: 'The device benefit could not be updated for this subscriber',
    failureType: 'Device benefit already used',
    description:
      'Enrolment: enrolled, but without the device benefit (/EnrollStep?code=CANNOT_UPDATE_DEVICE). Claim: that enrolment’s device benefit cannot be updated.',
    trigger: 'applicant SSN last 4 2004; a device claim for that enrolment',
    kind: 'reply',
    answeredBy: 'handler',
    matches: ssn('2004'),
  },
  {
    id: 'nlad.claim.subscriber-not-found',
    operations: CLAIMS,
    status: 404,
    error: 'NLAD_SUBSCRIBER_NOT_FOUND',
    message: messages['toast.nladSubscriberIdNotFound'],
    description: 'No enrolment has this NLAD subscriber id (or subscriber id).',
    trigger: 'an nladSubscriberId no enrolment returned',
    kind: 'reply',
    answeredBy: 'engine',
  },
  {
    id: 'nlad.claim.duplicate-device',
    operations: CLAIMS,
    status: 409,
    error: 'DUPLICATE_DEVICE',
    message: 'A device benefit was already claimed for this subscriber',
    failureType: 'Duplicate device',
    description: 'NLAD records a benefit device this subscriber received already.',
    trigger: 'a second device claim, or a claim after enrolling with a device',
    kind: 'reply',
    answeredBy: 'engine',
  },

  // --- Contact ---
  {
    id: 'contact.chat.unavailable',
    operations: ['postChatMessage'],
    status: 500,
    error: 'INTERNAL_SERVER_ERROR',
    message: 'The chat service is unavailable',
    description: 'The chat webhook fails (the site shows an alert).',
    trigger: null,
    kind: 'reply',
    answeredBy: 'engine',
  },

  // --- Faults: any carrier operation ---
  {
    id: 'fault.latency',
    operations: 'any',
    status: 200,
    error: null,
    message: null,
    description: 'The normal reply, late by --latency (2 seconds unless set).',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
  {
    id: 'fault.timeout',
    operations: 'any',
    status: 200,
    error: null,
    message: null,
    description:
      'The reply is held past the client’s timeout (--timeout-delay): “Endpoint request timed out”.',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
  {
    id: 'fault.connection-dropped',
    operations: 'any',
    status: 0,
    error: null,
    message: null,
    description: 'The connection is closed without a reply.',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
  {
    id: 'fault.malformed-body',
    operations: 'any',
    status: 200,
    error: null,
    message: null,
    description: 'A 200 whose JSON body is cut short.',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
  {
    id: 'fault.server-error',
    operations: 'any',
    status: 500,
    error: 'INTERNAL_SERVER_ERROR',
    message: messages['common.somethingWentWrong'],
    description: 'The carrier fails with a 500.',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
  {
    id: 'fault.access-denied',
    operations: 'any',
    status: 403,
    error: null,
    message: messages['common.accessDenied'],
    description: 'The gateway answers 403 with a plain-text body (“HTTP Status 403 - Access is denied”).',
    trigger: null,
    kind: 'fault',
    answeredBy: 'engine',
  },
];

const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));

export function findScenario(id: string): Scenario | undefined {
  return byId.get(id);
}

const documentedStatuses = new Map(
  describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID).map((operation) => [
    operation.operationId,
    new Set(Object.keys(operation.responses)),
  ]),
);

/**
 * `any` means every carrier operation (a fault armed for the API is not used up by a hosted page), and for a
 * reply, every one that documents its status: faults alone break the contract on purpose.
 */
export function appliesTo(scenario: Scenario, operationId: ScenarioOperation): boolean {
  if (scenario.operations !== 'any') return scenario.operations.includes(operationId);
  if ((PAGE_OPERATIONS as readonly string[]).includes(operationId)) return false;
  return (
    scenario.kind === 'fault' || documentedStatuses.get(operationId)?.has(String(scenario.status)) === true
  );
}
