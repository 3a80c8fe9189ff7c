import { carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import type { Notice } from '../messages';
import { ROUTES, withQuery } from './routes';

/** The eligibility check's reply, on submit and on load with stored ids. */
export interface EligibilityReply extends CarrierErrorBody {
  applicationId?: string | null;
  eligibilityCheckId?: string | null;
  status?: string | null;
  tribalStatusConfirmed?: boolean | null;
  _links?: {
    resolution?: { href?: string | null } | null;
    certification?: { href?: string | null } | null;
  } | null;
}

/** What an outcome asks the page to store. */
export interface EligibilitySave {
  applicationId?: string;
  eligibilityCheckId?: string;
  tribalStatusConfirmed?: boolean;
}

/** Where an eligibility reply leads. */
export type EligibilityOutcome =
  | { kind: 'redirect-external'; href: string }
  | { kind: 'route'; path: string; save?: EligibilitySave }
  | { kind: 'show-errors'; notice: Notice; clearApplicationId: true };

/** Statuses sent to the verifier's resolution page. */
export const RESOLUTION_STATUSES: readonly string[] = [
  'PENDING_CONTINUED_ELIGIBILITY',
  'PENDING_RESOLUTION',
  'PENDING_CONTINUED_ELIGIBILITY_BATCH',
];

/** Statuses under review. */
export const REVIEW_STATUSES: readonly string[] = ['IN_PROGRESS', 'PENDING_REVIEW', 'REVIEWING'];

const byStatus: Readonly<Record<string, string>> = {
  FAILURE: ROUTES.notVerifiedEligible,
  APPLICATION_NOT_FOUND: ROUTES.enrolmentFailure,
  APPROVED: ROUTES.approved,
};

const byError: Readonly<Record<string, string>> = {
  ELIGIBILITY_CHECK_NOT_FOUND: ROUTES.rejected,
  APPLICATION_NOT_FOUND: ROUTES.rejectedDocuments,
};

function otherwise(reply: EligibilityReply): EligibilityOutcome {
  // A reply with words but no status this table knows is a refusal: its code's words (the generic text when it
  // has none), never the carrier's own; a reply without words is a rejection.
  return reply.error || reply.message || (reply.errors ?? []).length > 0
    ? { kind: 'show-errors', notice: carrierReplyNotice('checkEligibility', reply), clearApplicationId: true }
    : { kind: 'route', path: ROUTES.rejected };
}

/** The outcome of an eligibility reply: the table of spec 001 §4, status first, then error code. */
export function eligibilityOutcome(reply: EligibilityReply): EligibilityOutcome {
  const status = reply.status ?? '';
  const links = reply._links;
  if (RESOLUTION_STATUSES.includes(status)) {
    const href = links?.resolution?.href;
    return href ? { kind: 'redirect-external', href } : otherwise(reply);
  }
  if (status === 'PENDING_CERT') {
    const href = links?.certification?.href;
    return href ? { kind: 'redirect-external', href } : otherwise(reply);
  }
  if (REVIEW_STATUSES.includes(status)) {
    return {
      kind: 'route',
      path: ROUTES.reviewing,
      save: { eligibilityCheckId: reply.eligibilityCheckId ?? undefined },
    };
  }
  if (status === 'COMPLETE') {
    const save = {
      applicationId: reply.applicationId ?? undefined,
      eligibilityCheckId: reply.eligibilityCheckId ?? undefined,
      tribalStatusConfirmed: reply.tribalStatusConfirmed === true,
    };
    return { kind: 'route', path: ROUTES.enrollStep, save };
  }
  if (status === 'APP_CLOSED_OR_EXPIRED') {
    return { kind: 'route', path: withQuery(ROUTES.expired, { id: reply.applicationId }) };
  }
  const path = byStatus[status] ?? byError[reply.error ?? ''];
  return path ? { kind: 'route', path } : otherwise(reply);
}
