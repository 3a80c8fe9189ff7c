import type { StateCode } from './states';

// DESIGN.md makes the agent page's covered-state list (spec 000 §1) the one list; any other state is
// unsupported.
/** States where the benefit application is offered. */
export const ACP_STATES = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IN',
  'KS',
  'KY',
  'MI',
  'MN',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
] as const satisfies readonly StateCode[];

/** A state code where the benefit is offered. */
export type AcpStateCode = (typeof ACP_STATES)[number];

const covered: ReadonlySet<string> = new Set(ACP_STATES);

/** True when the benefit is offered in the state. */
export function isAcpState(code: string | null | undefined): code is AcpStateCode {
  return code != null && covered.has(code);
}
