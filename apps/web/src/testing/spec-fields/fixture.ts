/**
 * The fields spec 000 §3 and spec 001 §3 (and §7, for the purchases) give for every request the site sends,
 * by operation, with the domain function that builds the request fed a value for each. The gate
 * (`pact-gates/spec-fields.spec.ts`) holds the document to them: each field is a property of the request, or
 * the request's description says why the carrier does not take it ("Not taken: `field` …").
 */
import {
  addOnPurchasePayload,
  addOnQuotePayload,
  deviceClaimPayload,
  eligibilityCheckPayload,
  enrolmentPayload,
  type PersonalData,
  personalDataPayload,
  registrationPayload,
  simPurchasePayload,
  simQuotePayload,
  subscriberEnrolmentPayload,
} from '@carrier/domain';

export interface SpecRequest {
  /** Where the spec lists the fields. */
  spec: string;
  /** `METHOD /path` of the carrier document. */
  operation: string;
  fields: readonly string[];
  /** The body the domain builds from a value for every field, when a domain function builds it. */
  built?: () => Record<string, unknown>;
}

const CONSENT = { consentTimeZoneId: 'UTC-05:00', consentDateTime: '2025-03-01T14:22:05.000Z' };

const SAVED_ENROLMENT = {
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  contactPhoneNumber: '2125550143',
  shippingAddress1: '350 Fifth Avenue',
  shippingAddress2: 'Apt 21B',
  shippingCity: 'New York',
  shippingState: 'NY',
  state: 'NY',
  shippingZipcode: '10118',
  dob: '05/17/1990',
  applicationId: 'A24-000123',
  ebbpTribalBenefitFlag: '1',
  resellerCode: 'RS-ALPHA',
} as const;

const SUBSCRIBER_FORM = {
  shippingAddress1: '1200 Brickell Avenue',
  shippingCity: 'Miami',
  shippingState: 'FL',
  shippingZipcode: '33131',
  phone: '3055550198',
  ebbpTribalBenefitFlag: '0',
} as const;

const SIM_ORDER = {
  planPricingIds: [1],
  addOnPlanIds: [21],
  shippingCountry: 'US',
  shippingState: 'FL',
  shippingCity: 'Miami',
  shippingZipcode: '33131',
  shippingAddress1: '1200 Brickell Avenue',
  shippingAddress2: 'Suite 4',
};
const GUEST = { emailAddress: 'maria.lopez@example.com', resellerCode: 'RS-ALPHA' };
const ADD_ONS = { addOnPlanIds: [21], country: 'US', zipCode: '33131' };

/** The wizard's personal data with every field spec 001 §3 lists given a value. */
const PERSONAL: PersonalData = {
  firstName: 'Maria',
  middleName: 'Elena',
  lastName: 'Lopez',
  dob: '1990-05-17',
  ssn4: '4821',
  language: 'English',
  zipCode: '00907',
  address: '350 Calle Loíza',
  city: 'San Juan',
  state: 'PR',
  urbanizationCode: 'URB LAS LOMAS',
  contactPhoneNumber: '2125550143',
  contactEmail: 'maria.lopez@example.com',
  contactAddress: '350 Calle Loíza',
  contactCity: 'San Juan',
  contactState: 'PR',
  contactZipCode: '00907',
  contactUrbCode: 'URB LAS LOMAS',
  sameAddress: false,
  optionAdult: '2',
  consentInd: 'Y',
  MK1: 'ML',
  MK2: 'ML',
  eligibilityProgramCode: 'E4',
  publicHousingCode: '3',
  tribalId: '402918337',
  alternateId: 'ALT-1',
  checkTribal: false,
  tribalStatusConfirmed: false,
  latitude: 18.45,
  longitude: -66.06,
  coordinateSource: 'geocoder',
  carrierUrl: 'http://127.0.0.1:5173',
  resellerCode: 'RS-ALPHA',
  applicationId: 'A24-000123',
  eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
};

const PERSONAL_DATA_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'ssn4',
  'language',
  'zipCode',
  'address',
  'city',
  'state',
  'urbanizationCode',
  'contactPhoneNumber',
  'contactEmail',
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
  'contactUrbCode',
  'sameAddress',
  'optionAdult',
  'consentInd',
  'MK1',
  'MK2',
  'eligibilityCode',
  'eligibilityProgramCode',
  'publicHousingCode',
  'tribalId',
  'alternateId',
  'checkTribal',
  'tribalStatusConfirmed',
  'latitude',
  'longitude',
  'coordinateSource',
  'carrierUrl',
  'resellerCode',
  'applicationId',
  'eligibilityCheckId',
] as const;

const ENROLMENT_FIELDS = Object.keys(SAVED_ENROLMENT).concat('shippingCountry');

export const SPEC_REQUESTS: readonly SpecRequest[] = [
  {
    spec: '001 §3 saved shipping / enrolment data',
    operation: 'POST /public/nlad/enroll',
    fields: [...ENROLMENT_FIELDS, 'acpCertInd'],
    built: () => enrolmentPayload(SAVED_ENROLMENT, CONSENT, { transfer: false }),
  },
  {
    spec: '001 §3 saved shipping / enrolment data (a transfer: no acpCertInd)',
    operation: 'POST /public/nlad/transfer',
    fields: ENROLMENT_FIELDS,
    built: () => enrolmentPayload(SAVED_ENROLMENT, CONSENT, { transfer: true }),
  },
  {
    spec: '001 §3 enroll payload (subscriber)',
    operation: 'POST /subscriber/nlad/enroll',
    fields: [
      'deviceModelId',
      'paymentGateway',
      'shippingAddress',
      'shippingCity',
      'shippingState',
      'shippingCountry',
      'shippingZipcode',
      'phoneNumber',
      'ebbpTribalBenefitFlag',
      'acpCertInd',
    ],
    built: () => subscriberEnrolmentPayload(SUBSCRIBER_FORM, CONSENT, { transfer: false, deviceModelId: 1 }),
  },
  {
    spec: '001 §3 device claim payload',
    operation: 'POST /public/nlad/claimDeviceBenefit',
    fields: [
      'firstName',
      'lastName',
      'emailAddress',
      'primaryAddress1',
      'primaryAddress2',
      'primaryCity',
      'primaryState',
      'primaryZipCode',
      'dob',
      'paymentGateway',
      'nladSubscriberId',
      'deviceId',
    ],
    built: () =>
      deviceClaimPayload(
        {
          firstName: 'Maria',
          lastName: 'Lopez',
          emailAddress: 'maria.lopez@example.com',
          primaryAddress1: '350 Fifth Avenue',
          primaryAddress2: 'Apt 21B',
          primaryCity: 'New York',
          primaryState: 'NY',
          primaryZipCode: '10118',
          dob: '05/17/1990',
        },
        'NL00000AB',
        1,
      ),
  },
  {
    spec: '001 §3 personal data (the eligibility check sends it whole, spec 001 §7)',
    operation: 'POST /public/acp/eligibility-check',
    fields: PERSONAL_DATA_FIELDS,
    built: () => eligibilityCheckPayload(PERSONAL) ?? {},
  },
  {
    spec: '001 §3 personal data (the enhanced page sends it, spec 001 §7)',
    operation: 'POST /public/acp/personal-data',
    fields: PERSONAL_DATA_FIELDS,
    built: () => personalDataPayload(PERSONAL) ?? {},
  },
  {
    spec: '000 §3 registration payload',
    operation: 'POST /public/auth/register',
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'shippingAddress1',
      'shippingAddress2',
      'city',
      'state',
      'country',
      'zipcode',
      'password',
      'passwordConfirm',
      'resellerCode',
    ],
    built: () =>
      registrationPayload({
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria.lopez@example.com',
        phone: '2125550143',
        shippingAddress1: '350 Fifth Avenue',
        shippingAddress2: 'Apt 21B',
        city: 'New York',
        state: 'NY',
        country: 'US',
        zipcode: '10118',
        password: 'Sunny-Day-2025',
        passwordConfirm: 'Sunny-Day-2025',
        resellerCode: 'RS-ALPHA',
      }),
  },
  {
    spec: '000 §3 profile update payload',
    operation: 'PATCH /subscriber/profile',
    fields: [
      'firstName',
      'lastName',
      'birthDate',
      'email',
      'phone',
      'shippingAddress1',
      'shippingAddress2',
      'city',
      'state',
      'country',
      'zipcode',
    ],
  },
  {
    spec: '000 §3 shipping info and §7 SIM purchase',
    operation: 'POST /public/sim/purchase',
    fields: [...Object.keys(SIM_ORDER), 'paymentGateway', 'emailAddress', 'resellerCode'],
    built: () => simPurchasePayload(SIM_ORDER, GUEST),
  },
  {
    spec: '000 §7 SIM price',
    operation: 'POST /public/sim/purchase/price',
    fields: ['shippingCountry', 'shippingZipcode', 'planPricingIds', 'addOnPlanIds'],
    built: () => simQuotePayload(SIM_ORDER),
  },
  {
    spec: '000 §7 add-on purchase',
    operation: 'POST /public/add-on_plan/purchase',
    fields: ['addOnPlanIds', 'paymentGateway', 'zipCode', 'emailAddress', 'resellerCode'],
    built: () => addOnPurchasePayload(ADD_ONS, GUEST),
  },
  {
    spec: '000 §7 add-on price',
    operation: 'POST /public/add-on_plan/purchase/price',
    fields: ['zipCode', 'addOnPlanIds'],
    built: () => addOnQuotePayload(ADD_ONS),
  },
];
