import type { DocumentedErrorCode, ErrorCode, OperationId } from '@carrier/contracts/types';
import type { Scenario } from '@carrier/scenarios';
import { scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';
import { carrierOperations, exampleRequest } from './document-requests';

const mock = useMock();

/**
 * The HTTP status of each error code, as the spec and the carrier document give it: pinned here by hand, not
 * read from the catalogue under test, so a catalogue entry with a wrong status (even one its operation documents
 * for another error) fails. Keyed by the document's ErrorCode enum: a code added there without its status here
 * fails the typecheck.
 */
const SPEC_STATUS = {
  FIELD_VALIDATION_FAILED: 400,
  INVALID_APPLICATION_ID: 400,
  INVALID_RESELLER_CODE: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_TRIBAL_ID: 400,
  INVALID_VERIFICATION_CODE: 400,
  STATE_NOT_SUPPORTED: 400,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  ADD_ON_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  DEVICE_NOT_FOUND: 404,
  ELIGIBILITY_CHECK_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  FULFILLMENT_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  NLAD_SUBSCRIBER_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  PLAN_NOT_FOUND: 404,
  PLAN_PRICING_NOT_FOUND: 404,
  RATE_NOT_FOUND: 404,
  RENEWAL_NOT_FOUND: 404,
  SHIPPING_RATE_NOT_FOUND: 404,
  SIM_NOT_FOUND: 404,
  APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER: 409,
  DUPLICATE_ADDRESS: 409,
  DUPLICATE_DEVICE: 409,
  DUPLICATE_SUBSCRIBER: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  RENEWAL_ALREADY_PAID: 409,
  RENEWAL_EXPIRED: 409,
  SIM_ALREADY_ACTIVATED: 409,
  SUBSCRIBER_ALREADY_EXISTS: 409,
  CANNOT_UPDATE_DEVICE: 422,
  INELIGIBLE_FOR_TRANSFER: 422,
  PORT_IN_FAILED: 422,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
  PROBLEM_WITH_ACTIVATION: 500,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
  INSUFFICIENT_STORAGE: 507,
} as const satisfies Record<ErrorCode, number>;

/** Where an operation answers a code with another status: the supported-state lookup's "no" is a 404. */
const SPEC_STATUS_BY_OPERATION = {
  getAcpSupportedState: { STATE_NOT_SUPPORTED: 404 },
} as const satisfies { [Id in OperationId]?: Partial<Record<DocumentedErrorCode<Id>, number>> };

const specStatusByOperation: Readonly<Record<string, Readonly<Record<string, number>> | undefined>> =
  SPEC_STATUS_BY_OPERATION;
const specStatusOfCode: Readonly<Record<string, number | undefined>> = SPEC_STATUS;

const specStatus = (operationId: string, error: string) =>
  specStatusByOperation[operationId]?.[error] ?? specStatusOfCode[error];

/** Catalogue outcomes whose status is not the spec's for their error code, as `id on operation: status`. */
const statusesOffSpec = (catalogue: readonly Scenario[]) =>
  catalogue.flatMap((scenario) =>
    scenario.error === null || scenario.operations === 'any'
      ? []
      : scenario.operations
          .filter((operationId) => specStatus(operationId, scenario.error ?? '') !== scenario.status)
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

  it('gives each error code the spec’s status, and would catch one that drifted (seeded drift)', () => {
    expect(statusesOffSpec(scenarios)).toEqual([]);
    const alreadyActivated = scenarios.find((scenario) => scenario.id === 'activation.already-activated');
    if (!alreadyActivated) throw new Error('no activation.already-activated scenario');
    expect(statusesOffSpec([{ ...alreadyActivated, status: 400 }])).toContain(
      'activation.already-activated on activateSim: 400',
    );
  });

  it('knows the spec’s status of every error code they answer', () => {
    const codes = cases.map(({ scenario }) => String(scenario.error));
    expect(codes.filter((code) => specStatusOfCode[code] === undefined)).toEqual([]);
  });

  it.each(cases)('$scenario.id on $operation.operationId', async ({ scenario, operation }) => {
    const request = exampleRequest(operation);
    // A secured operation authenticates first (edges audit E-3): the forced outcome is a subscriber's.
    const authorization = operation.secured ? bearer(await demoSubscriberToken(mock)) : {};
    const response = await mock.request({
      ...request,
      headers: { 'x-mock-scenario': scenario.id, ...authorization },
    });
    expect(response.statusCode, response.body).toBe(
      specStatus(operation.operationId, String(scenario.error)),
    );
    expect(response.headers['x-mock-outcome']).toBe(scenario.id);
    expect(response.json()).toMatchObject({
      error: scenario.error,
      message: scenario.message ?? scenario.description,
      ...(scenario.failureType ? { failureType: scenario.failureType } : {}),
    });
  });
});
