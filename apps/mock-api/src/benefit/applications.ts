import { randomUUID } from 'node:crypto';
import { ELIGIBILITY_STATUSES, RESOLUTION_STATUSES, TRIBAL_ELIGIBILITY_CODE } from '@carrier/domain';
import type { Scenario } from '@carrier/scenarios';
import { eligibilityScenarioId } from '@carrier/scenarios';
import type { ApplicationRecord } from '../store/benefit';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';

type EligibilityStatus = Schemas['EligibilityStatus'];

/** How long the simulated verifier keeps an application open; advance the mock clock past it to see it expire. */
export const APPLICATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The verifier's words for each status (the spec gives none; the document's examples where it has them). */
export const STATUS_MESSAGES: Record<EligibilityStatus, string> = {
  COMPLETE: 'The applicant is eligible',
  PENDING_RESOLUTION: 'Additional documents are needed to verify your identity',
  PENDING_CONTINUED_ELIGIBILITY: 'Please confirm that you still qualify',
  PENDING_CONTINUED_ELIGIBILITY_BATCH: 'Please confirm that you still qualify',
  PENDING_CERT: 'Please certify your application',
  PENDING_REVIEW: 'Your application is being reviewed',
  REVIEWING: 'Your application is being reviewed',
  IN_PROGRESS: 'Your application is being processed',
  FAILURE: 'The applicant could not be verified as eligible',
  APP_CLOSED_OR_EXPIRED: 'The application is closed or has expired',
  APPROVED: 'The application is approved',
  APPLICATION_NOT_FOUND: 'The application could not be found',
};

/** The statuses NLAD accepts an enrolment or transfer for. */
export const ENROLLABLE_STATUSES: readonly EligibilityStatus[] = ['COMPLETE', 'APPROVED'];

/** The status an eligibility scenario stands for, e.g. PENDING_RESOLUTION for `eligibility.check.pending-resolution`. */
export function statusOfScenario(scenario: Scenario | undefined): EligibilityStatus | undefined {
  return scenario && ELIGIBILITY_STATUSES.find((status) => eligibilityScenarioId(status) === scenario.id);
}

export function isTribalApplicant(applicant: Schemas['EligibilityCheckRequest']): boolean {
  return applicant.eligibilityCode === TRIBAL_ELIGIBILITY_CODE && applicant.tribalId !== undefined;
}

/** Files a new application at the verifier, with the status the verifier decided. */
export function createApplication(
  world: World,
  applicant: Schemas['EligibilityCheckRequest'],
  decision: { status: EligibilityStatus; tribalStatusConfirmed: boolean; ownerId: number | null },
): ApplicationRecord {
  const now = world.clock.nowMs();
  const application: ApplicationRecord = {
    applicationId: `A24-${String(world.nextId()).padStart(6, '0')}`,
    eligibilityCheckId: randomUUID(),
    status: decision.status,
    ssn4: isTribalApplicant(applicant) ? null : (applicant.ssn4 ?? null),
    applicant,
    tribalStatusConfirmed: decision.tribalStatusConfirmed,
    personalData: null,
    ownerId: decision.ownerId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + APPLICATION_LIFETIME_MS).toISOString(),
  };
  world.state.benefit.applications.push(application);
  return application;
}

/** The application with all the given ids; undefined when none is given or none matches. */
export function findApplication(
  world: World,
  ids: { applicationId?: string; eligibilityCheckId?: string },
): ApplicationRecord | undefined {
  if (ids.applicationId === undefined && ids.eligibilityCheckId === undefined) return undefined;
  return world.state.benefit.applications.find(
    (application) =>
      (ids.applicationId === undefined || application.applicationId === ids.applicationId) &&
      (ids.eligibilityCheckId === undefined || application.eligibilityCheckId === ids.eligibilityCheckId),
  );
}

/** The status now: whatever the verifier decided, until the application expires. */
export function currentStatus(world: World, application: ApplicationRecord): EligibilityStatus {
  return Date.parse(application.expiresAt) <= world.clock.nowMs()
    ? 'APP_CLOSED_OR_EXPIRED'
    : application.status;
}

/** The verifier page a status sends the browser to, if any. */
function verifierLinks(world: World, application: ApplicationRecord, status: EligibilityStatus) {
  if (RESOLUTION_STATUSES.includes(status))
    return { resolution: { href: world.links.resolution(application.applicationId) } };
  if (status === 'PENDING_CERT')
    return { certification: { href: world.links.certification(application.applicationId) } };
  return undefined;
}

/** The eligibility check's reply for an application. */
export function eligibilityResult(
  world: World,
  application: ApplicationRecord,
): Schemas['EligibilityResult'] {
  const status = currentStatus(world, application);
  const links = verifierLinks(world, application, status);
  return {
    applicationId: application.applicationId,
    eligibilityCheckId: application.eligibilityCheckId,
    status,
    message: STATUS_MESSAGES[status],
    tribalStatusConfirmed: application.tribalStatusConfirmed,
    ...(links ? { _links: links } : {}),
  };
}
