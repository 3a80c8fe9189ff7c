import {
  appliesTo,
  findScenario,
  type Scenario,
  type ScenarioOperation,
  scenarios,
  type TriggerInput,
} from '@carrier/scenarios';
import { SCENARIO_HEADER } from '../http/headers';

/** A scenario armed for the next `remaining` matching requests, of one session or (null) of everyone. */
export interface ArmedScenario {
  scenario: string;
  remaining: number;
  session: string | null;
}

/** How a scenario was chosen, strongest first. */
export type Selection =
  | { via: 'header' | 'armed' | 'magic'; scenario: Scenario }
  | { via: 'prefer'; status: number };

export class UnknownScenarioError extends Error {
  constructor(readonly scenarioId: string) {
    super(`Unknown scenario '${scenarioId}'`);
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** Parses Prism's `Prefer: code=404`. */
export function preferredStatus(prefer: string | string[] | undefined): number | undefined {
  const match = /(?:^|[;,\s])code=(\d{3})/.exec(headerValue(prefer) ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The ids named in `X-Mock-Scenario`, in order; unknown ids are an error the caller reports. */
export function namedScenarios(
  header: string | string[] | undefined,
  find: (id: string) => Scenario | undefined = findScenario,
): Scenario[] {
  if (header === undefined) return [];
  const ids = (headerValue(header) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.map((id) => {
    const scenario = find(id);
    if (!scenario) throw new UnknownScenarioError(id);
    return scenario;
  });
}

const magicByOperation = new Map<ScenarioOperation, Scenario[]>();

/** The scenarios with a magic-value trigger that apply to an operation, in catalogue order (looked up once). */
function magicScenarios(operationId: ScenarioOperation): Scenario[] {
  let found = magicByOperation.get(operationId);
  if (!found) {
    found = scenarios.filter((scenario) => scenario.matches && appliesTo(scenario, operationId));
    magicByOperation.set(operationId, found);
  }
  return found;
}

/**
 * At most this many (scenario, session) entries are armed at once; arming one more drops the oldest. Demo sessions
 * that arm and never come back cannot grow the list (and the time each request spends looking through it).
 */
export const ARMED_KEPT = 1_000;

/** Picks the outcome of a request: header, then Prism's Prefer, then armed, then magic values. */
export class ScenarioEngine {
  private armed: ArmedScenario[] = [];
  private readonly recordedById: ReadonlyMap<string, Scenario>;

  /** `recorded`: replies recorded from a real carrier, armable and nameable as the catalogue's scenarios are. */
  constructor(private readonly recorded: readonly Scenario[] = []) {
    this.recordedById = new Map(recorded.map((scenario) => [scenario.id, scenario]));
  }

  /** The catalogue, then the recorded scenarios. */
  all(): readonly Scenario[] {
    return this.recorded.length === 0 ? scenarios : [...scenarios, ...this.recorded];
  }

  find(id: string): Scenario | undefined {
    return findScenario(id) ?? this.recordedById.get(id);
  }

  /** Arms a scenario; arming one already armed for the same session adds to its count. */
  arm(scenarioId: string, times: number, session: string | null): ArmedScenario {
    if (!this.find(scenarioId)) throw new UnknownScenarioError(scenarioId);
    let entry = this.armed.find((armed) => armed.scenario === scenarioId && armed.session === session);
    if (entry) entry.remaining += times;
    else {
      entry = { scenario: scenarioId, remaining: times, session };
      this.armed.push(entry);
      if (this.armed.length > ARMED_KEPT) this.armed.shift();
    }
    return { ...entry };
  }

  /** Removes what is armed for this session, or (with null) everything armed; returns how many. */
  disarm(session: string | null): number {
    const before = this.armed.length;
    this.armed = session === null ? [] : this.armed.filter((entry) => entry.session !== session);
    return before - this.armed.length;
  }

  reset(): void {
    this.armed = [];
  }

  /** Whether a scenario is armed, for anyone (asked on every reply: no copies). */
  isArmed(scenarioId: string): boolean {
    return this.armed.some((entry) => entry.scenario === scenarioId);
  }

  /** What a session sees armed: its own and the global ones; without a session, everything armed. */
  listArmed(session: string | null): ArmedScenario[] {
    return this.armed
      .filter((entry) => session === null || entry.session === null || entry.session === session)
      .map((entry) => ({ ...entry }));
  }

  /** Forced outcomes: header, Prefer, armed (consumed here). */
  selectForced(
    operationId: ScenarioOperation,
    headers: Record<string, string | string[] | undefined>,
    session: string | null,
  ): Selection | undefined {
    const named = namedScenarios(headers[SCENARIO_HEADER], (id) => this.find(id)).find((scenario) =>
      appliesTo(scenario, operationId),
    );
    if (named) return { via: 'header', scenario: named };
    const status = preferredStatus(headers.prefer);
    if (status !== undefined) return { via: 'prefer', status };
    return this.consumeArmed(operationId, session);
  }

  /** Whether any magic test value can choose the outcome of an operation (most have none). */
  hasMagic(operationId: ScenarioOperation): boolean {
    return magicScenarios(operationId).length > 0;
  }

  /** Magic test values: the first scenario of the operation whose trigger matches. */
  selectMagic(input: TriggerInput): Selection | undefined {
    const scenario = magicScenarios(input.operationId).find((s) => s.matches?.(input));
    return scenario ? { via: 'magic', scenario } : undefined;
  }

  private consumeArmed(operationId: ScenarioOperation, session: string | null): Selection | undefined {
    if (this.armed.length === 0) return undefined;
    const candidates = this.armed.filter((entry) => entry.session === session || entry.session === null);
    // A session's own arms go before the global ones.
    candidates.sort((a, b) => Number(b.session !== null) - Number(a.session !== null));
    const entry = candidates.find((candidate) => {
      const scenario = this.find(candidate.scenario);
      return scenario !== undefined && appliesTo(scenario, operationId);
    });
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.armed = this.armed.filter((armed) => armed !== entry);
    return { via: 'armed', scenario: this.find(entry.scenario) as Scenario };
  }
}
