import { anApplicant } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { carrierOperations } from './document-requests';

const mock = useMock();

/** The document's example body of an operation's reply of a status (its first one). */
function documentedExample(operationId: string, status: number): unknown {
  const operation = carrierOperations.find((candidate) => candidate.operationId === operationId);
  const response = operation?.responses[String(status)];
  if (!response) throw new Error(`${operationId} documents no ${status}`);
  return response.examples['application/json'];
}

describe('one wording per error, as the document’s examples have it (F-15)', () => {
  it.each([
    ['/public/auth/register', { email: 'reseller.words@example.org', password: 'x', passwordConfirm: 'x' }],
    ['/public/sim/89014103211118510720/activate', { activationCode: '482913' }],
    ['/public/acp/eligibility-check', anApplicant()],
  ])('%s answers an unknown reseller code as “Invalid reseller code”', async (url, payload) => {
    const { status, body } = await mock.json({
      method: 'POST',
      url,
      payload: { ...payload, resellerCode: 'NOPE-1' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'INVALID_RESELLER_CODE', message: 'Invalid reseller code' });
  });

  it('answers an uncovered state in the words of the documented example', async () => {
    const { status, body } = await mock.json({ method: 'GET', url: '/public/acp_supported_state/IL' });
    expect(status).toBe(404);
    expect(body).toEqual(documentedExample('getAcpSupportedState', 404));
  });

  it('answers an unforeseen failure in the spec’s generic words', async () => {
    const { status, body } = await mock.json({
      method: 'GET',
      url: '/public/plan',
      headers: { 'x-mock-scenario': 'fault.server-error' },
    });
    expect(status).toBe(500);
    expect(body).toEqual(documentedExample('listPlans', 500));
  });
});
