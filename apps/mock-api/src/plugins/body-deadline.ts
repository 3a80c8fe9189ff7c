import type { IncomingMessage } from 'node:http';

export interface BodyDeadline {
  /** A request whose body is on its way (the admission check calls it for every request that may carry one). */
  expect(raw: IncomingMessage): void;
  /** Its body is read (the body parser calls it): forgotten at once, so no request outlives the young generation. */
  received(raw: IncomingMessage): void;
  stop(): void;
}

/**
 * A client that announces a body and never sends all of it is answered 408 and cut off (robustness audit F4).
 * Node's `requestTimeout` does not do it: it stops counting once the headers are in. One sweep a second looks
 * at the requests still receiving, so a request costs an array entry, not a timer and listeners of its own.
 */
export function createBodyDeadline(timeoutMs: number): BodyDeadline {
  const receiving = new Map<IncomingMessage, number>();
  const sweep = () => {
    const now = Date.now();
    for (const [raw, since] of receiving) {
      if (raw.complete || raw.destroyed) receiving.delete(raw);
      else if (now - since > timeoutMs) {
        receiving.delete(raw);
        // The body parser listens for the stream's errors and hands this one to the error handler.
        if (raw.listenerCount('error') === 0) continue;
        const message = `The request body did not arrive within ${timeoutMs} ms`;
        raw.emit('error', Object.assign(new Error(message), { statusCode: 408 }));
      }
    }
  };
  const timer = timeoutMs > 0 ? setInterval(sweep, Math.min(1000, timeoutMs)).unref() : undefined;
  // Node parses the rest of the packet (the body, mostly) after the request's hooks, in the same turn: only
  // the requests still incomplete after it are watched.
  let arrived: IncomingMessage[] = [];
  const watchIncomplete = () => {
    const now = Date.now();
    for (const raw of arrived) if (!raw.complete) receiving.set(raw, now);
    arrived = [];
  };
  return {
    expect: (raw) => {
      if (!timer) return;
      if (arrived.length === 0) process.nextTick(watchIncomplete);
      arrived.push(raw);
    },
    received: (raw) => {
      // Most bodies come whole with their headers and were never watched; a miss in the Map still costs its hash.
      if (receiving.size > 0) receiving.delete(raw);
    },
    stop: () => clearInterval(timer),
  };
}
