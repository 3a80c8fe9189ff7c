import { LIMITS } from '../../constants';
import type { FieldErrors, FieldMessage } from '../../messages';
import { collect, failIf, hasMinLength, initialsMatch, type Text, text } from '../rules';

/** Step 7, the agreement: six initials, a typed signature and the agree box. */
export interface AgreementInput {
  initials: readonly Text[];
  signature?: Text;
  agree?: boolean | null;
}

/** One of the six initials boxes. */
export type InitialField = `initial${1 | 2 | 3 | 4 | 5 | 6}`;

/** A checked field of step 7. */
export type AgreementField = InitialField | 'signature' | 'agree';

/** The signature the agreement expects: first name, a space, last name. */
export function expectedSignature(name: { firstName?: Text; lastName?: Text }): string {
  return `${text(name.firstName)} ${text(name.lastName)}`;
}

// The signature is compared ignoring case and outer spaces.
/** Step 7 (spec 001 §5): six initials of first and last name, signature 'First Last', agree box. */
export function validateAgreement(
  input: AgreementInput,
  name: { firstName?: Text; lastName?: Text },
): FieldErrors<AgreementField> {
  const initials = Array.from({ length: LIMITS.agreementInitials }, (_, index) => {
    const n = index + 1;
    const wrong = !initialsMatch(input.initials[index], name.firstName, name.lastName);
    return [`initial${n}`, failIf(wrong, 'agreement.initialWrong', { n })] as const;
  });
  const signatureMatches = text(input.signature).toLowerCase() === expectedSignature(name).toLowerCase();
  return collect<AgreementField>({
    ...(Object.fromEntries(initials) as Record<InitialField, FieldMessage | undefined>),
    signature:
      failIf(!hasMinLength(input.signature), 'agreement.signatureMandatory') ??
      failIf(!signatureMatches, 'agreement.signatureWrong'),
    agree: failIf(input.agree !== true, 'wizard.checkboxMandatory'),
  });
}
