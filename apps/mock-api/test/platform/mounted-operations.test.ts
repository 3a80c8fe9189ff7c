import {
  carrierApiDocument,
  describeOperations,
  mockControlDocument,
  type OperationDescription,
} from '@carrier/contracts/server';
import { describe, expect, it } from 'vitest';
import { controlOperationIds } from '../../src/http/control-route';
import { useMock } from '../build';

const mock = useMock();

const controlOperations = new Map(describeOperations(mockControlDocument).map((o) => [o.operationId, o]));

async function isMounted({ method, routePath }: OperationDescription): Promise<boolean> {
  const { app } = await mock.start();
  return app.hasRoute({ method: method.toUpperCase() as 'GET', url: routePath });
}

describe('every operation of carrier-api.yaml is mounted', () => {
  it.each(describeOperations(carrierApiDocument))('$operationId: $method $path', async (operation) => {
    expect(await isMounted(operation)).toBe(true);
  });
});

describe('every operation of mock-control.yaml is mounted', () => {
  it.each(controlOperationIds())('%s', async (operationId) => {
    const operation = controlOperations.get(operationId);
    expect(operation).toBeDefined();
    expect(await isMounted(operation as OperationDescription)).toBe(true);
  });
});
