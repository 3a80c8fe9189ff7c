import type { components } from '@carrier/contracts/types';
import { PAYMENT_GATEWAY } from '../carrier/codes';
import { ACP } from '../constants';
import { withoutBlanks } from './prune';

/** The consent time data sent with an enrolment (spec 001 §7), from `consentTimeZoneId()` and the clock. */
export interface Consent {
  consentTimeZoneId: string;
  /** ISO date-time of the consent. */
  consentDateTime: string;
}

/** The saved shipping / enrolment data of a guest applicant (spec 001 §3). */
export interface SavedEnrolmentData {
  firstName: string;
  lastName: string;
  emailAddress: string;
  contactPhoneNumber: string;
  shippingAddress1: string;
  shippingAddress2?: string | null;
  shippingCity: string;
  shippingState: string;
  /** The applicant's state of residence (two-letter code), as the application gave it. */
  state?: string | null;
  shippingZipcode: string;
  /** mm/dd/yyyy */
  dob: string;
  applicationId: string;
  ebbpTribalBenefitFlag: '0' | '1';
  resellerCode?: string | null;
}

/** The subscriber's shipping and enrolment form: the profile supplies name, e-mail and date of birth. */
export interface SubscriberEnrolmentForm {
  shippingAddress1: string;
  shippingCity: string;
  shippingState: string;
  shippingZipcode: string;
  phone: string;
  ebbpTribalBenefitFlag: '0' | '1';
  /** The saved application, when the visitor applied before logging in (DESIGN.md). */
  applicationId?: string | null;
}

/** A new enrolment (with `acpCertInd`) or a transfer (without), and the device chosen with it, if any. */
export interface EnrolmentKind {
  transfer: boolean;
  deviceModelId?: number | null;
}

type Schemas = components['schemas'];
type Enrolment = EnrolmentKind & { transfer: false };
type Transfer = EnrolmentKind & { transfer: true };

/** A guest's enrolment or transfer (spec 001 §3, §7): the saved data, consent time, US shipping. */
export function enrolmentPayload(
  saved: SavedEnrolmentData,
  consent: Consent,
  kind: Enrolment,
): Schemas['NladEnrollmentRequest'];
export function enrolmentPayload(
  saved: SavedEnrolmentData,
  consent: Consent,
  kind: Transfer,
): Schemas['NladTransferRequest'];
export function enrolmentPayload(
  saved: SavedEnrolmentData,
  consent: Consent,
  kind: EnrolmentKind,
): Schemas['NladEnrollmentRequest'] | Schemas['NladTransferRequest'];
export function enrolmentPayload(saved: SavedEnrolmentData, consent: Consent, kind: EnrolmentKind) {
  const fields = {
    ...saved,
    shippingCountry: ACP.shippingCountry,
    ...consent,
    deviceModelId: kind.deviceModelId,
  };
  return kind.transfer
    ? withoutBlanks<Schemas['NladTransferRequest']>()(fields)
    : withoutBlanks<Schemas['NladEnrollmentRequest']>()({ ...fields, acpCertInd: ACP.acpCertInd });
}

/**
 * A subscriber's enrolment or transfer: the spec's subscriber payload (§3), plus the saved application when the
 * site holds one, so that applying before logging in enrols that application (DESIGN.md).
 */
export function subscriberEnrolmentPayload(
  form: SubscriberEnrolmentForm,
  consent: Consent,
  kind: Enrolment,
): Schemas['SubscriberNladEnrollmentRequest'];
export function subscriberEnrolmentPayload(
  form: SubscriberEnrolmentForm,
  consent: Consent,
  kind: Transfer,
): Schemas['SubscriberNladTransferRequest'];
export function subscriberEnrolmentPayload(
  form: SubscriberEnrolmentForm,
  consent: Consent,
  kind: EnrolmentKind,
): Schemas['SubscriberNladEnrollmentRequest'] | Schemas['SubscriberNladTransferRequest'];
export function subscriberEnrolmentPayload(
  form: SubscriberEnrolmentForm,
  consent: Consent,
  kind: EnrolmentKind,
) {
  const fields = {
    deviceModelId: kind.deviceModelId,
    paymentGateway: PAYMENT_GATEWAY,
    shippingAddress: form.shippingAddress1,
    shippingCity: form.shippingCity,
    shippingState: form.shippingState,
    shippingCountry: ACP.shippingCountry,
    shippingZipcode: form.shippingZipcode,
    phoneNumber: form.phone,
    applicationId: form.applicationId,
    ebbpTribalBenefitFlag: form.ebbpTribalBenefitFlag,
    ...consent,
  };
  return kind.transfer
    ? withoutBlanks<Schemas['SubscriberNladTransferRequest']>()(fields)
    : withoutBlanks<Schemas['SubscriberNladEnrollmentRequest']>()({ ...fields, acpCertInd: ACP.acpCertInd });
}
