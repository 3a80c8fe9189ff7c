import type { components } from '@carrier/contracts/types';
import { withoutBlanks } from './prune';

/** The status lookup's ids as the form holds them (spec 001 §5: at least one). */
export interface StatusLookupIds {
  applicationId?: string | null;
  eligibilityCheckId?: string | null;
}

/** The status check (spec 001 §7): the ids given, trimmed, an empty one left out, and the site's address. */
export function statusLookupPayload(
  ids: StatusLookupIds,
  carrierUrl: string,
): components['schemas']['EligibilityStatusRequest'] {
  return withoutBlanks<components['schemas']['EligibilityStatusRequest']>()({
    applicationId: ids.applicationId?.trim(),
    eligibilityCheckId: ids.eligibilityCheckId?.trim(),
    carrierUrl,
  });
}
