// Checked by the package's typecheck (`tsc -p .`): each `@ts-expect-error` below must be an error, so a builder
// that accepted a wrong shape, or answered another type than the document's body, fails the typecheck.
import type { components } from '@carrier/contracts/types';
import { expectTypeOf } from 'vitest';
import { deviceClaimPayload } from './device-claim-payload';
import { applicantFields, eligibilityCheckPayload } from './eligibility-payload';
import { enrolmentPayload, subscriberEnrolmentPayload } from './enrolment-payload';
import { nladVerifyPayload } from './nlad-verify-payload';
import { personalDataPayload } from './personal-data-payload';
import { withoutBlanks } from './prune';
import {
  addOnPurchasePayload,
  addOnQuotePayload,
  simPurchasePayload,
  simQuotePayload,
} from './purchase-payload';
import { registrationPayload } from './registration-payload';

type Schemas = components['schemas'];

const consent = { consentTimeZoneId: 'UTC-05:00', consentDateTime: '2025-03-01T14:22:05Z' };
const saved = {
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  contactPhoneNumber: '2125550143',
  shippingAddress1: '350 Fifth Avenue',
  shippingCity: 'New York',
  shippingState: 'NY',
  shippingZipcode: '10118',
  dob: '05/17/1990',
  applicationId: 'A24-000001',
  ebbpTribalBenefitFlag: '0' as const,
};
const subscriber = { ...saved, phone: saved.contactPhoneNumber };
const order = {
  planPricingIds: [12],
  addOnPlanIds: [],
  shippingCountry: 'US',
  shippingState: 'NY',
  shippingCity: 'New York',
  shippingZipcode: '10118',
  shippingAddress1: '350 Fifth Avenue',
};
const addOns = { addOnPlanIds: [22], country: 'US', zipCode: '10118' };
const guest = { emailAddress: 'maria.lopez@example.com' };
const quote: Schemas['SimPriceRequest'] = { shippingCountry: 'US', planPricingIds: [12], addOnPlanIds: [] };

// Each builder answers the document's request body of its operation.
expectTypeOf(enrolmentPayload(saved, consent, { transfer: false })).toEqualTypeOf<
  Schemas['NladEnrollmentRequest']
>();
expectTypeOf(enrolmentPayload(saved, consent, { transfer: true })).toEqualTypeOf<
  Schemas['NladTransferRequest']
>();
expectTypeOf(subscriberEnrolmentPayload(subscriber, consent, { transfer: false })).toEqualTypeOf<
  Schemas['SubscriberNladEnrollmentRequest']
>();
expectTypeOf(subscriberEnrolmentPayload(subscriber, consent, { transfer: true })).toEqualTypeOf<
  Schemas['SubscriberNladTransferRequest']
>();
expectTypeOf(nladVerifyPayload(saved, consent)).toEqualTypeOf<Schemas['NladVerifyRequest']>();
expectTypeOf(
  deviceClaimPayload(
    { ...saved, primaryAddress1: 'a', primaryCity: 'b', primaryState: 'NY', primaryZipCode: '10118' },
    'NL1',
    1,
  ),
).toEqualTypeOf<Schemas['DeviceClaimRequest']>();
expectTypeOf(eligibilityCheckPayload({})).toEqualTypeOf<Schemas['EligibilityCheckRequest'] | undefined>();
expectTypeOf(personalDataPayload({})).toEqualTypeOf<Schemas['PersonalDataRequest'] | undefined>();
expectTypeOf(simQuotePayload(order)).toEqualTypeOf<Schemas['SimPriceRequest']>();
expectTypeOf(simPurchasePayload(order)).toEqualTypeOf<Schemas['SubscriberSimPurchaseRequest']>();
expectTypeOf(simPurchasePayload(order, guest)).toEqualTypeOf<Schemas['SimPurchaseRequest']>();
expectTypeOf(addOnQuotePayload(addOns)).toEqualTypeOf<Schemas['AddOnPriceRequest']>();
expectTypeOf(addOnPurchasePayload(addOns)).toEqualTypeOf<Schemas['SubscriberAddOnPurchaseRequest']>();
expectTypeOf(addOnPurchasePayload(addOns, guest)).toEqualTypeOf<Schemas['AddOnPurchaseRequest']>();
expectTypeOf(registrationPayload({ email: 'a@b.co', password: 'x', passwordConfirm: 'x' })).toEqualTypeOf<
  Schemas['RegistrationRequest']
>();

// A field the body does not name, even one spread in from a form.
// @ts-expect-error `emailAddress` is not a field of the SIM quote
withoutBlanks<Schemas['SimPriceRequest']>()({ ...quote, emailAddress: 'maria.lopez@example.com' });
const withState = { ...saved, ssn4: '4821', resellerCode: null, tribal: true };
// @ts-expect-error `tribal` is the wizard's, not the enrolment's
withoutBlanks<Schemas['NladTransferRequest']>()({ ...withState, ...consent, shippingCountry: 'US' });

// @ts-expect-error the held answers name no `firstNmae`
applicantFields({ firstNmae: 'Ana' });

// A required field missing.
// @ts-expect-error the guest's purchase needs `emailAddress`
withoutBlanks<Schemas['SimPurchaseRequest']>()({ ...quote, ...order, paymentGateway: 'stripe' });
// @ts-expect-error a registration needs the password's confirmation
registrationPayload({ email: 'a@b.co', password: 'x' });

// A value of the wrong type, or a blank where the body requires a value.
// @ts-expect-error plan pricing ids are numbers
withoutBlanks<Schemas['SimPriceRequest']>()({ ...quote, planPricingIds: ['12'] });
// @ts-expect-error the gateway is the document's enum
withoutBlanks<Schemas['CheckoutFields']>()({ paymentGateway: 'paypal' });
// @ts-expect-error a required field may not be null
withoutBlanks<Schemas['SimPriceRequest']>()({ ...quote, shippingCountry: null });
// @ts-expect-error a guest's purchase through the subscriber's overload is not the guest's body
expectTypeOf(simPurchasePayload(order)).toEqualTypeOf<Schemas['SimPurchaseRequest']>();

// Blank optional fields are allowed: the builder drops them.
withoutBlanks<Schemas['SimPriceRequest']>()({ ...quote, shippingZipcode: null });
withoutBlanks<Schemas['NladVerifyRequest']>()({
  applicationId: 'A24-000001',
  firstName: 'Maria',
  lastName: 'Lopez',
  dob: '05/17/1990',
  ...consent,
  ssn4: undefined,
  shippingAddress2: '',
  emailAddress: null,
});
