import type { components } from '@carrier/contracts/control';
import type { Scenario } from '@carrier/scenarios';
import { Clock } from './clock';
import { ScenarioEngine } from './scenarios/engine';
import type { Settings } from './settings';
import type { State } from './store/state';

/** One request as the control API's request log shows it. */
export type LoggedRequest = components['schemas']['RequestLogEntry'];

/** A request as logged: its id and time stay numbers until the log is read, formatting them on every request costs. */
type LogEntry = Omit<LoggedRequest, 'id' | 'at'> & { id: number; atMs: number };

const REQUEST_LOG_SIZE = 500;

/**
 * The mock carrier's world: its state, its clock, the armed scenarios, the request log and the
 * links it hands out to the simulated outside systems.
 */
export class World {
  state: State;
  readonly clock = new Clock();
  readonly scenarios: ScenarioEngine;
  private requestLog: LogEntry[] = [];
  private lastRequestId = 0;
  private keep: (() => Promise<void>) | undefined;
  /** Counts the times the state went back to the state file's (`restore`): a change made before one was lost. */
  generation = 0;

  constructor(
    readonly settings: Settings,
    private readonly seed: () => State,
    initial?: State,
    recorded: readonly Scenario[] = [],
  ) {
    this.state = initial ?? seed();
    this.scenarios = new ScenarioEngine(recorded);
  }

  /** The next numeric id (orders, payments, accounts, …). */
  nextId(): number {
    this.state.lastId += 1;
    return this.state.lastId;
  }

  nowIso(): string {
    return this.clock.now().toISOString();
  }

  /** Back to the seed: state, clock, armed scenarios and the request log. */
  reset(): void {
    this.state = this.seed();
    this.clock.reset();
    this.scenarios.reset();
    this.requestLog = [];
  }

  logRequest(
    method: string,
    url: string,
    operationId: string | null,
    status: number,
    outcome: string,
    session: string | null,
  ): void {
    this.lastRequestId += 1;
    const atMs = this.clock.nowMs();
    this.requestLog.push({
      id: this.lastRequestId,
      method,
      url,
      operationId,
      status,
      outcome,
      session,
      atMs,
    });
    if (this.requestLog.length > REQUEST_LOG_SIZE) this.requestLog.shift();
  }

  /** The request log, oldest first. */
  loggedRequests(): LoggedRequest[] {
    return this.requestLog.map(({ id, atMs, ...entry }) => ({
      id: String(id),
      ...entry,
      at: new Date(atMs).toISOString(),
    }));
  }

  /** With a state file, a promise settled once the state as it is now is written; in memory, nothing to wait for. */
  persist(): Promise<void> | undefined {
    return this.keep?.();
  }

  /** Back to the state as it is kept (a write of it failed): whatever changed since is gone. */
  restore(kept: State): void {
    this.state = kept;
    this.generation += 1;
  }

  /** How the state is kept beyond memory (the state file). */
  keepWith(keep: () => Promise<void>): void {
    this.keep = keep;
  }

  /** Links to the mock's own hosted pages and back to the web site. */
  get links() {
    const mock = this.settings.publicUrl;
    const web = this.settings.webOrigin;
    return {
      checkout: (checkoutId: string) => `${mock}/checkout/${encodeURIComponent(checkoutId)}`,
      resolution: (applicationId: string) =>
        `${mock}/verifier/${encodeURIComponent(applicationId)}/resolution`,
      certification: (applicationId: string) =>
        `${mock}/verifier/${encodeURIComponent(applicationId)}/certification`,
      portal: (token: string, role: string) =>
        `${mock}/portal?${new URLSearchParams({ token, role }).toString()}`,
      webPaymentResult: (publicPaymentId: string) => `${web}/PaymentPage?paymentId=${publicPaymentId}`,
      webReturnFromUsac: (applicationId: string, eligibilityCheckId: string) =>
        `${web}/ReturnFromUsacPage?${new URLSearchParams({ applicationId, eligibilityCheckId }).toString()}`,
    };
  }
}
