import type { CarrierClient } from '@carrier/contracts';

type Middleware = Parameters<CarrierClient['use']>[0];

const SESSION_KEY = 'mock-session';
const MAX_OUTCOMES = 20;

/** One carrier call and the outcome the mock says produced its reply (`X-Mock-Outcome`). */
export interface CallOutcome {
  method: string;
  path: string;
  status: number;
  outcome: string;
}

/** This tab's demo session id: sessionStorage is per tab, so two tabs never share scenarios. */
export function mockSessionId(): string {
  return sessionStorage.getItem(SESSION_KEY) ?? startMockSession();
}

/**
 * Gives this tab a new demo session. A tab opened from another (Ctrl+click, `window.open`) starts with a copy of
 * the opener's sessionStorage, and so with its session id: a demo link starts a session of its own, so that what
 * it arms and seeds never reaches the tab it was opened from.
 */
export function startMockSession(): string {
  const id = `tab-${crypto.randomUUID()}`;
  sessionStorage.setItem(SESSION_KEY, id);
  return id;
}

const outcomes: CallOutcome[] = [];
const listeners = new Set<() => void>();

/** The latest calls' outcomes, newest first (for `useSyncExternalStore`). */
export const callOutcomes = {
  get: (): readonly CallOutcome[] => outcomes,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function record(outcome: CallOutcome) {
  outcomes.splice(0, outcomes.length, outcome, ...outcomes.slice(0, MAX_OUTCOMES - 1));
  for (const listener of listeners) listener();
}

/** Sends this tab's `X-Mock-Session` on every carrier call and records each reply's `X-Mock-Outcome`. */
export const mockSessionMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Mock-Session', mockSessionId());
    return request;
  },
  onResponse({ request, response }) {
    record({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      outcome: response.headers.get('X-Mock-Outcome') ?? '—',
    });
    return response;
  },
};
