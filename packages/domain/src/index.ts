// The public API of @carrier/domain: pure business rules and reference data of both specifications.
// Every export carries a one-line doc comment at its declaration.

// --- Account ---
export { ROLE_CODES, type Role } from './account/roles';
export { isLoggedIn, jwtExpiresAt, resetPasswordScope } from './account/session';

// --- Carrier codes and errors ---
export {
  CARRIER_ERROR_CODES,
  type CarrierErrorCode,
  DURATION_UNITS,
  type DurationUnit,
  ELIGIBILITY_STATUSES,
  type EligibilityStatus,
  ORDER_ITEM_TYPES,
  ORDER_TYPES,
  type OrderItemType,
  type OrderType,
  PAYMENT_GATEWAY,
  PAYMENT_STATUSES,
  type PaymentStatus,
  PLAN_TYPES,
  type PlanType,
} from './carrier/codes';
export {
  CARRIER_ERROR_MESSAGES,
  type CarrierErrorMessages,
  type CarrierOperationId,
  COMMON_ERROR_MESSAGES,
  carrierErrorMessageId,
  carrierErrorNotice,
  carrierFieldNotice,
  carrierReplyNotice,
  mappedErrorMessageId,
  UNKNOWN_ERROR_MESSAGE,
} from './carrier/error-messages';
export {
  type CarrierErrorBody,
  type CarrierFieldError,
  isTimeout,
} from './carrier/errors';
export { type FieldForm, type FieldProblemKind, fieldMessage } from './carrier/field-messages';
export {
  ADDON_KINDS,
  ADDON_UNITS,
  type AddonKind,
  type AddonLike,
  addonAllowance,
  addonChoiceOutcome,
  addonKind,
  groupAddons,
  visibleAddons,
} from './catalogue/add-ons';
export { roundCents } from './catalogue/money';
export { payGoOffer } from './catalogue/paygo-offer';
export {
  isPayGo,
  numberPlanPath,
  PAYGO_PRICE,
  type PlanLike,
  type PlanTitle,
  planListingPath,
  planTitle,
  summaryPlanPath,
  threeDollarPlanOutcome,
} from './catalogue/plans';
// --- Catalogue: prices, plans, add-ons, quotes ---
export {
  ACP_PLAN_TYPES,
  displayPricings,
  effectivePrice,
  FREE_PRICING,
  isAcpPlan,
  type Priced,
  type PricingLike,
  periodLabel,
} from './catalogue/pricing';
export {
  canQuote,
  type PriceQuote,
  type PurchaseBreakdown,
  purchaseBreakdown,
  type QuoteItem,
  quoteItemKind,
} from './catalogue/quote';
// --- Constants ---
export { ACP, DATA_ADDON_PRICES, INVOICE_IMAGE, LIMITS, PREPAID, TABLET, TIMINGS } from './constants';
// --- Encoding ---
export { decodeBase64, encodeBase64 } from './encoding/base64';
export { errorPageNotice, errorPagePath } from './encoding/error-page';
export { type ActivationOutcome, activationOutcome } from './flows/activation-outcome';
export { type AgreementSubmitOutcome, agreementSubmitOutcome } from './flows/agreement-submit';
export { consentTimeZoneId } from './flows/consent-time-zone';
export { CONTACT_CHAT, contactChatMessage } from './flows/contact-message';
export {
  type DeviceClaimOperation,
  type DeviceClaimOutcome,
  type DeviceClaimReply,
  deviceClaimOutcome,
} from './flows/device-claim-outcome';
export { type DeviceConfirmForm, deviceClaimPayload } from './flows/device-claim-payload';
export {
  type EligibilityContext,
  type EligibilityOutcome,
  type EligibilityReply,
  type EligibilitySave,
  eligibilityOutcome,
  RESOLUTION_STATUSES,
  REVIEW_STATUSES,
} from './flows/eligibility-outcome';
export {
  type ApplicantFields,
  applicantFields,
  type EligibilityData,
  eligibilityCheckPayload,
  eligibilityCode,
  type PersonalData,
} from './flows/eligibility-payload';
export {
  DUPLICATE_SUBSCRIBER_FAILURE,
  type EnrolmentContext,
  type EnrolmentOutcome,
  type EnrolmentReply,
  enrolmentOutcome,
} from './flows/enrolment-outcome';
export {
  completedAcpGuard,
  completedAcpOrderMissing,
  ELIGIBLE_OFFER_PRICE,
  eligibleOfferPlan,
  tabletChoice,
  tribalBenefitFlag,
  usDateOf,
} from './flows/enrolment-pages';
export {
  type Consent,
  type EnrolmentKind,
  enrolmentPayload,
  type SavedEnrolmentData,
  type SubscriberEnrolmentForm,
  subscriberEnrolmentPayload,
} from './flows/enrolment-payload';
export { invoiceLookup, invoicePathOf } from './flows/invoice-link';
export {
  LOGIN_CASCADE,
  LOGIN_OPERATIONS,
  type LoginOutcome,
  type LoginReply,
  loginOutcome,
  loginRoles,
  verifyEmailPath,
} from './flows/login';
export { type NladVerifyForm, nladVerifyPayload } from './flows/nlad-verify-payload';
export {
  type GuardedPage,
  type GuardOutcome,
  isRenewalUuid,
  LOGIN_REDIRECTS,
  loginRedirectFor,
  QUERY_GUARDS,
  queryGuard,
  queryValue,
  TRANSFER_FIELDS,
  transferGuard,
  unknownAddonGuard,
} from './flows/page-guards';
export {
  allowsStatusCheck,
  orderStatusPath,
  type PaymentOutcome,
  paymentOutcome,
  paymentResult,
  STATUS_CHECK_ORDER_TYPES,
} from './flows/payment-outcome';
export { type PersonalDataPayload, personalDataPayload } from './flows/personal-data-payload';
export { type PurchaseOutcome, type PurchaseReply, purchaseOutcome } from './flows/purchase-outcome';
export {
  type AddOnChoice,
  addOnPurchasePayload,
  addOnQuotePayload,
  type Guest,
  type SimOrder,
  simPurchasePayload,
  simQuotePayload,
} from './flows/purchase-payload';
export { type RegistrationOutcome, registrationOutcome } from './flows/registration-outcome';
export { registrationPayload } from './flows/registration-payload';
export { matchesRoute, routeGuard } from './flows/route-guard';
// --- Flows: routes and guards ---
export { ROUTE_PATTERNS, ROUTES, type RoutePath, withQuery } from './flows/routes';
export { type StatusLookupOutcome, statusLookupOutcome } from './flows/status-lookup-outcome';
export { type StatusLookupIds, statusLookupPayload } from './flows/status-lookup-payload';
export { type SupportedStateOutcome, supportedStateOutcome } from './flows/supported-state-outcome';
export { tribalResult } from './flows/tribal-result';
export { WIZARD_STEPS, type WizardStep, wizardGuard, wizardStepPath } from './flows/wizard';
// --- Flows: decisions ---
export { type ZipCoverageOutcome, zipCoverageOutcome } from './flows/zip-coverage';
// --- Invoice ---
export {
  type Allowance,
  billedToName,
  type InvoiceAllowances,
  type InvoiceOrder,
  type InvoiceOrderItem,
  type InvoiceRow,
  type InvoiceSummary,
  invoiceRow,
  invoiceSummary,
  type OrderSurcharge,
  showsShipTo,
  surchargeAmount,
} from './invoice/invoice';
// --- Messages ---
export {
  catalogueMessage,
  type FieldErrors,
  type FieldMessage,
  fillText,
  joinedNotice,
  type Message,
  type MessageId,
  type MessageValues,
  messageOf,
  messages,
  type Notice,
} from './messages';
// --- Reference data ---
export { ACP_STATES, type AcpStateCode, isAcpState } from './reference/acp-states';
export {
  COUNTRIES,
  COUNTRY_CODES,
  type Country,
  type CountryCode,
  countriesByName,
  countryName,
  findCountry,
  isCountryCode,
  isUnitedStates,
  UNITED_STATES,
} from './reference/countries';
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isLanguageName,
  LANGUAGES,
  type LanguageCode,
  type LanguageName,
} from './reference/languages';
export {
  type GuidelineGroup,
  guidelineGroup,
  POVERTY_GUIDELINE_200,
  povertyGuideline,
} from './reference/poverty-guideline';
export {
  ELIGIBILITY_PROGRAMS,
  INCOME_PROGRAM,
  isProgramCode,
  isPublicHousingCode,
  PROGRAM_CODES,
  type ProgramCode,
  PUBLIC_HOUSING_CHOICES,
  PUBLIC_HOUSING_CODES,
  PUBLIC_HOUSING_PROGRAM,
  type PublicHousingCode,
  SCHOOL_PROGRAMS,
  TRIBAL_ELIGIBILITY_CODE,
} from './reference/programs';
export {
  isStateCode,
  STATE_CODES,
  type StateCode,
  type StateKind,
  stateCodeOf,
  stateName,
  US_STATES,
  zipToState,
} from './reference/states';
export { messagesIn } from './translations';
// --- Validation: commerce and account forms ---
export {
  type ActivationField,
  type ActivationInput,
  canContinueActivation,
  validateActivation,
} from './validation/activation';
export {
  type AddonPurchaseField,
  type AddonPurchaseInput,
  addonNeedsZip,
  validateAddonPurchase,
} from './validation/addon-purchase';
export {
  type ContactFormField,
  type ContactFormInput,
  validateContactForm,
  validateSorryEmail,
} from './validation/contact';
export {
  type DeviceConfirmField,
  type DeviceConfirmInput,
  validateDeviceConfirm,
} from './validation/device-confirm';
// --- Validation: shared rules and sanitisers ---
export {
  ageOn,
  birthYears,
  type CalendarDate,
  calendarDate,
  type DateOfBirth,
  dobFromString,
  dobProblem,
  toIsoDate,
  toUsDate,
} from './validation/dob';
export {
  type EnrolmentFormField,
  type EnrolmentFormInput,
  validateEnrolmentForm,
} from './validation/enrolment';
export {
  type PlanPurchaseField,
  type PlanPurchaseInput,
  validatePlanPurchase,
} from './validation/plan-purchase';
export {
  type RegisterStepInput,
  type RegistrationField,
  type RegistrationInput,
  validateAccountRegistration,
  validateRegisterStep,
  validateRegistration,
} from './validation/registration';
export {
  hasMinLength,
  initialsMatch,
  isBlank,
  isEmail,
  isLooseEmail,
  isName,
  isPhone,
  isSsn4,
  isZip,
  type Text,
} from './validation/rules';
export {
  digitsOnly,
  lettersAndSpaces,
  sanitizeActivationCode,
  sanitizeActivationNumber,
  sanitizeInitials,
  sanitizeMk,
  sanitizePhone,
  sanitizeSsn4,
  sanitizeTribalId,
  sanitizeZip,
  trimValues,
  withoutHiddenCharacters,
} from './validation/sanitize';
export { stateInputKind } from './validation/shipping-fields';
export { validateForgotPassword, validateLogin, validateResetPassword } from './validation/sign-in';
export { validateStatusLookup } from './validation/status-lookup';
export { validateTransfer } from './validation/transfer';
export { validateVerificationCode } from './validation/verification-code';
export {
  capHousehold,
  type HouseholdIncome,
  householdSize,
  INCOME_PERIODS,
  lowIncomeWarning,
  yearlyIncome,
} from './validation/wizard/household-income';
export {
  type PersonalInfoField,
  type PersonalInfoInput,
  validatePersonalInfo,
} from './validation/wizard/step-1-personal';
export {
  type ContactInfoField,
  type ContactInfoInput,
  validateContactInfo,
} from './validation/wizard/step-2-contact';
export {
  ADULT_OPTIONS,
  CONSENT_CHOICES,
  type HouseholdField,
  type HouseholdInput,
  validateHousehold,
} from './validation/wizard/step-3-household';
export { validateIncome } from './validation/wizard/step-4-income';
export {
  chooseProgram,
  type QualificationField,
  type QualificationInput,
  validateQualification,
} from './validation/wizard/step-4-qualification';
export {
  type TribalStatusInput,
  toggleTribal,
  validateTribalStatus,
} from './validation/wizard/step-5-tribal';
export { validateVerify } from './validation/wizard/step-6-verify';
export {
  type AgreementField,
  type AgreementInput,
  expectedSignature,
  type InitialField,
  validateAgreement,
} from './validation/wizard/step-7-agreement';
// --- Validation: benefit application forms ---
export { canApplyWithZip, validateZipCode } from './validation/zip-code';
