import type { FieldErrors } from '../messages';
import { isAcpState } from '../reference/acp-states';
import { US_STATES, zipToState } from '../reference/states';
import { type Text, text } from '../validation/rules';
import { validateZipCode } from '../validation/zip-code';
import { ROUTES, withQuery } from './routes';
import { wizardStepPath } from './wizard';

/** Where the zip page's Apply now leads. */
export type ZipCoverageOutcome =
  | { kind: 'route'; path: string }
  | { kind: 'show-errors'; errors: FieldErrors<'zipCode'> };

/** A zip in a covered state starts the wizard; another state goes to the sorry page with its name. */
export function zipCoverageOutcome(zipCode: Text): ZipCoverageOutcome {
  const state = zipToState(text(zipCode));
  if (state === undefined) return { kind: 'show-errors', errors: validateZipCode({ zipCode }) };
  return isAcpState(state)
    ? { kind: 'route', path: wizardStepPath(1) }
    : { kind: 'route', path: withQuery(ROUTES.sorryZipCode, { state: US_STATES[state].name }) };
}
