import type { OperationDescription } from '@carrier/contracts/server';
import type { Scenario } from '@carrier/scenarios';
import { scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';
import { carrierOperations, exampleRequest } from './document-requests';

const mock = useMock();

/**
 * The statuses under which the carrier document gives an operation's error code: the witness of a catalogue
 * outcome's status, read from the document and not from the catalogue under test, so an entry with a wrong status
 * (even one its operation documents for another error) fails.
 */
const documentedStatuses = (operation: OperationDescription, code: string) =>
  Object.entries(operation.responses)
    .filter(([, response]) => response.errorCodes.includes(code))
    .map(([status]) => Number(status));

const operationsById = new Map(carrierOperations.map((operation) => [operation.operationId, operation]));

/** Catalogue outcomes whose status is not the document's for their error code, as `id on operation: status`. */
const statusesOffDocument = (catalogue: readonly Scenario[]) =>
  catalogue.flatMap((scenario) =>
    scenario.error === null || scenario.operations === 'any'
      ? []
      : scenario.operations
          .filter((operationId) => {
            const operation = operationsById.get(operationId);
            return (
              !operation || !documentedStatuses(operation, scenario.error ?? '').includes(scenario.status)
            );
          })
          .map((operationId) => `${scenario.id} on ${operationId}: ${scenario.status}`),
  );

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

  it('gives each error code the document’s status, and would catch one that drifted (seeded drift)', () => {
    expect(statusesOffDocument(scenarios)).toEqual([]);
    const alreadyActivated = scenarios.find((scenario) => scenario.id === 'activation.already-activated');
    if (!alreadyActivated) throw new Error('no activation.already-activated scenario');
    expect(statusesOffDocument([{ ...alreadyActivated, status: 400 }])).toContain(
      'activation.already-activated on activateSim: 400',
    );
  });

  it('answers only codes their operations document', () => {
    const undocumented = cases
      .filter(({ scenario, operation }) => documentedStatuses(operation, String(scenario.error)).length === 0)
      .map(({ scenario, operation }) => `${scenario.id} on ${operation.operationId}`);
    expect(undocumented).toEqual([]);
  });

  it.each(cases)('$scenario.id on $operation.operationId', async ({ scenario, operation }) => {
    const request = exampleRequest(operation);
    // A secured operation authenticates first (edges audit E-3): the forced outcome is a subscriber's.
    const authorization = operation.secured ? bearer(await demoSubscriberToken(mock)) : {};
    const response = await mock.request({
      ...request,
      headers: { 'x-mock-scenario': scenario.id, ...authorization },
    });
    expect(documentedStatuses(operation, String(scenario.error))).toContain(response.statusCode);
    expect(response.statusCode, response.body).toBe(scenario.status);
    expect(response.headers['x-mock-outcome']).toBe(scenario.id);
    expect(response.json()).toMatchObject({
      error: scenario.error,
      message: scenario.message ?? scenario.description,
      ...(scenario.failureType ? { failureType: scenario.failureType } : {}),
    });
  });
});
