import type { FieldErrors } from '../messages';
import { collect, failIf, isBlank, type Text } from './rules';

/** The status lookup pages: at least one of the two ids (spec 001 §5). */
export function validateStatusLookup(input: {
  applicationId?: Text;
  eligibilityCheckId?: Text;
}): FieldErrors<'form'> {
  return collect({
    form: failIf(
      isBlank(input.applicationId) && isBlank(input.eligibilityCheckId),
      'statusLookup.oneRequired',
    ),
  });
}
