import { type Message, type MessageId, messageOf } from '../messages';

/** How a request field fails: absent or empty, or present but breaking its rule. */
export type FieldProblemKind = 'missing' | 'invalid';

type FieldTexts = Partial<Record<FieldProblemKind, MessageId>>;

const email: FieldTexts = { missing: 'purchase.emailRequired', invalid: 'purchase.emailInvalid' };
const zip: FieldTexts = { missing: 'purchase.zipRequired', invalid: 'purchase.zipDigits' };
const shippingAddress: FieldTexts = {
  missing: 'purchase.addressRequired',
  invalid: 'purchase.addressInvalid',
};
const country: FieldTexts = { missing: 'purchase.countryRequired' };
const state: FieldTexts = { missing: 'purchase.stateRequired', invalid: 'contactInfo.stateInvalid' };
const city: FieldTexts = { missing: 'purchase.cityRequired' };
const phone: FieldTexts = { missing: 'enrolmentForm.phoneRequired', invalid: 'enrolmentForm.phoneInvalid' };
const initials: FieldTexts = { missing: 'household.mkMandatory' };

/**
 * The spec's words for a request field's rule, by the field's name in the carrier's payloads (both specs' forms
 * send these fields; the form that words the rule gives the text). Fields whose rule no spec words are absent.
 */
const FIELD_TEXTS: Readonly<Record<string, FieldTexts>> = {
  email: { missing: 'register.emailMandatory', invalid: 'purchase.emailInvalid' },
  emailAddress: email,
  contactEmail: { missing: 'contactInfo.emailInvalid', invalid: 'contactInfo.emailFormat' },
  zipCode: zip,
  zipcode: zip,
  shippingZipcode: zip,
  primaryZipCode: zip,
  contactZipCode: { missing: 'contactInfo.zipRequired', invalid: 'contactInfo.zipFormat' },
  shippingAddress1: shippingAddress,
  shippingAddress: shippingAddress,
  primaryAddress1: shippingAddress,
  address: { missing: 'contactInfo.addressRequired', invalid: 'contactInfo.addressInvalid' },
  contactAddress: { missing: 'contactInfo.addressRequired', invalid: 'contactInfo.addressInvalid' },
  country,
  shippingCountry: country,
  state,
  shippingState: state,
  primaryState: state,
  contactState: state,
  city,
  shippingCity: city,
  primaryCity: city,
  contactCity: city,
  ssn4: { missing: 'personalInfo.ssnFourNumbers', invalid: 'personalInfo.ssnFourNumbers' },
  contactPhoneNumber: { missing: 'contactInfo.phoneRequired', invalid: 'contactInfo.phoneInvalid' },
  phone,
  phoneNumber: phone,
  firstName: { missing: 'enrolmentForm.firstNameRequired', invalid: 'enrolmentForm.firstNameInvalid' },
  lastName: { missing: 'enrolmentForm.lastNameRequired', invalid: 'enrolmentForm.lastNameInvalid' },
  dob: { missing: 'enrolmentForm.dobRequired' },
  language: { missing: 'personalInfo.languageMandatory' },
  MK1: initials,
  MK2: initials,
  tribalId: { missing: 'tribal.numberMandatory' },
  schoolName: { missing: 'qualification.schoolNameMandatory' },
  deviceId: { missing: 'device.choose' },
  mdn: { missing: 'activation.numberRequired', invalid: 'activation.numberDigits' },
  activationCode: { missing: 'activation.codeRequired' },
};

/** A form whose spec words its fields' rules its own way. */
export type FieldForm = 'registration';

const mandatory: FieldTexts = { missing: 'common.allFieldsMandatory' };

/** The registration page's words (spec 000 §5, §8): names 'is empty', any other field 'All fields are mandatory'. */
const FORM_TEXTS: Readonly<Record<FieldForm, Readonly<Record<string, FieldTexts>>>> = {
  registration: {
    firstName: { missing: 'register.firstNameEmpty' },
    lastName: { missing: 'register.lastNameEmpty' },
    email: { missing: 'register.emailMandatory', invalid: 'purchase.emailInvalid' },
    phone: mandatory,
    shippingAddress1: mandatory,
    city: mandatory,
    state: mandatory,
    country: mandatory,
    zipcode: mandatory,
    password: mandatory,
    passwordConfirm: mandatory,
  },
};

/**
 * The spec's text for a request field's problem (`shippingZipcode` invalid: 'ZipCode should be 5 digits'); a
 * form with its own words for the field wins.
 */
export function fieldMessage(field: string, kind: FieldProblemKind, form?: FieldForm): Message | undefined {
  const id = (form && FORM_TEXTS[form][field]?.[kind]) ?? FIELD_TEXTS[field]?.[kind];
  return id === undefined ? undefined : messageOf(id);
}
