import type { components } from '@carrier/contracts/types';
import { type Applicant, anApplicant, usDate } from './applicant';

type Schemas = components['schemas'];
export type Transfer = Schemas['NladTransferRequest'];
export type Enrolment = Schemas['NladEnrollmentRequest'];
export type DeviceClaim = Schemas['DeviceClaimRequest'];

/**
 * The shipping form of a benefit transfer, as the site sends it for an applicant (by default `anApplicant()`): their
 * names, e-mail, phone and birth date, shipped to their own address, with the consent given in New York's zone.
 */
export function aTransfer(overrides: Partial<Transfer> = {}, applicant: Applicant = anApplicant()): Transfer {
  return {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    emailAddress: applicant.contactEmail,
    contactPhoneNumber: applicant.contactPhoneNumber,
    shippingAddress1: applicant.address,
    shippingCity: applicant.city,
    shippingState: applicant.state,
    shippingZipcode: applicant.zipCode,
    shippingCountry: 'US',
    dob: usDate(applicant.dob),
    applicationId: 'A24-000123',
    ebbpTribalBenefitFlag: '0',
    consentTimeZoneId: 'UTC-05:00',
    consentDateTime: '2025-03-01T14:22:05.000Z',
    ...overrides,
  };
}

/** An enrolment: a transfer's form with the ACP certification ticked. */
export function anEnrolment(
  overrides: Partial<Enrolment> = {},
  applicant: Applicant = anApplicant(),
): Enrolment {
  return { ...aTransfer({}, applicant), acpCertInd: '1', ...overrides };
}

/** A claim of device 1 paid through Stripe, with the applicant's names, e-mail, address and birth date. */
export function aDeviceClaim(
  overrides: Partial<DeviceClaim> = {},
  applicant: Applicant = anApplicant(),
): DeviceClaim {
  return {
    nladSubscriberId: 'NL00000AB',
    deviceId: 1,
    paymentGateway: 'stripe',
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    emailAddress: applicant.contactEmail,
    primaryAddress1: applicant.address,
    primaryCity: applicant.city,
    primaryState: applicant.state,
    primaryZipCode: applicant.zipCode,
    dob: usDate(applicant.dob),
    ...overrides,
  };
}
