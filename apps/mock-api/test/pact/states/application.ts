/**
 * Provider states of the benefit application's interactions (zip coverage, waitlist, eligibility check, recheck,
 * status lookup). Applications are filed through the carrier's own eligibility check with the README's magic
 * SSNs, so the records are exactly what the mock keeps for a real applicant.
 */
import { isAcpState } from '@carrier/domain';
import { anApplicant } from '@carrier/scenarios/test-data';
import type { Verifier } from '@pact-foundation/pact';
import type { BuiltApp } from '../../../src/app';
import type { Schemas } from '../../../src/store/schemas';

type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;

/** The SSN picks the status of the document's applicant (README: 1001 resolution, 1003 review, 1005 failure). */
const SSN_BY_STATUS = { PENDING_RESOLUTION: '1001', PENDING_REVIEW: '1003', FAILURE: '1005' } as const;

/** An application id no eligibility check returned. */
const UNKNOWN_APPLICATION_ID = 'A24-999999';

export function applicationStates({ app, world }: Pick<BuiltApp, 'app' | 'world'>): StateHandlers {
  const covered = (code: string, name: string, expected: boolean) => async () => {
    if (isAcpState(code) !== expected)
      throw new Error(`The covered-state list ${expected ? 'lacks' : 'has'} ${name}`);
  };

  const applicationWith = (ssn4: string) => async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/public/acp/eligibility-check',
      payload: anApplicant({ ssn4 }),
    });
    if (response.statusCode !== 200)
      throw new Error(`The eligibility check answered ${response.statusCode} ${response.body}`);
    const body = response.json<Schemas['EligibilityResult']>();
    return { applicationId: body.applicationId, eligibilityCheckId: body.eligibilityCheckId };
  };

  return {
    'Texas is a state the benefit covers': covered('TX', 'Texas', true),

    'Illinois is a state the benefit does not cover': covered('IL', 'Illinois', false),

    // The verifier files any new application; the seed's own (the document's examples) do not stand in the way.
    'the National Verifier takes new applications': async () => {},

    ...Object.fromEntries(
      Object.entries(SSN_BY_STATUS).map(([status, ssn4]) => [
        `an application with status ${status} exists`,
        applicationWith(ssn4),
      ]),
    ),

    [`no application ${UNKNOWN_APPLICATION_ID} exists`]: async () => {
      if (
        world.state.benefit.applications.some(
          (application) => application.applicationId === UNKNOWN_APPLICATION_ID,
        )
      )
        throw new Error(`The seed has application ${UNKNOWN_APPLICATION_ID}`);
    },
  };
}
