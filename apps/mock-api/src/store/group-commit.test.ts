import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** A write that finishes when the test says so, counting how many began. */
function controlledWrite() {
  const finishers: (() => void)[] = [];
  const write = () => new Promise<void>((resolve) => finishers.push(resolve));
  return { write, started: () => finishers.length, finish: (n: number) => finishers[n]?.() };
}

describe('groupCommit', () => {
  it('serves every caller that waits during a write with one next write', async () => {
    const { write, started, finish } = controlledWrite();
    const commit = groupCommit(write);
    const settled: number[] = [];
    commit().then(() => settled.push(0));
    const waiting = Array.from({ length: 20 }, (_, n) => commit().then(() => settled.push(n + 1)));
    expect(started()).toBe(1);

    finish(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([0]);
    expect(started()).toBe(2);

    finish(1);
    await Promise.all(waiting);
    expect(settled).toHaveLength(21);
    expect(started()).toBe(2);
  });

  it('starts at once when no write runs, and settles callers of a failed write', async () => {
    let writes = 0;
    const commit = groupCommit(async () => {
      writes += 1;
      throw new Error('disk full');
    });
    await commit();
    await commit();
    expect(writes).toBe(2);
  });
});
