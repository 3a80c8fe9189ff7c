import { eligibilityCheckPayload, type PersonalData } from './eligibility-payload';
import { withoutBlanks } from './prune';

/** The fields the carrier needs to file the data under its application (the document's required list). */
const REQUIRED_FIELDS = ['applicationId', 'firstName', 'lastName', 'dob'] as const;

/** The wizard holds these as text; the document takes numbers. */
const NUMBER_FIELDS = ['numberOfAdults', 'numberOfChildren', 'income', 'latitude', 'longitude'] as const;

/** The personal-data call's payload (the document's `PersonalDataRequest`). */
export type PersonalDataPayload = Partial<Record<string, string | number | boolean>> &
  Record<(typeof REQUIRED_FIELDS)[number], string>;

/** A held number as a number; text that is not one is left out rather than sent as the carrier would refuse it. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Held text as it is; anything else is left out. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The personal-data call of the enhanced-service page (spec 001 §7): the applicant's fields as the eligibility
 * check sends them (the same SSN and eligibility-code rules), plus the application's ids, its tribal confirmation
 * and coordinates. Undefined when the data cannot be filed: no application id, name or date of birth.
 */
export function personalDataPayload(data: PersonalData): PersonalDataPayload | undefined {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, numberOf(data[field])]));
  const payload: Partial<Record<string, unknown>> = withoutBlanks({
    ...eligibilityCheckPayload(data),
    applicationId: textOf(data.applicationId),
    eligibilityCheckId: textOf(data.eligibilityCheckId),
    tribalStatusConfirmed:
      typeof data.tribalStatusConfirmed === 'boolean' ? data.tribalStatusConfirmed : undefined,
    coordinateSource: textOf(data.coordinateSource),
    ...numbers,
  });
  const filed = REQUIRED_FIELDS.every((field) => typeof payload[field] === 'string');
  return filed ? (payload as PersonalDataPayload) : undefined;
}
