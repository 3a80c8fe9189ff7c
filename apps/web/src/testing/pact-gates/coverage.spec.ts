import { describeOperations, mockControlDocument } from '@carrier/contracts/server';
import { describe, expect, it } from 'vitest';
import { PACT_FILE } from '../pact';
import { findSourceCalls } from './carrier-calls';
import { uncoveredOperations } from './coverage';
import { CARRIER_OPERATIONS, operationKey, type PactFile, readPacts } from './pact-interactions';

const { calls, unresolved } = findSourceCalls();
const pacts = [...readPacts().values()];
const CONTROL_OPERATIONS = new Set(
  describeOperations(mockControlDocument).map((operation) => operationKey(operation.method, operation.path)),
);
const carrierCalls = [...new Set(calls.map((call) => operationKey(call.method, call.path))).values()].filter(
  (operation) => CARRIER_OPERATIONS.has(operation),
);

describe('gate: every carrier operation the web calls has an interaction in pacts/', () => {
  it('reads the path of every client call in the source', () => {
    expect(unresolved, 'client calls whose path is neither a literal nor a lookup in a const object').toEqual(
      [],
    );
  });

  it("finds only operations of the carrier document (or of the mock's control API)", () => {
    const unknown = calls.filter((call) => {
      const operation = operationKey(call.method, call.path);
      return !CARRIER_OPERATIONS.has(operation) && !CONTROL_OPERATIONS.has(operation);
    });
    expect(unknown).toEqual([]);
  });

  it.each(carrierCalls)('%s', (operation) => {
    const [method = '', path = ''] = operation.split(' ');
    expect(uncoveredOperations([{ method, path, file: '' }], pacts), 'no interaction exercises it').toEqual(
      [],
    );
  });

  it('fails when a pact loses the interactions of an operation the source calls (seeded drift)', () => {
    const pact = pacts.find((candidate) => candidate.consumer.name === 'carrier-web');
    expect(pact, `${PACT_FILE} is missing: run the pact project first`).toBeDefined();
    const drifted: PactFile = structuredClone(pact as PactFile);
    drifted.interactions = drifted.interactions.filter(
      (interaction) => interaction.request.path !== '/public/utility/is_valid_reseller_code',
    );

    const dropped = 'POST /public/utility/is_valid_reseller_code';
    expect(uncoveredOperations(calls, pacts)).not.toContain(dropped);
    expect(uncoveredOperations(calls, [drifted])).toContain(dropped);
  });
});
