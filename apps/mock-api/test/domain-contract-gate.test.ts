/**
 * The domain ↔ contract gate. The domain builds the requests the site sends and reads the replies it gets; the
 * OpenAPI document describes both. This gate fails when they drift apart:
 * - every payload the domain builds is valid against the document's request schema;
 * - every example of the document is valid against its own schema (Ajv, as the mock validates);
 * - every documented reply of the operations the domain reads leads where the spec says.
 * The last tests seed a drift into a copy of the document and show that the gate catches it.
 */
import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type JsonSchema,
  type OpenApiDocument,
} from '@carrier/contracts/server';
import {
  activationOutcome,
  addOnPurchasePayload,
  addOnQuotePayload,
  agreementSubmitOutcome,
  consentTimeZoneId,
  type DeviceClaimOperation,
  deviceClaimOutcome,
  deviceClaimPayload,
  ELIGIBILITY_PROGRAMS,
  eligibilityCheckPayload,
  eligibilityOutcome,
  enrolmentOutcome,
  enrolmentPayload,
  LOGIN_CASCADE,
  loginOutcome,
  type PersonalData,
  paymentResult,
  personalDataPayload,
  purchaseOutcome,
  registrationOutcome,
  registrationPayload,
  simPurchasePayload,
  simQuotePayload,
  statusLookupPayload,
  subscriberEnrolmentPayload,
  wizardStepPath,
} from '@carrier/domain';
import { anApplicant, aRegistration } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { createSchemaValidators } from '../src/validation/schema-validation';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ─── The payloads the domain builds ───

/** The consent time as the domain makes it from the browser's zone (spec 001 §7: UTC time-zone ids). */
const consent = {
  consentTimeZoneId: consentTimeZoneId('America/New_York', 300),
  consentDateTime: '2025-03-01T14:22:05Z',
};

/** The wizard's personal data as the site holds it, with its own flags (checkTribal, ids of earlier checks). */
const personalData: PersonalData = {
  ...anApplicant({ middleName: '', resellerCode: 'RS-ALPHA' }),
  checkTribal: false,
  tribalStatusConfirmed: false,
  applicationId: '',
};

/** What each program asks for besides the code (spec 001 §3). */
const PROGRAM_EXTRAS: Record<string, Partial<PersonalData>> = {
  E4: { publicHousingCode: '3' },
  E13: { numberOfAdults: 2, numberOfChildren: 1, incomePeriod: '2', income: 38000 },
  E50: { schoolName: 'PS 41' },
  E51: { schoolName: 'Hunter College' },
};

const programPayloads = Object.keys(ELIGIBILITY_PROGRAMS).map((code) => ({
  name: `eligibility check, program ${code}`,
  operationId: 'checkEligibility',
  payload:
    eligibilityCheckPayload({
      ...personalData,
      eligibilityProgramCode: code,
      ...PROGRAM_EXTRAS[code],
    }) ?? {},
}));

const saved = {
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  contactPhoneNumber: '2125550143',
  shippingAddress1: '350 Fifth Avenue',
  shippingAddress2: '',
  shippingCity: 'New York',
  shippingState: 'NY',
  shippingZipcode: '10118',
  dob: '05/17/1990',
  applicationId: 'A24-000001',
  ebbpTribalBenefitFlag: '0' as const,
  resellerCode: 'RS-ALPHA',
};

const subscriberForm = {
  shippingAddress1: '1200 Brickell Avenue',
  shippingCity: 'Miami',
  shippingState: 'FL',
  shippingZipcode: '33131',
  phone: '3055550198',
  ebbpTribalBenefitFlag: '1' as const,
};

const deviceForm = {
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  primaryAddress1: '350 Fifth Avenue',
  primaryAddress2: '',
  primaryCity: 'New York',
  primaryState: 'NY',
  primaryZipCode: '10118',
  dob: '05/17/1990',
  ssn4: '4821',
};

const usOrder = {
  planPricingIds: [12],
  addOnPlanIds: [22],
  shippingCountry: 'US',
  shippingState: 'NY',
  shippingCity: 'New York',
  shippingZipcode: '10118',
  shippingAddress1: '350 Fifth Avenue',
  shippingAddress2: '',
};
const canadianOrder = {
  ...usOrder,
  addOnPlanIds: [],
  shippingCountry: 'CA',
  shippingState: 'Ontario',
  shippingCity: 'Toronto',
  shippingZipcode: 'M5V 2T6',
};
const guest = { emailAddress: 'maria.lopez@example.com', resellerCode: 'RS-ALPHA' };

interface BuiltPayload {
  name: string;
  operationId: string;
  payload: object;
}

const DOMAIN_PAYLOADS: readonly BuiltPayload[] = [
  ...programPayloads,
  {
    name: 'eligibility check, tribal applicant',
    operationId: 'checkEligibility',
    payload:
      eligibilityCheckPayload({
        ...personalData,
        checkTribal: true,
        tribalId: '402918337',
        eligibilityProgramCode: 'E8',
      }) ?? {},
  },
  {
    name: 'subscriber eligibility check',
    operationId: 'checkSubscriberEligibility',
    payload: eligibilityCheckPayload({ ...personalData, eligibilityProgramCode: 'E2' }) ?? {},
  },
  {
    name: 'status check',
    operationId: 'getEligibilityStatus',
    payload: statusLookupPayload(
      { applicationId: '', eligibilityCheckId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924' },
      'http://127.0.0.1:5173',
    ),
  },
  {
    name: 'personal data of the enhanced-service page, household counts and income as the wizard holds them',
    operationId: 'submitPersonalData',
    payload:
      personalDataPayload({
        ...personalData,
        applicationId: 'A24-000001',
        eligibilityCheckId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
        eligibilityProgramCode: 'E13',
        numberOfAdults: '2',
        numberOfChildren: '1',
        incomePeriod: '2',
        income: '38000',
      }) ?? {},
  },
  {
    name: 'personal data of the enhanced-service page, tribal applicant with coordinates',
    operationId: 'submitPersonalData',
    payload:
      personalDataPayload({
        ...personalData,
        applicationId: 'A24-000001',
        checkTribal: true,
        tribalId: '402918337',
        eligibilityProgramCode: 'E8',
        tribalStatusConfirmed: true,
        latitude: '35.6806',
        longitude: '-109.0526',
        coordinateSource: 'DEVICE_LOCATION',
      }) ?? {},
  },
  ...(['enrollNlad', 'transferNlad'] as const).flatMap((operationId) => {
    const transfer = operationId === 'transferNlad';
    return [
      { name: `${operationId}`, operationId, payload: enrolmentPayload(saved, consent, { transfer }) },
      {
        name: `${operationId} with the tablet`,
        operationId,
        payload: enrolmentPayload(saved, consent, { transfer, deviceModelId: 1 }),
      },
    ];
  }),
  ...(['enrollSubscriberNlad', 'transferSubscriberNlad'] as const).map((operationId) => ({
    name: operationId,
    operationId,
    payload: subscriberEnrolmentPayload(subscriberForm, consent, {
      transfer: operationId === 'transferSubscriberNlad',
      deviceModelId: 1,
    }),
  })),
  ...(['claimDeviceBenefit', 'claimSubscriberDeviceBenefit'] as const).map((operationId) => ({
    name: operationId,
    operationId,
    payload: deviceClaimPayload(deviceForm, 'NL0000001', 1),
  })),
  {
    name: 'registration, full page',
    operationId: 'registerSubscriber',
    payload: registrationPayload(
      aRegistration({ shippingAddress2: '', password: 'x', passwordConfirm: 'x', resellerCode: 'RS-ALPHA' }),
    ),
  },
  {
    name: 'registration, benefit area’s short payload',
    operationId: 'registerSubscriber',
    payload: registrationPayload({ email: 'maria.lopez@example.com', password: 'x', passwordConfirm: 'x' }),
  },
  ...(['US', 'MX'] as const).flatMap((country) => {
    const choice = { addOnPlanIds: [22], country, zipCode: '10118' };
    return [
      {
        name: `add-on quote, ${country}`,
        operationId: 'priceAddOnPlans',
        payload: addOnQuotePayload(choice),
      },
      {
        name: `subscriber add-on quote, ${country}`,
        operationId: 'priceSubscriberAddOnPlans',
        payload: addOnQuotePayload(choice),
      },
      {
        name: `add-on purchase, ${country}`,
        operationId: 'purchaseAddOnPlans',
        payload: addOnPurchasePayload(choice, guest),
      },
      {
        name: `subscriber add-on purchase, ${country}`,
        operationId: 'purchaseSubscriberAddOnPlans',
        payload: addOnPurchasePayload(choice),
      },
    ];
  }),
  ...[usOrder, canadianOrder].flatMap((order) => [
    { name: `SIM quote, ${order.shippingCountry}`, operationId: 'priceSim', payload: simQuotePayload(order) },
    {
      name: `subscriber SIM quote, ${order.shippingCountry}`,
      operationId: 'priceSubscriberSim',
      payload: simQuotePayload(order),
    },
    {
      name: `SIM purchase, ${order.shippingCountry}`,
      operationId: 'purchaseSim',
      payload: simPurchasePayload(order, guest),
    },
    {
      name: `subscriber SIM purchase, ${order.shippingCountry}`,
      operationId: 'purchaseSubscriberSim',
      payload: simPurchasePayload(order),
    },
  ]),
];

// ─── The replies the domain reads ───

interface Reply {
  status: number;
  body: Json;
  operationId: string;
}

/** What a reader makes of a reply; expectations are partial objects of it. */
type Reader = (reply: Reply) => unknown;

const eligibilityReader: Reader = ({ status, body }) =>
  status === 200 || status === 404 ? eligibilityOutcome(body) : agreementSubmitOutcome({ ...body, status });
const enrolmentReader: Reader = ({ body }) =>
  enrolmentOutcome(body, { tablets: 'N', isEligibleForDevice: body.isEligibleForDevice === true });
const activationReader =
  (tab: 'sim' | 'addon'): Reader =>
  ({ status, body }) =>
    activationOutcome(status === 200 ? null : { ...body, status }, tab);
const EMAIL = 'maria.lopez@example.com';

const ERROR_PAGE = expect.stringMatching(/^\/error-page\?message=/);
const eligibility = {
  reader: eligibilityReader,
  fallback: { kind: 'show-errors' },
  expected: {
    '200 complete': { kind: 'route', path: '/EnrollStep' },
    '200 pendingResolution': { kind: 'redirect-external', href: expect.stringContaining('/resolution') },
    '200 pendingCert': { kind: 'redirect-external', href: expect.stringContaining('/certification') },
    '404 eligibilityCheckNotFound': { kind: 'route', path: '/Rejected' },
    '404 applicationNotFound': { kind: 'route', path: '/RejectedDocuments' },
    '400 invalidTribalId': { kind: 'toast-and-route', path: wizardStepPath(5) },
    '400 stateNotSupported': { kind: 'toast-and-route', path: wizardStepPath(2) },
  },
};
const enrolment = {
  reader: enrolmentReader,
  fallback: { kind: 'toast' },
  expected: {
    '201 withDevice': { kind: 'open-payment', url: expect.stringContaining('/checkout/') },
    '201 withoutDevice': {
      kind: 'route',
      path: expect.stringMatching(/^\/CompletedACP\?.*isEligibleForDevice=true$/),
    },
    '400 invalidApplicationId': { kind: 'route', path: '/EnrolmentFailure', data: 'clear' },
    '404 applicationNotFound': { kind: 'route', path: '/EnrolmentFailure', data: 'clear' },
    '409 duplicateSubscriber': { kind: 'route', path: '/TransferAcpPlan', data: 'save' },
    '409 duplicateAddress': { kind: 'route', path: '/TransferAcpPlan', data: 'save' },
    '409 applicationOwnedByAnotherSubscriber': { kind: 'route', path: '/EnrolmentFailure', data: 'clear' },
    '422': { kind: 'route', path: '/EnrollStep?code=CANNOT_UPDATE_DEVICE' },
    '422 cannotUpdateDevice': { kind: 'route', path: '/EnrollStep?code=CANNOT_UPDATE_DEVICE' },
    '422 ineligibleForTransfer': { kind: 'route', path: '/Failure' },
  },
};
const claim = {
  reader: ({ body, operationId }: Reply) => deviceClaimOutcome(body, operationId as DeviceClaimOperation),
  fallback: { kind: 'toast' },
  expected: {
    '201': { kind: 'open-payment', url: expect.stringContaining('/checkout/') },
    // Spec 001 §7: the claim's field errors, one line each.
    '400': {
      kind: 'show-errors',
      lines: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    },
  },
};
const purchase = {
  reader: ({ body }: Reply) => purchaseOutcome(body),
  fallback: { kind: 'toast' },
  expected: { '201': { kind: 'open-payment', url: expect.stringContaining('/checkout/') } },
};
const activation = (tab: 'sim' | 'addon') => ({
  reader: activationReader(tab),
  fallback: { kind: 'show-error' },
  expected: {
    '200': { kind: 'route', path: `/CongratulationSimActivatedPage${tab === 'addon' ? '?addon=true' : ''}` },
    '409': { kind: 'route', path: ERROR_PAGE },
    '500 problemWithActivation': { kind: 'route', path: ERROR_PAGE },
    '500 internalServerError': { kind: 'route', path: ERROR_PAGE },
  },
});

interface ReplyFamily {
  operations: readonly string[];
  reader: Reader;
  /** The outcome the spec names for an example (`<status> <name>`); any other example gets the fallback. */
  expected: Record<string, object>;
  fallback: object;
}

/** Which reader reads which operations' replies, and where each documented reply leads. */
const FAMILIES: readonly ReplyFamily[] = [
  { operations: ['checkEligibility', 'checkSubscriberEligibility', 'recheckEligibility'], ...eligibility },
  {
    operations: ['enrollNlad', 'enrollSubscriberNlad', 'transferNlad', 'transferSubscriberNlad'],
    ...enrolment,
  },
  { operations: ['claimDeviceBenefit', 'claimSubscriberDeviceBenefit'], ...claim },
  {
    operations: [
      'purchaseAddOnPlans',
      'purchaseSubscriberAddOnPlans',
      'purchaseSim',
      'purchaseSubscriberSim',
      'payRenewal',
    ],
    ...purchase,
  },
  { operations: ['activateSim'], ...activation('sim') },
  { operations: ['activateAddOnPlan'], ...activation('addon') },
  {
    operations: ['registerSubscriber'],
    reader: ({ body }) => registrationOutcome(body, EMAIL),
    fallback: { kind: 'show-error' },
    expected: {
      '201': {
        kind: 'route',
        path: expect.stringMatching(/^\/VerifyEmailPage\//),
        toast: { id: 'toast.registered' },
      },
      '409 subscriberAlreadyExists': {
        kind: 'route',
        path: expect.stringMatching(/^\/VerifyEmailPage\//),
        toast: { id: 'register.subscriberExists' },
      },
    },
  },
  {
    operations: ['loginSubscriber'],
    reader: ({ status, body }) =>
      loginOutcome({ ...body, status }, { roles: LOGIN_CASCADE, index: 0, email: EMAIL }),
    fallback: { kind: 'show-error' },
    expected: {
      '200': { kind: 'logged-in', role: 'subscriber' },
      '401': { kind: 'try-next', role: 'administrator' },
      '403': { kind: 'verify-email', path: expect.stringContaining('resendCode=yes') },
    },
  },
  {
    // The payment page reads a payment; a failed lookup is the page's own 'Payment ID not found'.
    operations: ['getPayment'],
    reader: ({ status, body }) => (status === 200 ? paymentResult(body) : { kind: 'not read' }),
    fallback: { kind: 'not read' },
    expected: {
      '200 purchase': { outcome: 'success', title: { text: 'Payment Successful!' } },
      '200 topUp': { outcome: 'pending', title: { text: 'Payment Pending' } },
    },
  },
];

// ─── The document's examples ───

interface DocumentedExample {
  operationId: string;
  /** `<status> <example name>`, or the status alone for a single `example`. */
  key: string;
  status: number;
  mediaType: string;
  value: unknown;
  schema: JsonSchema;
}

function deref(document: OpenApiDocument, node: unknown): Json {
  let current = node;
  while (isRecord(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), document);
  }
  return isRecord(current) ? current : {};
}

function mediaExamples(document: OpenApiDocument, media: Json): [string | undefined, unknown][] {
  if (media.example !== undefined) return [[undefined, media.example]];
  return Object.entries(isRecord(media.examples) ? media.examples : {}).map(([name, example]) => [
    name,
    deref(document, example).value,
  ]);
}

/** Every request and response example of the document, with the schema it must follow. */
function documentedExamples(document: OpenApiDocument): DocumentedExample[] {
  return Object.values(document.paths).flatMap((pathItem) =>
    Object.values(pathItem)
      .filter(isRecord)
      .flatMap((operation) => {
        const operationId = String(operation.operationId);
        const requestBody = deref(document, operation.requestBody);
        const requests = Object.entries(isRecord(requestBody.content) ? requestBody.content : {}).flatMap(
          ([mediaType, media]) =>
            mediaExamples(document, media as Json).map(([name, value]) => ({
              operationId,
              key: `request${name ? ` ${name}` : ''}`,
              status: 0,
              mediaType,
              value,
              schema: (media as Json).schema as JsonSchema,
            })),
        );
        const responses = Object.entries(isRecord(operation.responses) ? operation.responses : {}).flatMap(
          ([status, response]) =>
            Object.entries(deref(document, response).content ?? {}).flatMap(([mediaType, media]) =>
              mediaExamples(document, media as Json).map(([name, value]) => ({
                operationId,
                key: `${status}${name ? ` ${name}` : ''}`,
                status: Number(status),
                mediaType,
                value,
                schema: (media as Json).schema as JsonSchema,
              })),
            ),
        );
        return [...requests, ...responses];
      }),
  );
}

// ─── The gate ───

/** What the gate finds wrong between the domain and a (possibly drifted) copy of the document. */
function gate(document: OpenApiDocument) {
  const validators = createSchemaValidators({ [CARRIER_SCHEMA_ID]: document });
  const operations = new Map(
    describeOperations(document, CARRIER_SCHEMA_ID).map((operation) => [operation.operationId, operation]),
  );
  const withId = (schema: JsonSchema) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${CARRIER_SCHEMA_ID}#/`));

  const payloads = DOMAIN_PAYLOADS.flatMap(({ name, operationId, payload }) => {
    const schema = operations.get(operationId)?.request.body;
    if (!schema) return [`${name}: ${operationId} takes no body`];
    const validate = validators.body.compile(schema);
    return validate(payload) ? [] : [`${name}: ${JSON.stringify(validate.errors)}`];
  });

  const compiled = new Map<string, ReturnType<typeof validators.response.compile>>();
  const compile = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    const validate = compiled.get(key) ?? validators.response.compile(withId(schema));
    compiled.set(key, validate);
    return validate;
  };
  const examples = documentedExamples(document);
  const invalidExamples = examples.flatMap((example) => {
    if (!example.schema) return [];
    const validate = compile(example.schema);
    return validate(example.value)
      ? []
      : [`${example.operationId} ${example.key}: ${JSON.stringify(validate.errors)}`];
  });

  const outcomes = examples.flatMap((example) => {
    const family = FAMILIES.find((candidate) => candidate.operations.includes(example.operationId));
    if (!family || example.status === 0 || example.mediaType !== 'application/json') return [];
    const outcome = family.reader({
      status: example.status,
      body: example.value as Json,
      operationId: example.operationId,
    });
    try {
      expect(outcome).toMatchObject(family.expected[example.key] ?? family.fallback);
      return [];
    } catch {
      return [`${example.operationId} ${example.key}: ${JSON.stringify(outcome)}`];
    }
  });
  // Every reply the spec names an outcome for must stay documented for some operation of its family.
  const documented = new Set(examples.map((example) => `${example.operationId} ${example.key}`));
  const missing = FAMILIES.flatMap((family) =>
    Object.keys(family.expected)
      .filter((key) => !family.operations.some((operationId) => documented.has(`${operationId} ${key}`)))
      .map((key) => `${family.operations[0]} ${key}: no longer documented`),
  );
  return { payloads, invalidExamples, outcomes: [...outcomes, ...missing] };
}

const copy = () => structuredClone(carrierApiDocument) as OpenApiDocument & { components: { schemas: Json } };

describe('the domain ↔ contract gate', () => {
  const found = gate(carrierApiDocument);

  it('checks a payload of every kind the domain builds, for every program', () => {
    expect(new Set(DOMAIN_PAYLOADS.map((built) => built.operationId)).size).toBeGreaterThanOrEqual(17);
    expect(programPayloads).toHaveLength(Object.keys(ELIGIBILITY_PROGRAMS).length);
  });

  it('every payload the domain builds is valid against the document’s request schema', () => {
    expect(found.payloads).toEqual([]);
  });

  it('every example of the document is valid against its schema', () => {
    expect(found.invalidExamples).toEqual([]);
  });

  it('every documented reply the domain reads leads where the spec says', () => {
    expect(found.outcomes).toEqual([]);
  });
});

describe('the gate catches a seeded drift', () => {
  it('fails when the document no longer takes a program code as eligibilityCode (B-1)', () => {
    const drifted = copy();
    const applicant = drifted.components.schemas.ApplicantData as { properties: Json };
    applicant.properties.eligibilityCode = { type: 'string', enum: ['9'] };
    const { payloads } = gate(drifted);
    // Every program's check, the subscriber's check and the personal data with its program code.
    expect(payloads.length).toBe(Object.keys(ELIGIBILITY_PROGRAMS).length + 2);
    expect(payloads[0]).toMatch(/^eligibility check, program E1: /);
  });

  it('fails when a request schema requires a field the domain does not send (M-1)', () => {
    const drifted = copy();
    const fields = drifted.components.schemas.SubscriberNladEnrolmentFields as { required: string[] };
    fields.required.push('applicationId');
    expect(gate(drifted).payloads).toEqual([
      expect.stringMatching(/^enrollSubscriberNlad: .*applicationId/),
      expect.stringMatching(/^transferSubscriberNlad: .*applicationId/),
    ]);
  });

  it('fails when a documented checkout reply carries a message beside its url (M-5)', () => {
    const drifted = copy();
    const responses = drifted.components.responses as Record<string, { content: Record<string, Json> }>;
    const media = responses.DeviceCheckoutCreated?.content['application/json'] as { example: Json };
    media.example.message = 'Pay the $10.01 device co-pay to complete your claim';
    const { outcomes, invalidExamples } = gate(drifted);
    // The domain follows the url whatever else the reply says (a refusal is worded by its code), so only the
    // document's closed checkout schema catches the drift.
    expect(outcomes).toEqual([]);
    expect(invalidExamples).toEqual([
      expect.stringMatching(/^claimDeviceBenefit 201: /),
      expect.stringMatching(/^claimSubscriberDeviceBenefit 201: /),
    ]);
  });

  it('fails when an example no longer leads where the spec says', () => {
    const drifted = copy();
    const responses = drifted.components.responses as Record<string, { content: Record<string, Json> }>;
    const media = responses.EnrolmentDuplicate?.content['application/json'] as {
      examples: Record<string, { value: Json }>;
    };
    if (media.examples.duplicateAddress)
      media.examples.duplicateAddress.value.error = 'INVALID_APPLICATION_ID';
    expect(gate(drifted).outcomes).toContainEqual(
      expect.stringMatching(/^enrollNlad 409 duplicateAddress: /),
    );
  });
});
