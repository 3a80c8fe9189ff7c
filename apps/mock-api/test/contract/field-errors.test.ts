import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { anApplicant } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/tokens';
import { useMock } from '../build';
import { carrierOperations, exampleRequest } from './document-requests';

const mock = useMock();

interface FieldValidationBody {
  error: string;
  message: string;
  errors: { field: string; message: string }[];
}

async function bearer(): Promise<string> {
  const { world } = await mock.start();
  const exp = Math.floor(world.clock.nowMs() / 1000) + 3600;
  return `Bearer ${signToken({ sub: String(DEMO_ACCOUNTS.subscriber.id), role: 'subscriber', exp }, world.settings.tokenSecret)}`;
}

async function send(url: string, payload: object, secured = false) {
  const headers = secured ? { authorization: await bearer() } : {};
  const response = await mock.request({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json<FieldValidationBody>() };
}

const withBody = carrierOperations.filter((operation) => operation.request.body);

describe('request bodies are closed (every request schema)', () => {
  it.each(withBody.map((operation) => [operation.operationId, operation] as const))(
    '%s rejects a property the document does not name, and names it',
    async (_id, operation) => {
      const request = exampleRequest(operation);
      const headers = operation.secured ? { authorization: await bearer() } : {};
      const payload = { ...(request.payload as object), resellercode: 'NOPE' };
      const response = await mock.request({ ...request, payload, headers });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<FieldValidationBody>()).toEqual({
        error: 'FIELD_VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [{ field: 'resellercode', message: 'resellercode is not a field of this request' }],
      });
    },
  );
});

const SIM = {
  planPricingIds: [12],
  addOnPlanIds: [],
  paymentGateway: 'stripe',
  emailAddress: 'maria.lopez@example.com',
  shippingCountry: 'US',
  shippingState: 'NY',
  shippingCity: 'New York',
  shippingZipcode: '10118',
  shippingAddress1: '350 Fifth Avenue',
};

describe('field errors speak the spec’s words, one entry per field, without schema noise', () => {
  it.each([
    [
      'a 3-digit zip of a US SIM order',
      '/public/sim/purchase',
      { ...SIM, shippingZipcode: '101' },
      [{ field: 'shippingZipcode', message: 'ZipCode should be 5 digits' }],
    ],
    [
      'no address and a bad e-mail',
      '/public/sim/purchase',
      { ...SIM, shippingAddress1: undefined, emailAddress: 'x' },
      [
        { field: 'shippingAddress1', message: 'Shipping Address is required' },
        { field: 'emailAddress', message: 'Email Invalid' },
      ],
    ],
    [
      'a one-letter address',
      '/public/sim/purchase',
      { ...SIM, shippingAddress1: 'A' },
      [{ field: 'shippingAddress1', message: 'Shipping Address Invalid' }],
    ],
    [
      'an add-on zip of 4 digits',
      '/public/add-on_plan/purchase/price',
      { addOnPlanIds: [22], zipCode: '1011' },
      [{ field: 'zipCode', message: 'ZipCode should be 5 digits' }],
    ],
    [
      'a 3-digit SSN',
      '/public/acp/eligibility-check',
      anApplicant({ ssn4: '482' }),
      [{ field: 'ssn4', message: 'Ssn should be 4 numbers' }],
    ],
    [
      'a non-tribal applicant without an SSN',
      '/public/acp/eligibility-check',
      anApplicant({ ssn4: undefined }),
      [{ field: 'ssn4', message: 'Ssn should be 4 numbers' }],
    ],
    [
      'a tribal applicant without a tribal number',
      '/public/acp/eligibility-check',
      anApplicant({ eligibilityCode: '9' }),
      [{ field: 'tribalId', message: 'Tribal number is mandatory' }],
    ],
    [
      'a school program without a school',
      '/public/acp/eligibility-check',
      anApplicant({ eligibilityProgramCode: 'E50' }),
      [{ field: 'schoolName', message: 'School name is mandatory' }],
    ],
  ])('%s', async (_case, url, payload, errors) => {
    const { status, body } = await send(url, payload);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'FIELD_VALIDATION_FAILED', message: 'Validation failed', errors });
  });
});

describe('a reply lists at most 100 field errors (edges audit X-6)', () => {
  it('lists the first 100 fields of a body with thousands of bad items, then one entry counting the rest', async () => {
    const { status, body } = await send('/public/sim/purchase/price', {
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: Array.from({ length: 5000 }, () => 'a'),
      addOnPlanIds: [],
    });
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(101);
    expect(body.errors[0]?.field).toBe('planPricingIds.0');
    expect(body.errors[99]?.field).toBe('planPricingIds.99');
    expect(body.errors[100]).toEqual({ field: 'body', message: 'and 4,900 more fields are invalid' });
  });
});
