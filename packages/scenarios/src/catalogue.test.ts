import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type OperationId,
} from '@carrier/contracts/server';
import { describe, expect, it } from 'vitest';
import { appliesTo, findScenario, scenarios } from './catalogue';
import type { Scenario } from './types';

const scenario = (id: string): Scenario => {
  const found = findScenario(id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
};

// The document names its operations as text; each is an OperationId of the generated types.
const operations = describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID).map((operation) => ({
  ...operation,
  operationId: operation.operationId as OperationId,
}));
const documenting400 = operations.filter((operation) => '400' in operation.responses);
const notDocumenting400 = operations.filter((operation) => !('400' in operation.responses));

describe('the scenario catalogue', () => {
  it('names each scenario once, and finds it by that name', () => {
    const ids = scenarios.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findScenario(id)?.id).toBe(id);
    expect(findScenario('no.such.scenario')).toBeUndefined();
  });

  it('applies a listed scenario to its operations only', () => {
    const paid = scenario('payment.succeeded');
    expect(paid.operations).toEqual(['payCheckout']);
    expect(appliesTo(paid, 'payCheckout')).toBe(true);
    expect(appliesTo(paid, 'getProfile')).toBe(false);
  });

  it('applies a fault for any operation to every carrier operation, never to a hosted page', () => {
    const fault = scenario('fault.timeout');
    for (const { operationId } of operations) expect(appliesTo(fault, operationId)).toBe(true);
    expect(appliesTo(fault, 'payCheckout')).toBe(false);
  });

  it('applies a reply for any operation only where the document lists its status', () => {
    const invalid = scenario('request.field-validation-failed');
    expect(documenting400.length).toBeGreaterThan(0);
    expect(notDocumenting400.length).toBeGreaterThan(0);
    for (const { operationId } of documenting400) expect(appliesTo(invalid, operationId)).toBe(true);
    for (const { operationId } of notDocumenting400) expect(appliesTo(invalid, operationId)).toBe(false);
  });
});
