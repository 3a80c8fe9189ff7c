import { LIMITS } from '../constants';
import type { FieldErrors } from '../messages';
import { collect, failIf, isBlank, type Text, text } from './rules';

/** The activation form: ESN (SIM tab) or MDN (add-on tab), and the activation code. */
export interface ActivationInput {
  number?: Text;
  activationCode?: Text;
}

/** A checked field of the activation form. */
export type ActivationField = 'number' | 'activationCode';

const max = { max: LIMITS.activationMaxLength };

/** The activation form (spec 000 §5): both required, at most 20 characters each, the number digits only. */
export function validateActivation(input: ActivationInput): FieldErrors<ActivationField> {
  return collect<ActivationField>({
    number:
      failIf(isBlank(input.number), 'activation.numberRequired') ??
      failIf(!/^\d+$/.test(text(input.number)), 'activation.numberDigits') ??
      failIf(text(input.number).length > max.max, 'activation.numberTooLong', max),
    activationCode:
      failIf(isBlank(input.activationCode), 'activation.codeRequired') ??
      failIf(text(input.activationCode).length > max.max, 'activation.codeTooLong', max),
  });
}

/** Continue is enabled once both inputs hold something. */
export function canContinueActivation(input: ActivationInput): boolean {
  return !isBlank(input.number) && !isBlank(input.activationCode);
}
