import type { DocumentedErrorCode, OperationId } from '@carrier/contracts/types';
import {
  catalogueMessage,
  joinedNotice,
  type Message,
  type MessageId,
  messageOf,
  type Notice,
} from '../messages';
import type { CarrierErrorBody } from './errors';

type CodeMessages = Readonly<Record<string, MessageId>>;

/**
 * Codes any operation may answer, and the codes the client gives a failure without a carrier error body
 * (`ApiError.code` of @carrier/contracts: no reply in time, a gateway's plain-text 403, no connection, a reply
 * that is not JSON, an HTTP status without a body): the same words whichever call failed.
 */
export const COMMON_ERROR_MESSAGES = {
  FIELD_VALIDATION_FAILED: 'carrier.checkFields',
  INVALID_RESELLER_CODE: 'carrier.invalidResellerCode',
  UNAUTHORIZED: 'carrier.sessionExpired',
  FORBIDDEN: 'carrier.forbidden',
  REQUEST_TIMEOUT: 'common.timedOut',
  PAYLOAD_TOO_LARGE: 'common.somethingWentWrong',
  INTERNAL_SERVER_ERROR: 'common.somethingWentWrong',
  TIMEOUT: 'common.timedOut',
  ACCESS_DENIED: 'common.accessDenied',
  NETWORK_ERROR: 'carrier.networkError',
  MALFORMED_REPLY: 'carrier.unreadableReply',
  HTTP_401: 'carrier.sessionExpired',
  HTTP_403: 'common.accessDenied',
} as const satisfies CodeMessages;

type CommonCode = keyof typeof COMMON_ERROR_MESSAGES;

/**
 * An operation's own words: every code its documented responses give that COMMON_ERROR_MESSAGES does not word
 * must be named (a missing one fails `tsc`), a common one may be reworded.
 */
type OperationMessages<Id extends OperationId> = Readonly<
  Record<Exclude<DocumentedErrorCode<Id>, CommonCode>, MessageId> &
    Partial<Record<DocumentedErrorCode<Id>, MessageId>>
>;

/** The words of a code no entry names: the spec's generic text (spec 000 §8). */
export const UNKNOWN_ERROR_MESSAGE: MessageId = 'common.somethingWentWrong';

const login = { INVALID_CREDENTIALS: 'login.invalidCredentials' } as const satisfies CodeMessages;
const emailLookup = { EMAIL_NOT_FOUND: 'toast.emailNotFound' } as const satisfies CodeMessages;
const reset = { INVALID_RESET_TOKEN: 'reset.invalidToken' } as const satisfies CodeMessages;
const profile = { EMAIL_ALREADY_REGISTERED: 'register.emailRegistered' } as const satisfies CodeMessages;
const plan = { PLAN_NOT_FOUND: 'toast.planIdNotFound' } as const satisfies CodeMessages;
const purchase = {
  ADD_ON_NOT_FOUND: 'toast.addonNotFound',
  PLAN_PRICING_NOT_FOUND: 'catalogue.pricingNotFound',
  SHIPPING_RATE_NOT_FOUND: 'purchase.shippingRateNotFound',
} as const satisfies CodeMessages;
const addOnPurchase = { ADD_ON_NOT_FOUND: 'toast.addonNotFound' } as const satisfies CodeMessages;
const simActivation = {
  SIM_NOT_FOUND: 'activation.simNotFound',
  SIM_ALREADY_ACTIVATED: 'activation.alreadyActivated',
  PROBLEM_WITH_ACTIVATION: 'activation.problem',
} as const satisfies CodeMessages;
const order = { ORDER_NOT_FOUND: 'toast.orderNotFound' } as const satisfies CodeMessages;
const invoice = { INVOICE_NOT_FOUND: 'toast.invoiceIdNotFound' } as const satisfies CodeMessages;
const eligibility = {
  INVALID_TRIBAL_ID: 'tribal.idNotVerified',
  STATE_NOT_SUPPORTED: 'benefit.stateNotSupported',
  ELIGIBILITY_CHECK_NOT_FOUND: 'eligibility.checkNotFound',
  APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound',
} as const satisfies CodeMessages;
const eligibilityLookup = {
  ELIGIBILITY_CHECK_NOT_FOUND: 'eligibility.checkNotFound',
  APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound',
} as const satisfies CodeMessages;
const enrolment = {
  INVALID_APPLICATION_ID: 'enrolment.invalidApplicationId',
  APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound',
  DEVICE_NOT_FOUND: 'device.notFound',
  DUPLICATE_SUBSCRIBER: 'enrolment.duplicateSubscriber',
  DUPLICATE_ADDRESS: 'enrolment.duplicateAddress',
  CANNOT_UPDATE_DEVICE: 'enrolment.cannotUpdateDevice',
} as const satisfies CodeMessages;
const transfer = {
  ...enrolment,
  INELIGIBLE_FOR_TRANSFER: 'enrolment.ineligibleForTransfer',
} as const satisfies CodeMessages;
const deviceClaim = {
  NLAD_SUBSCRIBER_NOT_FOUND: 'toast.nladSubscriberIdNotFound',
  DEVICE_NOT_FOUND: 'device.notFound',
  DUPLICATE_DEVICE: 'device.alreadyClaimed',
  CANNOT_UPDATE_DEVICE: 'enrolment.cannotUpdateDevice',
} as const satisfies CodeMessages;
/** A subscriber's call naming an application or enrolment another subscriber owns (DESIGN.md). */
const ownedElsewhere = {
  APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER: 'enrolment.applicationOwnedByAnotherSubscriber',
} as const satisfies CodeMessages;

/** Every operation of the document, each with its own words (a missing or misspelt operation fails `tsc`). */
export type CarrierErrorMessages = { readonly [Id in OperationId]: OperationMessages<Id> };

/**
 * The one map from a carrier refusal to its words: operationId (as the OpenAPI document names it) → error code →
 * message id, whose words in English (the spec's, else the carrier's) and Spanish are the domain's texts
 * (`messages.ts`, `translations.ts`). Codes every operation shares are in COMMON_ERROR_MESSAGES; an entry here wins over them.
 */
export const CARRIER_ERROR_MESSAGES = {
  loginSubscriber: { ...login, EMAIL_NOT_VERIFIED: 'login.emailNotVerified' },
  loginReseller: login,
  loginAdministrator: login,
  registerSubscriber: {
    EMAIL_ALREADY_REGISTERED: 'register.emailRegistered',
    SUBSCRIBER_ALREADY_EXISTS: 'register.subscriberExists',
  },
  verifyEmail: { ...emailLookup, INVALID_VERIFICATION_CODE: 'emailCode.invalid' },
  resendVerificationCode: emailLookup,
  forgotPassword: emailLookup,
  checkSubscriberResetLink: reset,
  checkResellerResetLink: reset,
  checkAdministratorResetLink: reset,
  resetSubscriberPassword: reset,
  resetResellerPassword: reset,
  resetAdministratorPassword: reset,
  getProfile: {},
  updateProfile: profile,
  listPlans: {},
  getPlan: plan,
  listPlanPricings: plan,
  getPlanPricing: { PLAN_PRICING_NOT_FOUND: 'catalogue.pricingNotFound' },
  listRates: {},
  getRate: { RATE_NOT_FOUND: 'rates.notFound' },
  listShippingRates: {},
  getShippingRate: { SHIPPING_RATE_NOT_FOUND: 'purchase.shippingRateNotFound' },
  listAddOnPlans: {},
  listDevices: {},
  getDevice: { DEVICE_NOT_FOUND: 'device.notFound' },
  purchaseAddOnPlans: addOnPurchase,
  purchaseSubscriberAddOnPlans: addOnPurchase,
  priceAddOnPlans: addOnPurchase,
  priceSubscriberAddOnPlans: addOnPurchase,
  purchaseSim: purchase,
  purchaseSubscriberSim: purchase,
  priceSim: purchase,
  priceSubscriberSim: purchase,
  activateSim: simActivation,
  activateAddOnPlan: { ...simActivation, SIM_ALREADY_ACTIVATED: 'activation.addonAlreadyActivated' },
  activatePortIn: { ...simActivation, PORT_IN_FAILED: 'activation.portInFailed' },
  validateResellerCode: {},
  getOrder: order,
  getSubscriberOrder: order,
  getSubscriberFulfillment: { FULFILLMENT_NOT_FOUND: 'orders.fulfillmentNotFound' },
  getPayment: { PAYMENT_NOT_FOUND: 'toast.paymentIdNotFound' },
  getInvoice: invoice,
  getSubscriberInvoice: invoice,
  getRenewal: { RENEWAL_NOT_FOUND: 'renewal.notFound' },
  payRenewal: {
    RENEWAL_NOT_FOUND: 'renewal.notFound',
    RENEWAL_ALREADY_PAID: 'renewal.alreadyPaid',
    RENEWAL_EXPIRED: 'renewal.expired',
  },
  getAcpSupportedState: { STATE_NOT_SUPPORTED: 'benefit.stateNotSupported' },
  checkEligibility: eligibility,
  checkSubscriberEligibility: eligibility,
  recheckEligibility: eligibilityLookup,
  getEligibilityStatus: eligibilityLookup,
  submitPersonalData: { APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound' },
  confirmTribalStatus: {
    INVALID_TRIBAL_ID: 'tribal.idNotVerified',
    APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound',
  },
  joinWaitlist: {},
  enrollNlad: enrolment,
  enrollSubscriberNlad: { ...enrolment, ...ownedElsewhere },
  transferNlad: transfer,
  transferSubscriberNlad: { ...transfer, ...ownedElsewhere },
  verifyNlad: {
    INVALID_APPLICATION_ID: 'enrolment.invalidApplicationId',
    APPLICATION_NOT_FOUND: 'enrolment.applicationNotFound',
  },
  claimDeviceBenefit: deviceClaim,
  claimSubscriberDeviceBenefit: { ...deviceClaim, ...ownedElsewhere },
  postChatMessage: { INTERNAL_SERVER_ERROR: 'contact.chatUnavailable' },
} as const satisfies CarrierErrorMessages;

/** An operation of the carrier, by its operationId. */
export type CarrierOperationId = OperationId;

/** The map read by any operation name and code a caller has (a reply names its code as text). */
const messagesByOperation: Readonly<Record<string, CodeMessages | undefined>> = CARRIER_ERROR_MESSAGES;
const commonMessages: CodeMessages = COMMON_ERROR_MESSAGES;

/** The message id the map gives a refusal: the operation's own entry, else the shared one, else none. */
export function mappedErrorMessageId(operationId: string, code: string): MessageId | undefined {
  return messagesByOperation[operationId]?.[code] ?? commonMessages[code];
}

/** The message id of a refusal: the operation's own entry, else the shared one, else the generic text. */
export function carrierErrorMessageId(operationId: string, code: string | null | undefined): MessageId {
  if (!code) return UNKNOWN_ERROR_MESSAGE;
  return mappedErrorMessageId(operationId, code) ?? UNKNOWN_ERROR_MESSAGE;
}

/** The words of a refusal of an operation, in the catalogue (never the carrier's own `message`). */
export function carrierErrorNotice(operationId: string, code: string | null | undefined): Message {
  return messageOf(carrierErrorMessageId(operationId, code));
}

/**
 * The words of one FIELD_VALIDATION_FAILED entry: the carrier words a field's rule with the spec's text
 * (`fieldMessage`), so its text names the catalogue message; any other wording is 'This value is not valid'.
 */
export function carrierFieldNotice(entry: { message?: string | null }): Message {
  return (entry.message && catalogueMessage(entry.message)) || messageOf('carrier.fieldInvalid');
}

/**
 * The words of a refusal: its field entries' texts joined with '. ' (spec 001 §8's error lists, never the field's
 * code name), else its code's.
 */
export function carrierReplyNotice(operationId: string, reply: CarrierErrorBody): Notice {
  const entries = reply.errors ?? [];
  if (entries.length > 0)
    return joinedNotice(
      entries.map((entry) => carrierFieldNotice({ message: entry.message || entry.description })),
    );
  return carrierErrorNotice(operationId, reply.error);
}
