import { LIMITS } from '../../constants';
import type { FieldErrors } from '../../messages';
import { collect, failIf, isBlank, type Text, text } from '../rules';

/** Step 5, tribal status. */
export interface TribalStatusInput {
  checkTribal?: boolean | null;
  tribalId?: Text;
}

/** Step 5 (spec 001 §5): when the box is checked, a tribal number of at most 24 digits. */
export function validateTribalStatus(input: TribalStatusInput): FieldErrors<'tribalId'> {
  const max = LIMITS.tribalIdMaxLength;
  return collect({
    tribalId:
      input.checkTribal === true
        ? (failIf(isBlank(input.tribalId), 'tribal.numberMandatory') ??
          failIf(!new RegExp(`^\\d{1,${max}}$`).test(text(input.tribalId)), 'tribal.numberInvalid', { max }))
        : undefined,
  });
}

/** Unchecking the tribal box clears the tribal number. */
export function toggleTribal<Input extends TribalStatusInput>(input: Input, checked: boolean): Input {
  return { ...input, checkTribal: checked, tribalId: checked ? input.tribalId : '' };
}
