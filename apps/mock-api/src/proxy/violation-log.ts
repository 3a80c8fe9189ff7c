import type { components } from '@carrier/contracts/control';

/** One place where a forwarded exchange broke the carrier document (mock-control.yaml `Violation`). */
export type Violation = components['schemas']['Violation'];

/** What a check found, before the exchange it belongs to is known. */
export type Finding = Pick<Violation, 'direction' | 'kind' | 'pointer' | 'message'>;

/** The exchange a finding belongs to. */
export type Exchange = Pick<Violation, 'operationId' | 'status' | 'method' | 'path' | 'session' | 'at'>;

/**
 * Everything the proxy found, oldest first, and which operations it forwarded (the CI report lists the clean
 * ones as passed). Kept apart from the world: a reset of the mock between tests keeps it.
 */
export class ViolationLog {
  private violations: Violation[] = [];
  private readonly forwarded = new Map<string, number>();
  private readonly unansweredBy = new Map<string, number>();
  private readonly listeners: (() => void)[] = [];

  /** `answered`: false when the carrier could not be reached or did not answer in time (502, 504). */
  record(exchange: Exchange, findings: readonly Finding[], answered = true): void {
    const tally = (counts: Map<string, number>) =>
      counts.set(exchange.operationId, (counts.get(exchange.operationId) ?? 0) + 1);
    tally(this.forwarded);
    if (!answered) tally(this.unansweredBy);
    for (const finding of findings) this.violations.push({ ...exchange, ...finding });
  }

  /** Called once an exchange's reply has left (the CI mode counts them). */
  exchangeDone(): void {
    for (const listener of this.listeners) listener();
  }

  onExchangeDone(listener: () => void): void {
    this.listeners.push(listener);
  }

  list(): Violation[] {
    return [...this.violations];
  }

  /** Forgets the violations (not the operations forwarded); returns how many. */
  clear(): number {
    const count = this.violations.length;
    this.violations = [];
    return count;
  }

  /** Each operation forwarded, with its number of exchanges. */
  operations(): Map<string, number> {
    return new Map(this.forwarded);
  }

  /** Each operation with exchanges the carrier did not answer, and how many. */
  unanswered(): Map<string, number> {
    return new Map(this.unansweredBy);
  }

  get exchanges(): number {
    return [...this.forwarded.values()].reduce((sum, count) => sum + count, 0);
  }
}
