/**
 * What the site does with a documented error outcome, read from the domain function that decides it, fed the
 * document's example body. The table says which function decides each operation's reply; it holds no message
 * of its own. An operation without one (a page shows the failure itself) shows the words the one map from
 * (operation, code) to message gives (`CARRIER_ERROR_MESSAGES`), never the carrier's own.
 */
import {
  activationOutcome,
  agreementSubmitOutcome,
  carrierErrorNotice,
  deviceClaimOutcome,
  eligibilityOutcome,
  enrolmentOutcome,
  loginOutcome,
  type Notice,
  registrationOutcome,
  statusLookupOutcome,
  supportedStateOutcome,
} from '@carrier/domain';
import type { DocumentedOutcome } from './documented';

/** What a decider returns, in the parts the matrix reads. */
interface Decided {
  kind: string;
  path?: string;
  notice?: Notice;
  toast?: Notice;
  role?: string;
}

type Decider = (outcome: DocumentedOutcome) => Decided;

const failure = (outcome: DocumentedOutcome) => ({ ...outcome.example, status: outcome.status });
const LOGIN_ROLES = ['subscriber', 'reseller', 'administrator'] as const;
const login =
  (index: number): Decider =>
  (outcome) =>
    loginOutcome(failure(outcome), { roles: LOGIN_ROLES, index, email: 'maria.lopez@example.com' });

const enrolment: Decider = (outcome) => enrolmentOutcome(outcome.example, {});
const eligibility: Decider = (outcome) =>
  outcome.status === 400 ? agreementSubmitOutcome(failure(outcome)) : eligibilityOutcome(outcome.example);
// A refused purchase never reaches `purchaseOutcome` (which reads a successful reply): the purchase step toasts
// the words of its code.
const purchase: Decider = (outcome) => ({
  kind: 'toast',
  notice: carrierErrorNotice(outcome.operationId, outcome.example.error),
});

/** The domain function that decides each operation's failed reply. */
export const DECIDERS: Readonly<Record<string, Decider>> = {
  loginSubscriber: login(0),
  loginReseller: login(1),
  loginAdministrator: login(2),
  registerSubscriber: (outcome) => registrationOutcome(outcome.example, 'maria.lopez@example.com'),
  activateSim: (outcome) => activationOutcome(failure(outcome), 'sim'),
  activateAddOnPlan: (outcome) => activationOutcome(failure(outcome), 'addon'),
  purchaseAddOnPlans: purchase,
  purchaseSubscriberAddOnPlans: purchase,
  purchaseSim: purchase,
  purchaseSubscriberSim: purchase,
  payRenewal: purchase,
  checkEligibility: eligibility,
  checkSubscriberEligibility: eligibility,
  recheckEligibility: (outcome) => eligibilityOutcome(outcome.example),
  getEligibilityStatus: (outcome) => statusLookupOutcome({ ...failure(outcome), ok: false }),
  getAcpSupportedState: (outcome) => supportedStateOutcome('60601', { ...failure(outcome), ok: false }),
  enrollNlad: enrolment,
  enrollSubscriberNlad: enrolment,
  transferNlad: enrolment,
  transferSubscriberNlad: enrolment,
  claimDeviceBenefit: (outcome) => deviceClaimOutcome(outcome.example),
  claimSubscriberDeviceBenefit: (outcome) => deviceClaimOutcome(outcome.example),
};

function describeNotice(notice: Notice | undefined): string | undefined {
  if (!notice) return undefined;
  if (notice.id) return `message \`${notice.id}\``;
  if (notice.parts) return notice.parts.map((part) => `message \`${part.id}\``).join(' + ');
  return "the carrier's words";
}

/** The site's reaction to an outcome, in words: a route, a message id, or the carrier's words. */
export function reactionTo(outcome: DocumentedOutcome): string {
  const decide = DECIDERS[outcome.operationId];
  if (!decide)
    return `message \`${carrierErrorNotice(outcome.operationId, outcome.example.error).id}\` (shown by the page)`;
  const decided = decide(outcome);
  const parts = [
    decided.kind === 'try-next' ? `try the ${decided.role} login` : undefined,
    decided.path ? `route \`${decided.path.split('?')[0]}\`` : undefined,
    describeNotice(decided.notice ?? decided.toast),
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' + ') : decided.kind;
}
