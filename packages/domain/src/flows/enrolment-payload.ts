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

const certification = (kind: EnrolmentKind) => (kind.transfer ? {} : { acpCertInd: ACP.acpCertInd });

/** A guest's enrolment or transfer (spec 001 §3, §7): the saved data, consent time, US shipping. */
export function enrolmentPayload(saved: SavedEnrolmentData, consent: Consent, kind: EnrolmentKind) {
  return withoutBlanks({
    ...saved,
    shippingCountry: ACP.shippingCountry,
    ...consent,
    ...certification(kind),
    deviceModelId: kind.deviceModelId,
  });
}

/**
 * A subscriber's enrolment or transfer: the spec's subscriber payload (§3), plus the saved application when the
 * site holds one, so that applying before logging in enrols that application (DESIGN.md).
 */
export function subscriberEnrolmentPayload(
  form: SubscriberEnrolmentForm,
  consent: Consent,
  kind: EnrolmentKind,
) {
  return withoutBlanks({
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
    ...certification(kind),
    ...consent,
  });
}
