import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { carrierOperations, exampleRequest } from './document-requests';

const OWN_ORIGIN = 'http://mock.example.test:4999';
const mock = useMock({ publicUrl: OWN_ORIGIN });

/** Sends the document's example request of an operation asking for its documented reply of a status. */
async function preferred(operationId: string, status: number) {
  const operation = carrierOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const response = await mock.request({
    ...exampleRequest(operation),
    headers: { prefer: `code=${status}` },
  });
  expect(response.statusCode).toBe(status);
  return response.body;
}

describe('canned `Prefer: code=` replies hand out links on the mock’s own public origin', () => {
  it.each([
    ['claimDeviceBenefit', 201, `"url":"${OWN_ORIGIN}/checkout/`],
    ['purchaseSim', 201, `"url":"${OWN_ORIGIN}/checkout/`],
    ['enrollNlad', 201, `"url":"${OWN_ORIGIN}/checkout/`],
  ])('%s %d', async (operationId, status, link) => {
    const body = await preferred(operationId, status);
    expect(body).toContain(link);
    expect(body).not.toContain('127.0.0.1:4010');
  });
});
