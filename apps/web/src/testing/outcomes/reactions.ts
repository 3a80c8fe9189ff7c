/**
 * What the site does with a documented error outcome: its words come from the one map of (operation, code) to
 * message id (CARRIER_ERROR_MESSAGES in @carrier/domain), and where a domain function decides a route for the
 * reply, that route, read by feeding the function the document's example body. The table below only says which
 * function decides each operation's failed reply; it holds no message of its own.
 */
import {
  activationOutcome,
  agreementSubmitOutcome,
  CARRIER_ERROR_MESSAGES,
  deviceClaimOutcome,
  eligibilityOutcome,
  enrolmentOutcome,
  errorPageNotice,
  loginOutcome,
  type MessageId,
  mappedErrorMessageId,
  type Notice,
  ROUTES,
  registrationOutcome,
  statusLookupOutcome,
  supportedStateOutcome,
} from '@carrier/domain';
import type { DocumentedOutcome, Outcome } from './outcome';

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

/** The domain function that decides where each operation's failed reply leads. */
export const DECIDERS: Readonly<Record<string, Decider>> = {
  loginSubscriber: login(0),
  loginReseller: login(1),
  loginAdministrator: login(2),
  registerSubscriber: (outcome) => registrationOutcome(outcome.example, 'maria.lopez@example.com'),
  activateSim: (outcome) => activationOutcome(failure(outcome), 'sim'),
  activateAddOnPlan: (outcome) => activationOutcome(failure(outcome), 'addon'),
  checkEligibility: eligibility,
  checkSubscriberEligibility: eligibility,
  recheckEligibility: (outcome) => eligibilityOutcome(outcome.example),
  getEligibilityStatus: (outcome) => statusLookupOutcome({ ...failure(outcome), ok: false }),
  getAcpSupportedState: (outcome) => supportedStateOutcome('60601', { ...failure(outcome), ok: false }),
  enrollNlad: enrolment,
  enrollSubscriberNlad: enrolment,
  transferNlad: enrolment,
  transferSubscriberNlad: enrolment,
  claimDeviceBenefit: (outcome) => deviceClaimOutcome(outcome.example, 'claimDeviceBenefit'),
  claimSubscriberDeviceBenefit: (outcome) =>
    deviceClaimOutcome(outcome.example, 'claimSubscriberDeviceBenefit'),
};

/**
 * Operations whose failed replies the page passes over by design, with why: the visitor is shown nothing and the
 * page goes on. Their page tests prove that nothing shows.
 */
export const PASSED_OVER: Readonly<Record<string, string>> = {
  submitPersonalData: 'spec 001 §7: the enhanced page sends the personal data and ignores the reply',
  getDevice: "the tablet offer falls back to the spec's tablet (device id 1, $10.01, spec 001 §9)",
};

/** The message id the shared map gives an outcome: the operation's own entry, else the one every call shares. */
export function mappedMessage(outcome: Outcome): MessageId | undefined {
  return mappedErrorMessageId(outcome.operationId, outcome.code);
}

/** The (operation, code) entries of the shared map, the codes every call shares left out. */
export function mappedOutcomes(): { operationId: string; code: string }[] {
  return Object.entries(CARRIER_ERROR_MESSAGES).flatMap(([operationId, codes]) =>
    Object.keys(codes).map((code) => ({ operationId, code })),
  );
}

/** The words a route carries to the page it opens: the error page's message. */
function carriedNotice(path: string | undefined): Notice | undefined {
  if (!path?.startsWith(`${ROUTES.errorPage}?`)) return undefined;
  const message = /[?&]message=([^&]*)/.exec(path)?.[1];
  return errorPageNotice(message === undefined ? null : decodeURIComponent(message));
}

/** The site's reaction to an outcome: the login it tries next, the route it decides, the message it shows. */
export interface Reaction {
  /** Why the page shows nothing for it (PASSED_OVER). */
  passedOver?: string;
  tryNext?: string;
  route?: string;
  message?: MessageId;
}

/**
 * The site's reaction to an outcome, as the domain decides it: a route and the words it carries, or a message (the
 * decider's, else the map's), or nothing when the site has none (no route decided, no entry in the map: the generic text would show).
 */
export function reactionOf(outcome: DocumentedOutcome): Reaction {
  const passedOver = PASSED_OVER[outcome.operationId];
  if (passedOver) return { passedOver };
  const decided = DECIDERS[outcome.operationId]?.(outcome);
  const decidedMessage = (decided?.notice ?? decided?.toast ?? carriedNotice(decided?.path))?.id;
  // A route decided without words of its own shows none: the map's entry speaks only where the page stays.
  const message = decided?.path ? decidedMessage : (decidedMessage ?? mappedMessage(outcome));
  return {
    ...(decided?.kind === 'try-next' && decided.role ? { tryNext: decided.role } : {}),
    ...(decided?.path ? { route: decided.path.split('?')[0] } : {}),
    ...(message ? { message } : {}),
  };
}

/** A reaction in words (`route \`/X\` + message \`id\``), or undefined when the site has none. */
export function describeReaction(reaction: Reaction): string | undefined {
  const parts = [
    reaction.passedOver ? `nothing shown: ${reaction.passedOver}` : undefined,
    reaction.tryNext ? `try the ${reaction.tryNext} login` : undefined,
    reaction.route ? `route \`${reaction.route}\`` : undefined,
    reaction.message ? `message \`${reaction.message}\`` : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' + ') : undefined;
}
