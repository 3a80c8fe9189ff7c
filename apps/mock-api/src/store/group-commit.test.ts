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

  it('starts at once when no write runs, and rejects the callers of a failed write with its error', async () => {
    let writes = 0;
    const commit = groupCommit(async () => {
      writes += 1;
      throw new Error('disk full');
    });
    await expect(commit()).rejects.toThrow('disk full');
    await expect(commit()).rejects.toThrow('disk full');
    expect(writes).toBe(2);
  });

  it('rejects everyone who waited for a failed write, and starts afresh after it', async () => {
    let fail = true;
    const { write, finish } = controlledWrite();
    const commit = groupCommit(async () => {
      await write();
      if (fail) throw new Error('disk full');
    });
    const first = commit();
    const waiting = [commit(), commit()];
    finish(0);
    await expect(first).rejects.toThrow('disk full');
    finish(1);
    for (const caller of waiting) await expect(caller).rejects.toThrow('disk full');
    fail = false;
    const later = commit();
    finish(2);
    await expect(later).resolves.toBeUndefined();
  });
});
