import { FIELD_VALIDATION_MESSAGE } from '@carrier/scenarios';
import { applicantProblems } from '../../benefit/applicant-checks';
import {
  createApplication,
  currentStatus,
  eligibilityResult,
  findApplication,
  isTribalApplicant,
  STATUS_MESSAGES,
  statusOfScenario,
} from '../../benefit/applications';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Handler, HandlerContext } from '../handler';

const TRIBAL_NOT_QUALIFIED = 'benefit.tribal.not-qualified';
const CHECK_NOT_FOUND = { scenario: 'eligibility.check.not-found' };

/**
 * The simulated National Verifier files an application and decides its status: COMPLETE unless a scenario
 * (a magic SSN, a header, an armed outcome) names another.
 */
function check({
  body,
  outcome,
  world,
  auth,
}: HandlerContext<'checkEligibility'> | HandlerContext<'checkSubscriberEligibility'>) {
  const problems = applicantProblems(body, new Date(world.clock.nowMs()));
  if (problems.length > 0)
    return {
      status: 400 as const,
      body: {
        error: 'FIELD_VALIDATION_FAILED' as const,
        message: FIELD_VALIDATION_MESSAGE,
        errors: problems,
      },
    };
  if (body.resellerCode !== undefined && !isKnownResellerCode(world, body.resellerCode))
    return { scenario: 'benefit.invalid-reseller-code' };
  const application = createApplication(world, body, {
    status: statusOfScenario(outcome) ?? 'COMPLETE',
    tribalStatusConfirmed: isTribalApplicant(body) && outcome?.id !== TRIBAL_NOT_QUALIFIED,
    ownerId: auth ? Number(auth.sub) : null,
  });
  return { status: 200 as const, body: eligibilityResult(world, application) };
}

export const checkEligibility: Handler<'checkEligibility'> = check;

/** The subscriber's application is theirs: only they can enrol with it as a subscriber. */
export const checkSubscriberEligibility: Handler<'checkSubscriberEligibility'> = check;

/** Asks again about an application; a forced status is what the verifier says now, and stays. */
export const recheckEligibility: Handler<'recheckEligibility'> = ({ body, outcome, world }) => {
  const application = findApplication(world, body);
  if (!application) return CHECK_NOT_FOUND;
  const forced = statusOfScenario(outcome);
  if (forced) application.status = forced;
  return { status: 200, body: eligibilityResult(world, application) };
};

export const getEligibilityStatus: Handler<'getEligibilityStatus'> = ({ body, world }) => {
  const application = findApplication(world, body);
  if (!application) return CHECK_NOT_FOUND;
  const status = currentStatus(world, application);
  return { status: 200, body: { statusCode: 200, status, message: STATUS_MESSAGES[status] } };
};
