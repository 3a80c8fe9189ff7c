// Ids are `<group>.<name>`: the group is the form or page that names the text first; other forms using the
// same words reuse its id, so each text is here once. Texts are verbatim; placeholders use ICU syntax
// (`{n}`), which react-intl reads. Entries under a "not worded by the spec" comment fill a rule whose words
// the spec does not give.
/** Every English text of both specifications, by message id. */
export const messages = {
  // Shared
  'common.allFieldsMandatory': 'All fields are mandatory',
  'common.somethingWentWrong': 'Something went wrong, please try again later',
  'common.timedOut': 'Endpoint request timed out',
  'common.accessDenied': 'HTTP Status 403 - Access is denied',
  'common.error': 'Error',
  'common.resubmit': 'Resubmit',
  'common.myAccount': 'My account',
  'common.applyNow': 'Apply now',
  'common.enrollNow': 'Enroll now',

  // Toasts
  'toast.planIdNotFound': 'Plan ID not found',
  'toast.addonIdNotFound': 'Add-on ID not found',
  'toast.addonNotFound': 'Add-on not found',
  'toast.paymentIdNotFound': 'Payment ID not found',
  'toast.emailNotFound': 'Email not found',
  'toast.invoiceIdNotFound': 'Invoice ID not found',
  'toast.planNotFound': 'Plan not found, please contact support',
  'toast.selectAddon': 'Please select an addon',
  'toast.codeSent': 'Check your email for the verification code',
  'toast.registered': 'You are successfully registered',
  'toast.orderNotFound': 'Order not found',
  'toast.nladSubscriberIdNotFound': 'NLAD subscriber ID not found',
  'toast.fillRequiredFields': 'Please fill in all the required fields',
  'toast.stripeLinkNotFound': 'Stripe link not found',

  // Plan and add-on purchase: the delivery form
  'purchase.emailRequired': 'Email is required',
  'purchase.emailInvalid': 'Email Invalid',
  'purchase.countryRequired': 'Country is required',
  'purchase.stateRequired': 'State is required',
  'purchase.cityRequired': 'City is required',
  'purchase.zipRequired': 'ZipCode is required',
  'purchase.zipDigits': 'ZipCode should be 5 digits',
  'purchase.addressRequired': 'Shipping Address is required',
  'purchase.addressInvalid': 'Shipping Address Invalid',
  'purchase.buyNow': 'Buy now',
  'purchase.seeOtherAddons': 'See Other Add-ons',

  // The $3 pay-as-you-go page
  'paygo.buyNow': 'Buy Now',

  // Plan periods
  'period.month': 'MO',
  'period.day': 'Day(s)',
  'period.year': 'Y',

  // International rates
  'rates.checkYourRate': 'Check Your Rate',

  // SIM and add-on activation; not worded by the spec
  'activation.numberRequired': 'Number is required',
  'activation.numberDigits': 'Number should contain digits only',
  'activation.numberTooLong': 'Number should be at most {max} characters',
  'activation.codeRequired': 'Activation code is required',
  'activation.codeTooLong': 'Activation code should be at most {max} characters',
  'activation.alreadyActivated': 'This SIM card is already activated',
  'activation.addonAlreadyActivated': 'This add-on plan is already activated', // not worded by the spec
  'activation.problem': 'There was a problem with the activation, please try again later',

  // Register step and registration
  'register.firstNameEmpty': 'First name is empty',
  'register.lastNameEmpty': 'Last name is empty',
  'register.emailMandatory': 'Email is mandatory',
  'register.emailRegistered': 'This email is registered already',
  'register.passwordMismatch': 'Password & confirm password must be same',
  'register.subscriberExists':
    "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.",

  // E-mail verification code
  'emailCode.sendAgain': 'Send code again',
  // not worded by the spec
  'emailCode.required': 'Verification code is required',
  'emailCode.length': 'Verification code should be {length} characters',

  // Payment result
  'payment.successful': 'Payment Successful!',
  'payment.failed': 'Payment Failed!',
  'payment.pending': 'Payment Pending',
  'payment.received': 'Payment Received Successfully',
  'payment.backToDashboard': 'Back to Account Dashboard',
  'payment.backToHome': 'Back to Home',
  'payment.checkOrderStatus': 'Check Order Status',

  // Error page
  'errorPage.default': 'Something went wrong',
  'errorPage.home': 'Home page',

  // Zip code page and its sorry page
  'zip.startApplication': 'Start your application now!',
  'zip.mandatory': 'Zip code is mandatory',
  'zip.invalid': 'Zipcode you enter is invalid. Please try again.',
  'zip.stateNotFound': 'Cant find any state with this zip code. Please try another one.',
  'sorry.emailEmpty': 'Email is empty.',

  // Wizard, every step
  'wizard.checkboxMandatory': 'Checkbox is mandatory',

  // Wizard step 1, personal information
  'personalInfo.firstNameMandatory': 'First Name is mandatory',
  'personalInfo.lastNameMandatory': 'Last name is mandatory',
  'personalInfo.dobMandatory': 'DOB is mandatory',
  'personalInfo.ssnFourNumbers': 'Ssn should be 4 numbers',
  'personalInfo.languageMandatory': 'Language is mandatory',
  // not worded by the spec
  'personalInfo.underage': 'You must be at least {age} years old',

  // Wizard step 2, contact information
  'contactInfo.phoneInvalid': 'Contact Phone Number Invalid',
  'contactInfo.phoneRequired': 'Contact Phone Number is required',
  'contactInfo.emailInvalid': 'Contact Email Invalid',
  'contactInfo.emailFormat': 'Contact Email format is wrong',
  'contactInfo.checkboxInvalid': 'Checkbox Invalid',
  'contactInfo.checkboxRequired': 'Checkbox is required',
  'contactInfo.addressInvalid': 'Address Invalid',
  'contactInfo.addressRequired': 'Address is required',
  'contactInfo.stateInvalid': 'State Invalid',
  'contactInfo.zipInvalid': 'Zip Code Invalid',
  'contactInfo.zipFormat': 'Zipcode format is wrong',
  'contactInfo.zipRequired': 'Zip Code is required',

  // Wizard step 3, household
  'household.mkMandatory': 'MK is mandatory',
  'household.mkWrong': 'First character of first name and first character of last name is not correct',

  // Wizard step 4, qualification
  'qualification.schoolNameMandatory': 'School name is mandatory',
  'qualification.lowIncome': 'You are likely not qualified based on Low Income',

  // Wizard step 5, tribal status
  'tribal.numberMandatory': 'Tribal number is mandatory',
  // not worded by the spec
  'tribal.numberInvalid': 'Tribal number should be at most {max} digits',

  // Wizard step 7, agreement
  'agreement.signatureMandatory': 'Signature is mandatory',
  'agreement.signatureWrong': 'Signature is wrong',
  'agreement.initialWrong': 'Initial {n} is wrong',

  // Profile completed page
  'profile.completed': 'Profile completed successfully',

  // Enhanced service (tribal) and eligible pages
  'enhanced.congratulation': 'Congratulation!',
  'enhanced.liveOnTribalLands': 'Live on Tribal lands?',
  'enhanced.confirmTribal': 'Confirm Tribal Qualification',
  'enhanced.tribalQualified': 'You qualified for Tribal benefits',
  'enhanced.tribalNotQualified': "Sorry, you don't qualify for Tribal",
  'enhanced.seeCharacteristics': 'See Characteristics',
  'enhanced.getTablet': 'Get this tablet',
  'eligible.qualified': 'Congratulation! You are qualified',

  // Shipping and enrolment form (also the device confirm form)
  'enrolmentForm.firstNameRequired': 'First name is required',
  'enrolmentForm.lastNameRequired': 'Last name is required',
  'enrolmentForm.dobRequired': 'DOB is required',
  'enrolmentForm.phoneInvalid': 'Phone Number Invalid',
  'enrolmentForm.phoneRequired': 'Phone Number is required',
  'enrolmentForm.allRequired': 'All field with * are required',
  // not worded by the spec
  'enrolmentForm.firstNameInvalid': 'First name Invalid',
  'enrolmentForm.lastNameInvalid': 'Last name Invalid',

  // Device choice, transfer and status lookup
  'device.choose': 'Choose a device',
  'transfer.required': 'required',
  'statusLookup.oneRequired': 'One of the field should not be empty',

  // Enrolment results
  'enrolment.submitted': 'Enrolment submitted',
  'enrolment.ineligibleForTransfer': 'Current application ID is not eligible for transfer',
  'enrolment.applicationNotFound': 'Application ID not found',
  // not in the spec: a saved application that another account enrolled or claimed (DESIGN.md)
  'enrolment.applicationOwnedByAnotherSubscriber': 'This application belongs to another account',
  // the spec names the subject ("rejected by the FCC for a missing document"), not the words
  'enrolment.rejectedDocuments': 'Your application was rejected by the FCC for a missing document',

  // The carrier's refusals, by code (carrier/error-messages.ts); the carrier's own words where the spec names none
  'carrier.sessionExpired': 'Your session has expired. Please log in again',
  'carrier.forbidden': 'Your account is not allowed to do this',
  'carrier.networkError': 'We could not reach the server. Check your connection and try again',
  'carrier.unreadableReply': 'We could not read the reply of the server, please try again later',
  'carrier.checkFields': 'Please check the information you entered',
  'carrier.fieldInvalid': 'This value is not valid',
  'carrier.invalidResellerCode': 'Invalid reseller code',
  'login.invalidCredentials': 'Invalid username or password',
  'login.emailNotVerified': 'Your email is not verified yet. Check your email for the verification code',
  'emailCode.invalid': 'Invalid verification code',
  'reset.invalidToken': 'The password reset link is invalid or has expired',
  'catalogue.pricingNotFound': 'Plan pricing not found',
  'rates.notFound': 'Rate not found',
  'purchase.shippingRateNotFound': 'Shipping rate not found for this country',
  'device.notFound': 'Device not found',
  'device.alreadyClaimed': 'A device benefit was already claimed for this subscriber',
  'activation.simNotFound': 'SIM card not found',
  'activation.portInFailed':
    'The current carrier rejected the port-in request. Check the account number and PIN.',
  'orders.fulfillmentNotFound': 'Fulfillment not found',
  'renewal.notFound': 'Renewal not found',
  'renewal.alreadyPaid': 'This renewal has already been paid',
  'renewal.expired': 'This renewal has expired',
  'benefit.stateNotSupported': 'The Affordable Connectivity Program is not available in this state yet',
  'tribal.idNotVerified': 'The tribal ID could not be verified',
  'eligibility.checkNotFound': 'Eligibility check not found',
  'enrolment.invalidApplicationId': 'Invalid application ID',
  'enrolment.duplicateSubscriber': 'The subscriber is already enrolled in the program',
  'enrolment.duplicateAddress': 'Another subscriber is already enrolled at this address',
  'enrolment.cannotUpdateDevice': 'The device benefit could not be updated for this subscriber',
  'contact.chatUnavailable': 'The chat service is unavailable',

  // Contact form (the sorry page reuses its 'Email invalid.')
  'contactForm.firstNameRequired': 'First Name required.',
  'contactForm.lastNameRequired': 'Second name required.',
  'contactForm.emailRequired': 'Email required.',
  'contactForm.emailInvalid': 'Email invalid.',
  'contactForm.phoneRequired': 'Phone required.',
  'contactForm.messageRequired': 'Message required.',
} as const;

/** Id of a catalogue text. */
export type MessageId = keyof typeof messages;

/** Values filling a text's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalogue text: its id (for translation), its English words with values filled, and the values. */
export interface Message {
  id: MessageId;
  text: string;
  values?: MessageValues;
}

/** A validation failure of one field: a catalogue text. */
export type FieldMessage = Message;

/** The failures of a form, by field; an empty object when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessage>>;

/**
 * Copy to show: a catalogue text; several catalogue texts shown as one (joined with '. ', `text` their English);
 * or (without id) words from outside the site, such as an error page's link, shown as they are.
 */
export type Notice = Message | { id?: undefined; text: string; parts?: readonly Message[] };

/** Several catalogue texts as one notice, joined with '. ' (spec 001 §8's error lists). */
export function joinedNotice(parts: readonly Message[]): Notice {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  return { text: parts.map((part) => part.text).join('. '), parts };
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillText(text: string, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The catalogue text of an id, with its placeholders filled. */
export function messageOf(id: MessageId, values?: MessageValues): Message {
  const text = fillText(messages[id], values);
  return values === undefined ? { id, text } : { id, text, values };
}

const idByText: ReadonlyMap<string, MessageId> = new Map(
  (Object.entries(messages) as [MessageId, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([id, text]) => [text, id]),
);

/** The catalogue text whose English words are `text` (without placeholders), if there is one. */
export function catalogueMessage(text: string): Message | undefined {
  const id = idByText.get(text);
  return id === undefined ? undefined : messageOf(id);
}
