import type { SourceCall } from './carrier-calls';
import { CARRIER_OPERATIONS, operationKey, operationOf, type PactFile } from './pact-interactions';

/** The carrier operations the source calls that no interaction of the pacts exercises. */
export function uncoveredOperations(calls: SourceCall[], pacts: Iterable<PactFile>): string[] {
  const exercised = new Set(
    [...pacts].flatMap((pact) =>
      pact.interactions.flatMap(
        (interaction) => operationOf(interaction.request.method, interaction.request.path) ?? [],
      ),
    ),
  );
  const called = new Set(calls.map((call) => operationKey(call.method, call.path)));
  return [...called]
    .filter((operation) => CARRIER_OPERATIONS.has(operation) && !exercised.has(operation))
    .sort();
}
