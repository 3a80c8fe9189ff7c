/** The mock's time: real time plus an offset that `/__mock/clock/advance` moves, so tokens and applications expire on demand. */
export class Clock {
  constructor(public offsetMs = 0) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
