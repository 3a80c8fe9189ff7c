import { describe, expect, it } from 'vitest';
import { scenarios } from '../../src/scenarios/catalogue';
import { useMock } from '../build';
import { carrierOperations, exampleRequest } from './document-requests';

const mock = useMock();

/**
 * Every catalogue outcome the engine answers by itself, on each carrier operation it names (for outcomes of
 * any operation, each operation that documents its status), from a request the document accepts.
 */
const cases = scenarios
  .filter((scenario) => scenario.kind === 'reply' && scenario.answeredBy === 'engine')
  .flatMap((scenario) =>
    carrierOperations
      .filter((operation) =>
        scenario.operations === 'any'
          ? String(scenario.status) in operation.responses
          : scenario.operations.some((id) => id === operation.operationId),
      )
      .map((operation) => ({ scenario, operation })),
  );

describe('X-Mock-Scenario forces each engine-answered outcome of the catalogue', () => {
  it('covers every engine-answered scenario', () => {
    const engineAnswered = scenarios.filter((s) => s.kind === 'reply' && s.answeredBy === 'engine');
    expect(new Set(cases.map(({ scenario }) => scenario.id))).toEqual(
      new Set(engineAnswered.map((s) => s.id)),
    );
  });

  it.each(cases)('$scenario.id on $operation.operationId', async ({ scenario, operation }) => {
    const request = exampleRequest(operation);
    const response = await mock.request({ ...request, headers: { 'x-mock-scenario': scenario.id } });
    expect(response.statusCode, response.body).toBe(scenario.status);
    expect(response.headers['x-mock-outcome']).toBe(scenario.id);
    expect(response.json()).toMatchObject({
      error: scenario.error,
      message: scenario.message ?? scenario.description,
      ...(scenario.failureType ? { failureType: scenario.failureType } : {}),
    });
  });
});
