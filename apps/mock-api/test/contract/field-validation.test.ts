import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/tokens';
import { useMock } from '../build';
import { breakingRequests, carrierOperations } from './document-requests';

const mock = useMock();

interface FieldValidationBody {
  error: string;
  errors: { field: string; message: string }[];
}

/** Operations that take no path, query or body input: nothing a client sends can break the document. */
const WITHOUT_INPUT = ['getProfile', 'listRates', 'listShippingRates'];

/** A valid subscriber token, so that the request's shape, not its authentication, decides the answer. */
async function bearer(): Promise<string> {
  const { world } = await mock.start();
  const exp = Math.floor(world.clock.nowMs() / 1000) + 3600;
  return `Bearer ${signToken({ sub: String(DEMO_ACCOUNTS.subscriber.id), role: 'subscriber', exp }, world.settings.tokenSecret)}`;
}

const cases = carrierOperations.flatMap((operation) =>
  breakingRequests(operation).map((broken) => ({ operation, ...broken })),
);

describe('every operation answers a request that breaks the document with 400 FIELD_VALIDATION_FAILED', () => {
  it('has a breaking request for every operation that takes input', () => {
    const covered = new Set(cases.map(({ operation }) => operation.operationId));
    const uncovered = carrierOperations.map((o) => o.operationId).filter((id) => !covered.has(id));
    expect(uncovered).toEqual(WITHOUT_INPUT);
  });

  it.each(WITHOUT_INPUT)(
    '%s takes no path, query or body input, so only its headers could be wrong',
    (operationId) => {
      const operation = carrierOperations.find((o) => o.operationId === operationId);
      expect(operation?.request).toEqual({ bodyRequired: false });
    },
  );

  it.each(cases)('$operation.operationId: $breaks', async ({ operation, field, request }) => {
    const headers = operation.secured ? { authorization: await bearer() } : {};
    const response = await mock.request({ ...request, headers });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<FieldValidationBody>();
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors.length).toBeGreaterThan(0);
    for (const problem of body.errors) {
      expect(problem).toEqual({ field: expect.any(String), message: expect.any(String) });
    }
    expect(body.errors.map((problem) => problem.field)).toContain(field);
    expect(response.headers['x-mock-outcome']).toBe('request.field-validation-failed');
  });
});

describe('order of the checks on subscriber operations (edges audit E-3)', () => {
  // Authentication runs before the body is read or anything validated, as the carrier's security filter does:
  // an anonymous caller learns no field list, an expired session is sent to log in again.
  const secured = cases.filter(({ operation }) => operation.secured);

  it.each(secured)('$operation.operationId: $breaks, without a token, is 401', async ({ request }) => {
    const response = await mock.request(request);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});
