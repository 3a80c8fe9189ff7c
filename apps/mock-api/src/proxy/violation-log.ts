import type { components } from '@carrier/contracts/control';

/** One place where a forwarded exchange broke the carrier document (mock-control.yaml `Violation`). */
export type Violation = components['schemas']['Violation'];

/** What a check found, before the exchange it belongs to is known. */
export type Finding = Pick<Violation, 'direction' | 'kind' | 'pointer' | 'message'>;

/** The exchange a finding belongs to. */
export type Exchange = Pick<Violation, 'operationId' | 'status' | 'method' | 'path' | 'session' | 'at'>;

/** An exchange keeps its first findings, then one `more` entry counting the rest (edges audit X-4). */
export const FINDINGS_PER_EXCHANGE = 20;
/** The log keeps the newest violations; older ones roll off (still counted in `seen`). */
export const VIOLATIONS_KEPT = 1_000;

/**
 * What an exchange adds to the log: its first findings, and the count of the others in one more entry. `count`:
 * how many were found, when `findings` holds only the first of them.
 */
export function keptFindings(findings: readonly Finding[], count = findings.length): Finding[] {
  if (count <= FINDINGS_PER_EXCHANGE) return [...findings];
  const rest = count - FINDINGS_PER_EXCHANGE;
  return [
    ...findings.slice(0, FINDINGS_PER_EXCHANGE),
    {
      direction: findings[FINDINGS_PER_EXCHANGE]?.direction ?? 'response',
      kind: 'more',
      pointer: '/',
      message: `and ${rest.toLocaleString('en-US')} more violations in this exchange, not listed`,
    },
  ];
}

/**
 * Everything the proxy found, oldest first, and which operations it forwarded (the CI report lists the clean
 * ones as passed). Kept apart from the world: a reset of the mock between tests keeps it. Bounded: the newest
 * VIOLATIONS_KEPT entries are listed, while `seen` counts every violation of the run, rolled off or cleared, and
 * decides the CI verdict.
 */
export class ViolationLog {
  private violations: Violation[] = [];
  private readonly seenBy = new Map<string, number>();
  private readonly forwarded = new Map<string, number>();
  private readonly unansweredBy = new Map<string, number>();
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly kept = VIOLATIONS_KEPT) {}

  /**
   * `findings`: what the exchange broke, at least its first FINDINGS_PER_EXCHANGE; `count`: how many in all (each
   * counts in `seen`). `answered`: false when the carrier could not be reached or did not answer in time (502, 504).
   */
  record(exchange: Exchange, findings: readonly Finding[], answered = true, count = findings.length): void {
    const tally = (counts: Map<string, number>) =>
      counts.set(exchange.operationId, (counts.get(exchange.operationId) ?? 0) + 1);
    tally(this.forwarded);
    if (!answered) tally(this.unansweredBy);
    if (count > 0)
      this.seenBy.set(exchange.operationId, (this.seenBy.get(exchange.operationId) ?? 0) + count);
    for (const finding of keptFindings(findings, count)) this.violations.push({ ...exchange, ...finding });
    // Dropped in one splice once the log holds a tenth more than it keeps: linear, not one shift per entry.
    if (this.violations.length > this.kept + Math.ceil(this.kept / 10))
      this.violations.splice(0, this.violations.length - this.kept);
  }

  /** Called once an exchange's reply has left (the CI mode counts them). */
  exchangeDone(): void {
    for (const listener of this.listeners) listener();
  }

  onExchangeDone(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The newest violations kept, oldest first. */
  list(): Violation[] {
    return this.violations.slice(-this.kept);
  }

  /** Every violation found since the start, whether listed, rolled off or cleared. */
  get seen(): number {
    return [...this.seenBy.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Each operation with violations found since the start, and how many. */
  seenByOperation(): Map<string, number> {
    return new Map(this.seenBy);
  }

  /** Empties the list (not `seen`, nor the operations forwarded); returns how many entries it held. */
  clear(): number {
    const count = this.list().length;
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
