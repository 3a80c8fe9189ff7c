import type { FieldErrors } from '@carrier/domain';
import { FIELD_VALIDATION_MESSAGE } from '@carrier/scenarios';
import type { Schemas } from '../../store/schemas';

/** The carrier's 400 for failed checks of the domain's form rules; undefined when every check passed. */
export function fieldValidationFailed(
  errors: FieldErrors<string>,
): { status: 400; body: Schemas['Error'] } | undefined {
  const problems = Object.entries(errors).flatMap(([field, failure]) => {
    if (!failure) return [];
    // `form` is the domain's name for a failure of the whole form, not a request field.
    return [field === 'form' ? { message: failure.text } : { field, message: failure.text }];
  });
  if (problems.length === 0) return undefined;
  return {
    status: 400,
    body: { error: 'FIELD_VALIDATION_FAILED', message: FIELD_VALIDATION_MESSAGE, errors: problems },
  };
}
