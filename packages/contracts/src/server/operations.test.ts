import { describe, expect, it } from 'vitest';
import { carrierApiDocument, describeOperations, mockControlDocument, type operationMeta } from './index';

/**
 * The carrier operations table of DESIGN.md, each request as `METHOD /path`: typed by the
 * generated operation meta, so a request the document lacks fails the typecheck; the test below fails on one the
 * table lacks.
 */
const DESIGN_TABLE = [
  'POST /public/auth/login',
  'POST /reseller/auth/login',
  'POST /administrator/auth/login',
  'POST /public/auth/register',
  'POST /public/auth/verify/{email}',
  'POST /public/auth/verify/{email}/resend_code',
  'POST /public/auth/forgot_password',
  'POST /public/auth/reset_password',
  'POST /reseller/auth/reset_password',
  'POST /administrator/auth/reset_password',
  'POST /public/auth/reset_password/check',
  'POST /reseller/auth/reset_password/check',
  'POST /administrator/auth/reset_password/check',
  'GET /subscriber/profile',
  'PATCH /subscriber/profile',
  'GET /public/plan',
  'GET /public/plan/{id}',
  'GET /public/plan_pricing',
  'GET /public/plan_pricing/{id}',
  'GET /public/rate',
  'GET /public/rate/{country}',
  'GET /public/shipping_rate',
  'GET /public/shipping_rate/{country}',
  'GET /public/add-on_plan',
  'GET /public/device',
  'GET /public/device/{id}',
  'POST /public/add-on_plan/purchase',
  'POST /subscriber/add-on_plans/purchase',
  'POST /public/add-on_plan/purchase/price',
  'POST /subscriber/add-on_plans/purchase/price',
  'POST /public/sim/purchase',
  'POST /subscriber/sim/purchase',
  'POST /public/sim/purchase/price',
  'POST /subscriber/sim/purchase/price',
  'POST /public/sim/{esn}/activate',
  'POST /public/add-on_plan/activate',
  'POST /subscriber/sim/{id}/port/activate',
  'POST /public/utility/is_valid_reseller_code',
  'GET /public/order/{id}',
  'GET /subscriber/order/{id}',
  'GET /subscriber/fulfillment/{id}',
  'GET /public/payment/{id}',
  'GET /public/invoice/{invoiceId}',
  'GET /subscriber/invoice/{invoiceId}',
  'GET /public/renewal/{uuid}',
  'POST /public/renewal/{uuid}/pay',
  'GET /public/acp_supported_state/{stateCode}',
  'POST /public/acp/eligibility-check',
  'POST /subscriber/acp/eligibility-check',
  'POST /public/acp/eligibility-check/recheck',
  'POST /public/acp/eligibility-check/status',
  'POST /public/acp/personal-data',
  'POST /public/acp/tribal-confirmation',
  'POST /public/acp/waitlist',
  'POST /public/nlad/enroll',
  'POST /subscriber/nlad/enroll',
  'POST /public/nlad/transfer',
  'POST /subscriber/nlad/transfer',
  'POST /public/nlad/verify',
  'POST /public/nlad/claimDeviceBenefit',
  'POST /subscriber/nlad/claimDeviceBenefit',
  'POST /webhooks/chat',
] as const satisfies readonly (keyof typeof operationMeta)[];

const designOperations: readonly string[] = DESIGN_TABLE;

const operations = describeOperations(carrierApiDocument, 'carrier-api');

describe('the carrier document', () => {
  it('serves exactly the operations of the DESIGN table', () => {
    const served = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(served.sort()).toEqual([...designOperations].sort());
  });

  it('gives every operation a unique operationId and a tag', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => op.tags.length === 0)).toEqual([]);
  });

  it('secures exactly the subscriber operations with the bearer token', () => {
    const secured = operations.filter((op) => op.secured).map((op) => op.path);
    expect(secured.length).toBeGreaterThan(0);
    expect(secured.every((path) => path.startsWith('/subscriber/'))).toBe(true);
    expect(operations.filter((op) => op.path.startsWith('/subscriber/') && !op.secured)).toEqual([]);
  });

  it('documents at least one example for every response', () => {
    const missing = operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(
          ([, response]) =>
            Object.keys(response.content).length > 0 && Object.keys(response.examples).length === 0,
        )
        .map(([status]) => `${op.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('describeOperations', () => {
  const byId = (id: string) => {
    const operation = operations.find((op) => op.operationId === id);
    if (!operation) throw new Error(`no ${id}`);
    return operation;
  };

  it("rewrites paths into Fastify's syntax", () => {
    expect(byId('verifyEmail').routePath).toBe('/public/auth/verify/:email');
  });

  it('makes schema references absolute against the document id', () => {
    const body = JSON.stringify(byId('loginSubscriber').request.body);
    expect(body).toContain('"$ref":"carrier-api#/components/schemas/');
    expect(body).not.toContain('"$ref":"#/');
  });

  it('collects path parameters into one required object schema', () => {
    expect(byId('getPlan').request.params).toMatchObject({ type: 'object', required: ['id'] });
  });

  it('knows which operations take a reseller code', () => {
    expect(byId('activateSim').acceptsResellerCode).toBe(true);
    expect(byId('loginSubscriber').acceptsResellerCode).toBe(false);
  });

  it("knows which operations take the visitor's language as the `lang` query (the catalogue's names)", () => {
    const takeIt = operations.filter((op) => op.languageQuery).map((op) => op.operationId);
    expect(takeIt.sort()).toEqual(
      ['getDevice', 'getPlan', 'listAddOnPlans', 'listDevices', 'listPlans'].sort(),
    );
  });

  it("knows which operations take the visitor's language (the e-mails they send)", () => {
    const takeIt = operations.filter((op) => op.acceptsLanguage).map((op) => op.operationId);
    expect(takeIt.sort()).toEqual(
      ['forgotPassword', 'joinWaitlist', 'registerSubscriber', 'resendVerificationCode'].sort(),
    );
  });

  it('resolves shared responses and keeps their examples', () => {
    const notFound = byId('getPlan').responses['404'];
    expect(notFound?.content['application/json']).toBeDefined();
    expect(notFound?.examples['application/json']).toMatchObject({ error: expect.any(String) });
  });

  it('reads the mock control document the same way', () => {
    const control = describeOperations(mockControlDocument, 'mock-control').map((op) => op.operationId);
    expect(control).toEqual(
      expect.arrayContaining(['resetMock', 'armScenario', 'checkoutPage', 'payCheckout']),
    );
  });
});
