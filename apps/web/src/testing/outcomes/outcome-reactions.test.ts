import { describe, expect, it } from 'vitest';
// The outcome matrix's data (`pnpm outcomes --write`) and the table of which domain function decides each
// operation's failed reply: the same sources the `outcomes` command reads.
import records from './generated/outcome-matrix.json';
import { reactionOf } from './reactions';

describe('every documented error outcome the web consumes: the domain decides the reaction the matrix publishes', () => {
  it('has outcomes to check', () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it.each(
    records.map((record) => [`${record.operationId} ${record.status} ${record.code}`, record] as const),
  )('%s', (_key, record) => {
    expect(reactionOf(record)).toEqual(record.reaction);
  });
});
