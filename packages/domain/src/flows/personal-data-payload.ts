import type { components } from '@carrier/contracts/types';
import { applicantFields, numberOf, type PersonalData, textOf } from './eligibility-payload';
import { withoutBlanks } from './prune';

/** The personal-data call's payload (the document's `PersonalDataRequest`). */
export type PersonalDataPayload = components['schemas']['PersonalDataRequest'];

/**
 * The personal-data call of the enhanced-service page (spec 001 §7): the applicant's fields as the eligibility
 * check sends them (the same SSN and eligibility-code rules), plus the application's ids, its tribal confirmation
 * and coordinates. Undefined when the data cannot be filed: no application id, name or date of birth.
 */
export function personalDataPayload(data: PersonalData): PersonalDataPayload | undefined {
  const { firstName, lastName, dob, ...applicant } = applicantFields(data);
  const applicationId = textOf(data.applicationId);
  if (!applicationId || !firstName || !lastName || !dob) return undefined;
  return withoutBlanks<PersonalDataPayload>()({
    ...applicant,
    firstName,
    lastName,
    dob,
    applicationId,
    eligibilityCheckId: textOf(data.eligibilityCheckId),
    tribalStatusConfirmed:
      typeof data.tribalStatusConfirmed === 'boolean' ? data.tribalStatusConfirmed : undefined,
    coordinateSource: textOf(data.coordinateSource),
    latitude: numberOf(data.latitude),
    longitude: numberOf(data.longitude),
  });
}
