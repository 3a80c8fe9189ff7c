import { LIMITS } from '../constants';
import type { FieldErrors } from '../messages';
import { collect, failIf, isBlank, type Text, text } from './rules';

/** The verify-email page's code (spec 000 §5): required, six characters. */
export function validateVerificationCode(input: { code?: Text }): FieldErrors<'code'> {
  const length = LIMITS.verificationCodeLength;
  return collect({
    code:
      failIf(isBlank(input.code), 'emailCode.required') ??
      failIf(text(input.code).length !== length, 'emailCode.length', { length }),
  });
}
