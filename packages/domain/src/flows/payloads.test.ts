import { describe, expect, it } from 'vitest';
import { deviceClaimPayload } from './device-claim-payload';
import { enrolmentPayload, subscriberEnrolmentPayload } from './enrolment-payload';
import {
  addOnPurchasePayload,
  addOnQuotePayload,
  simPurchasePayload,
  simQuotePayload,
} from './purchase-payload';
import { registrationPayload } from './registration-payload';

const consent = { consentTimeZoneId: 'UTC-05:00', consentDateTime: '2025-03-01T14:22:05Z' };
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
};

describe('enrolment payloads', () => {
  it.each([
    [
      'a new enrolment certifies and may order a device',
      { transfer: false, deviceModelId: 1 },
      { acpCertInd: '1', deviceModelId: 1 },
    ],
    ['a transfer does not certify', { transfer: true }, {}],
  ])('guest: %s', (_case, kind, extra) => {
    const { shippingAddress2: _empty, ...sent } = saved;
    expect(enrolmentPayload(saved, consent, kind)).toEqual({
      ...sent,
      shippingCountry: 'US',
      ...consent,
      ...extra,
    });
  });

  it.each([
    [
      { transfer: false, deviceModelId: 1 },
      { acpCertInd: '1', deviceModelId: 1 },
    ],
    [{ transfer: true }, {}],
  ])(
    'subscriber %j: the spec’s payload, without an application id when the site holds none',
    (kind, extra) => {
      const form = {
        shippingAddress1: '1200 Brickell Avenue',
        shippingCity: 'Miami',
        shippingState: 'FL',
        shippingZipcode: '33131',
        phone: '3055550198',
        ebbpTribalBenefitFlag: '0' as const,
      };
      expect(subscriberEnrolmentPayload(form, consent, kind)).toEqual({
        paymentGateway: 'stripe',
        shippingAddress: '1200 Brickell Avenue',
        shippingCity: 'Miami',
        shippingState: 'FL',
        shippingCountry: 'US',
        shippingZipcode: '33131',
        phoneNumber: '3055550198',
        ebbpTribalBenefitFlag: '0',
        ...consent,
        ...extra,
      });
    },
  );

  it('subscriber: carries the saved application, made before logging in (DESIGN.md)', () => {
    const form = {
      shippingAddress1: '1200 Brickell Avenue',
      shippingCity: 'Miami',
      shippingState: 'FL',
      shippingZipcode: '33131',
      phone: '3055550198',
      ebbpTribalBenefitFlag: '0' as const,
      applicationId: 'A24-000001',
    };
    expect(subscriberEnrolmentPayload(form, consent, { transfer: true })).toMatchObject({
      applicationId: 'A24-000001',
      shippingAddress: '1200 Brickell Avenue',
    });
  });
});

describe('deviceClaimPayload', () => {
  it('sends the form without its SSN, with the subscriber id, the device and stripe', () => {
    const form = {
      firstName: 'Maria',
      lastName: 'Lopez',
      emailAddress: 'maria.lopez@example.com',
      primaryAddress1: '350 Fifth Avenue',
      primaryCity: 'New York',
      primaryState: 'NY',
      primaryZipCode: '10118',
      dob: '05/17/1990',
      ssn4: '4821',
    };
    const { ssn4: _, ...sent } = form;
    expect(deviceClaimPayload(form, 'NL0000001', 1)).toEqual({
      ...sent,
      nladSubscriberId: 'NL0000001',
      deviceId: 1,
      paymentGateway: 'stripe',
    });
  });
});

describe('registrationPayload', () => {
  it('sends the short shape as it is, without empty fields', () => {
    expect(
      registrationPayload({ email: 'a@b.co', password: 'x', passwordConfirm: 'x', resellerCode: '' }),
    ).toEqual({
      email: 'a@b.co',
      password: 'x',
      passwordConfirm: 'x',
    });
  });
});

describe('purchase payloads', () => {
  it.each([
    ['a US address keeps its zip', 'US', { addOnPlanIds: [22], zipCode: '10118' }],
    ['another country clears it', 'MX', { addOnPlanIds: [22] }],
  ])('add-on quote: %s', (_case, country, payload) => {
    expect(addOnQuotePayload({ addOnPlanIds: [22], country, zipCode: '10118' })).toEqual(payload);
  });

  it('add-on purchase: stripe and the guest’s e-mail', () => {
    expect(addOnPurchasePayload({ addOnPlanIds: [22], country: 'MX' }, { emailAddress: 'a@b.co' })).toEqual({
      addOnPlanIds: [22],
      paymentGateway: 'stripe',
      emailAddress: 'a@b.co',
    });
  });

  it('SIM quote and purchase carry the order; the purchase adds stripe and the guest', () => {
    const order = {
      planPricingIds: [12],
      addOnPlanIds: [],
      shippingCountry: 'US',
      shippingState: 'NY',
      shippingCity: 'New York',
      shippingZipcode: '10118',
      shippingAddress1: '350 Fifth Avenue',
    };
    expect(simQuotePayload(order)).toEqual({
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: [12],
      addOnPlanIds: [],
    });
    expect(simPurchasePayload(order, { emailAddress: 'a@b.co', resellerCode: 'RS-ALPHA' })).toEqual({
      ...order,
      paymentGateway: 'stripe',
      emailAddress: 'a@b.co',
      resellerCode: 'RS-ALPHA',
    });
    expect(simPurchasePayload(order)).toEqual({ ...order, paymentGateway: 'stripe' });
  });
});
