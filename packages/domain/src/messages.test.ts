import { describe, expect, it } from 'vitest';
import { catalogueMessage, fillText, joinedNotice, type MessageId, messageOf, messages } from './messages';

describe('messages', () => {
  it('holds each English text once', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses dotted <group>.<name> ids', () => {
    for (const id of Object.keys(messages)) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  // Every quoted English text of both specifications (copy, not data markers), verbatim.
  it.each([
    'Plan ID not found',
    'Add-on ID not found',
    'Add-on not found',
    'Payment ID not found',
    'Email not found',
    'Invoice ID not found',
    'Plan not found, please contact support',
    'Please select an addon',
    'Check your email for the verification code',
    'You are successfully registered',
    'Something went wrong, please try again later',
    'Endpoint request timed out',
    'HTTP Status 403 - Access is denied',
    'Something went wrong',
    'Email is required',
    'Email Invalid',
    'Country is required',
    'State is required',
    'City is required',
    'ZipCode is required',
    'ZipCode should be 5 digits',
    'Shipping Address is required',
    'Shipping Address Invalid',
    'First name is empty',
    'Last name is empty',
    'All fields are mandatory',
    'This email is registered already',
    'Email is mandatory',
    'Password & confirm password must be same',
    'Payment Successful!',
    'Payment Failed!',
    'Payment Pending',
    'Payment Received Successfully',
    'MO',
    'Day(s)',
    'Y',
    "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.",
    'Zipcode you enter is invalid. Please try again.',
    'Cant find any state with this zip code. Please try another one.',
    'Zip code is mandatory',
    'First Name is mandatory',
    'Last name is mandatory',
    'DOB is mandatory',
    'Ssn should be 4 numbers',
    'Language is mandatory',
    'Contact Phone Number Invalid',
    'Contact Phone Number is required',
    'Contact Email Invalid',
    'Contact Email format is wrong',
    'Checkbox Invalid',
    'Checkbox is required',
    'Address Invalid',
    'Address is required',
    'State Invalid',
    'Zip Code Invalid',
    'Zipcode format is wrong',
    'Zip Code is required',
    'Checkbox is mandatory',
    'MK is mandatory',
    'First character of first name and first character of last name is not correct',
    'School name is mandatory',
    'You are likely not qualified based on Low Income',
    'Tribal number is mandatory',
    'Signature is mandatory',
    'Signature is wrong',
    'Initial {n} is wrong',
    'First name is required',
    'DOB is required',
    'Phone Number Invalid',
    'Phone Number is required',
    'All field with * are required',
    'Choose a device',
    'required',
    'One of the field should not be empty',
    'First Name required.',
    'Second name required.',
    'Email required.',
    'Email invalid.',
    'Phone required.',
    'Message required.',
    'Email is empty.',
    'You qualified for Tribal benefits',
    "Sorry, you don't qualify for Tribal",
    'Current application ID is not eligible for transfer',
    'Application ID not found',
    'Order not found',
    'NLAD subscriber ID not found',
    'Please fill in all the required fields',
    'Stripe link not found',
    'Error',
    'Resubmit',
    'Start your application now!',
    'Congratulation!',
    'Congratulation! You are qualified',
    'Live on Tribal lands?',
    'Confirm Tribal Qualification',
    'See Characteristics',
    'Get this tablet',
    'Enroll now',
    'Enrolment submitted',
    'Profile completed successfully',
    'Back to Account Dashboard',
    'Back to Home',
    'Check Order Status',
    'Check Your Rate',
    'See Other Add-ons',
    'Send code again',
    'Home page',
    'My account',
    'Apply now',
    'Buy now',
    'Buy Now',
  ])('has %j', (text) => {
    expect(Object.values(messages)).toContain(text);
  });

  it.each<[MessageId, Record<string, number> | undefined, string]>([
    ['agreement.initialWrong', { n: 3 }, 'Initial 3 is wrong'],
    ['personalInfo.underage', { age: 18 }, 'You must be at least 18 years old'],
    ['toast.planIdNotFound', undefined, 'Plan ID not found'],
  ])('messageOf(%s) fills its text', (id, values, text) => {
    expect(messageOf(id, values)).toEqual(values ? { id, text, values } : { id, text });
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillText('Initial {n} is wrong {m}', { n: 1 })).toBe('Initial 1 is wrong {m}');
  });

  it.each([
    ['Plan ID not found', messageOf('toast.planIdNotFound')],
    ['Card declined', undefined],
    ['Initial {n} is wrong', undefined],
  ])('catalogueMessage(%j) finds the text by its English words', (text, message) => {
    expect(catalogueMessage(text)).toEqual(message);
  });

  it('joins several texts into one notice, keeping each for translation', () => {
    const parts = [messageOf('purchase.zipDigits'), messageOf('purchase.cityRequired')];
    expect(joinedNotice(parts)).toEqual({ text: 'ZipCode should be 5 digits. City is required', parts });
    expect(joinedNotice(parts.slice(0, 1))).toEqual(parts[0]);
  });
});
