import type { FieldErrors } from '../messages';
import { collect, failIf, hasMinLength, isBlank, isEmail, isLooseEmail, type Text } from './rules';

/** The contact form. */
export interface ContactFormInput {
  firstName?: Text;
  lastName?: Text;
  email?: Text;
  phone?: Text;
  message?: Text;
}

/** A checked field of the contact form. */
export type ContactFormField = keyof ContactFormInput;

/** The contact form (spec 001 §5): every field at least 2 characters, the e-mail a simple address. */
export function validateContactForm(input: ContactFormInput): FieldErrors<ContactFormField> {
  return collect<ContactFormField>({
    firstName: failIf(!hasMinLength(input.firstName), 'contactForm.firstNameRequired'),
    lastName: failIf(!hasMinLength(input.lastName), 'contactForm.lastNameRequired'),
    email:
      failIf(!hasMinLength(input.email), 'contactForm.emailRequired') ??
      failIf(!isEmail(input.email), 'contactForm.emailInvalid'),
    phone: failIf(!hasMinLength(input.phone), 'contactForm.phoneRequired'),
    message: failIf(!hasMinLength(input.message), 'contactForm.messageRequired'),
  });
}

/** The sorry page's e-mail box (spec 001 §5): not empty, then the looser something@something pattern. */
export function validateSorryEmail(input: { email?: Text }): FieldErrors<'email'> {
  return collect({
    email:
      failIf(isBlank(input.email), 'sorry.emailEmpty') ??
      failIf(!isLooseEmail(input.email), 'contactForm.emailInvalid'),
  });
}
