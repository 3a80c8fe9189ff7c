/**
 * The one way the web's consumer tests talk Pact: the pact's names and folder, a real carrier client pointed
 * at the Pact mock server, and matchers for what every carrier call shares (bearer token, error body).
 * See README.md beside this file for the pattern.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type CarrierClient, type components, createCarrierClient, type Settled } from '@carrier/contracts';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { expect } from 'vitest';

export const CONSUMER = 'carrier-web';
export const PROVIDER = 'carrier-api';

/** The repository's pacts/ folder; the mock carrier's provider verification reads the same one. */
export const PACTS_DIR = fileURLToPath(new URL('../../../../pacts', import.meta.url));
export const PACT_FILE = join(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** A Pact V4 pact between the web and the carrier; interactions of every test file merge into PACT_FILE. */
export function carrierPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, logLevel: 'warn' });
}

/**
 * The token the client sends in consumer tests. The provider state replaces it with a real one
 * (its `authToken`), so its value only has to look like a bearer token.
 */
export const EXAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJzdWJzY3JpYmVyIn0.c2lnbmF0dXJl';

/**
 * The site's real carrier client, talking to the Pact mock server. Pass `token` for subscriber calls: the
 * client sends it as the bearer token, as the site sends the stored one. It speaks `language` as the site speaks
 * the page's (the catalogue reads ask for names in it: `lang`).
 */
export function carrierClientFor(
  mockServer: V3MockServer,
  token: string | null = null,
  language = 'en',
): CarrierClient {
  return createCarrierClient({ baseUrl: mockServer.url, getToken: () => token, language: () => language });
}

/**
 * The test body of `executeTest`: runs `test` with the site's client pointed at the Pact mock server.
 * The mock server answers before it books the request as received, and under load Pact could read its books
 * too early and report the request as missing (pact-foundation/pact-reference#535): a short pause after the
 * test lets the books close.
 */
export function withCarrierClient<T>(
  test: (client: CarrierClient) => Promise<T>,
  token: string | null = null,
  language = 'en',
) {
  return async (mockServer: V3MockServer): Promise<T> => {
    const result = await test(carrierClientFor(mockServer, token, language));
    await sleep(BOOKKEEPING_PAUSE_MS);
    return result;
  };
}

const BOOKKEEPING_PAUSE_MS = 100;

/**
 * A request value the provider state hands out under `key` (a verification code, a reset token, an e-mail);
 * the consumer test runs with `example`.
 */
export function fromState<V>(key: string, example: V) {
  return MatchersV3.fromProviderState(`\${${key}}`, example);
}

/** Request headers of a subscriber call: the bearer token the provider state hands out as `authToken`. */
export function bearerFromState() {
  return { Authorization: MatchersV3.fromProviderState(`Bearer \${authToken}`, `Bearer ${EXAMPLE_TOKEN}`) };
}

type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The carrier's error body for one code: the code is the contract, the message is whatever text the carrier
 * chose (the site shows it as is), so it is matched by type.
 */
export function carrierError(code: ErrorCode, message: string) {
  return { error: code, message: MatchersV3.string(message) };
}

/** A FIELD_VALIDATION_FAILED body naming at least one field problem, like the given one. */
export function fieldValidationFailed(field: string, message: string) {
  return {
    ...carrierError('FIELD_VALIDATION_FAILED', 'Validation failed'),
    errors: MatchersV3.eachLike({ field: MatchersV3.string(field), message: MatchersV3.string(message) }),
  };
}

/** An ISO 8601 UTC timestamp as the carrier writes them (`2025-03-14T18:30:00.000Z`). */
export function isoTimestamp(example: string) {
  return MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, example);
}

/** One documented error outcome of a call, as its consumer test proves it. */
export interface CarrierErrorCase {
  /** The provider states that make the carrier answer it. */
  states: readonly [string, ...string[]];
  description: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** A subscriber call: the client sends EXAMPLE_TOKEN, the state's `authToken` replaces it. */
  subscriber?: boolean;
  status: number;
  code: ErrorCode;
  message: string;
  failureType?: string;
}

/**
 * Adds the interaction of an error outcome and runs `call`, the API module's call of that request, which must
 * settle to the error: its status and code, and NLAD's failure type when the carrier sends one.
 */
export function proveCarrierError(
  pact: PactV4,
  outcome: CarrierErrorCase,
  call: (client: CarrierClient) => Promise<Settled<unknown>>,
) {
  const { status, code, message, failureType } = outcome;
  const interaction = pact.addInteraction();
  for (const state of outcome.states) interaction.given(state);
  return interaction
    .uponReceiving(outcome.description)
    .withRequest(outcome.method, outcome.path, (request) => {
      if (outcome.subscriber) request.headers(bearerFromState());
      if (outcome.body !== undefined) request.jsonBody(outcome.body);
    })
    .willRespondWith(status, (response) =>
      response.jsonBody({
        ...carrierError(code, message),
        ...(failureType ? { failureType: MatchersV3.string(failureType) } : {}),
      }),
    )
    .executeTest(
      withCarrierClient(
        async (client) => {
          const result = await call(client);
          expect(result.error).toMatchObject({ status, code, ...(failureType ? { failureType } : {}) });
        },
        outcome.subscriber ? EXAMPLE_TOKEN : null,
      ),
    );
}
