import { ROLE_CODES } from '@carrier/domain';
import { localeOfPath, localePath } from '../../i18n/locale-path';
import { savedCartAtom } from '../saved-cart';
import {
  applicationIdAtom,
  eligibilityCheckIdAtom,
  type PersonalData,
  personalDataAtom,
} from '../state/benefit';
import { logInAtom } from '../state/session';
import { store } from '../state/store';
import { armScenario, type StartedJourney, startJourney } from './mock-control';
import { startMockSession } from './mock-session';

/** The query parameters of a demo link: `?scenario=<id>` (repeatable, or comma-separated) and `?starter=<id>`. */
const SCENARIO_PARAM = 'scenario';
const STARTER_PARAM = 'starter';

/** What following this page's demo link could not do, for the demo panel. */
export interface DemoLinkReport {
  problems: string[];
}

let report: DemoLinkReport = { problems: [] };

/** The report of the demo link this page was opened with. */
export const demoLinkReport = (): DemoLinkReport => report;

function scenariosOf(params: URLSearchParams): string[] {
  return params
    .getAll(SCENARIO_PARAM)
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** What the site holds after the steps a starter skips: the application, the login, or the cart of a purchase. */
function hold({ applicant, login, cart }: StartedJourney): void {
  if (applicant) {
    // The mock answers the eligibility request it made, which is the wizard's own data (PersonalData).
    store.set(personalDataAtom, applicant as PersonalData);
    store.set(applicationIdAtom, applicant.applicationId);
    store.set(eligibilityCheckIdAtom, applicant.eligibilityCheckId);
  }
  // The tab's cart, as if the visitor had built it: a declined payment's result leads back to it (N-11).
  if (cart) store.set(savedCartAtom, { ...cart, delivery: {} });
  if (login) {
    store.set(logInAtom, {
      token: login.authToken,
      user: { email: login.email, role: 'subscriber', roleCode: ROLE_CODES.subscriber },
    });
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Follows the demo link the page was opened with, before the router reads the address: arms its scenarios and
 * runs its starter in a new mock session of this tab's own, drops both parameters from the address bar, and moves
 * to the starter's first page in the address's language. Answers false when the first page is the mock's (a hosted
 * checkout): the browser is leaving.
 */
export async function followDemoLink(): Promise<boolean> {
  const url = new URL(window.location.href);
  const scenarios = scenariosOf(url.searchParams);
  const starter = url.searchParams.get(STARTER_PARAM);
  if (scenarios.length === 0 && !starter) return true;
  url.searchParams.delete(SCENARIO_PARAM);
  url.searchParams.delete(STARTER_PARAM);
  startMockSession();
  report = { problems: [] };
  for (const scenario of scenarios) {
    try {
      await armScenario(scenario);
    } catch (error) {
      report.problems.push(`${scenario}: ${messageOf(error)}`);
    }
  }
  // The address leaves the link once its scenarios are armed (before a starter runs, so that coming back from the
  // mock's hosted page does not run it again).
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!starter) return true;
  try {
    const started = await startJourney(starter);
    hold(started);
    if (/^https?:/.test(started.open)) {
      window.location.assign(started.open);
      return false;
    }
    // The mock names the site's path; the visitor stays in the language the address is in (/es/… in Spanish).
    window.history.replaceState(null, '', localePath(localeOfPath(url.pathname), started.open));
  } catch (error) {
    report.problems.push(`${starter}: ${messageOf(error)}`);
  }
  return true;
}

/** This page's address with `?scenario=` naming the scenarios armed for the tab: opened elsewhere, it arms them there. */
export function linkWithScenarios(href: string, scenarios: readonly string[]): string {
  const url = new URL(href);
  url.searchParams.delete(SCENARIO_PARAM);
  url.searchParams.delete(STARTER_PARAM);
  if (scenarios.length === 0) return url.toString();
  // Commas kept as they are: the link reads as the list it is.
  const armed = `${SCENARIO_PARAM}=${scenarios.map(encodeURIComponent).join(',')}`;
  return `${url.origin}${url.pathname}${url.search ? `${url.search}&` : '?'}${armed}${url.hash}`;
}

/** The link that runs a starter in whichever tab opens it, from the home page in the given page's language. */
export const starterLink = (origin: string, pathname: string, starterId: string) =>
  `${origin}${localePath(localeOfPath(pathname), '/')}?${STARTER_PARAM}=${starterId}`;
