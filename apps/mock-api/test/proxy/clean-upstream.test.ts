import { readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import { VALIDATION_OUTCOME } from '../../src/http/request-refusal';
import { pactFiles } from '../pact/pacts-dir';
import { providerStates } from '../pact/provider-states';
import { sendBodilessRequestsWithoutBody } from '../pact/request-filter';
import { buildProxy, listen, startMockUpstream } from './proxy-setup';

const files = pactFiles();
const pacts = files.map(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as { provider: { name: string }; interactions: unknown[] },
);
/** How many times each operation appears. */
function tally(operationIds: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of operationIds) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

const interactions = pacts.reduce((sum, pact) => sum + pact.interactions.length, 0);

/**
 * Every interaction of the web's pacts, replayed by the Pact verifier through the proxy to a second mock (the
 * upstream), with its provider state set up on that mock: the web's whole use of the carrier, against a carrier
 * that keeps to the document.
 */
describe.skipIf(files.length === 0)('the proxy in front of a carrier that keeps to the document', () => {
  let upstream: BuiltApp & { url: string };
  let proxy: BuiltApp;
  let proxyUrl: string;
  /** How the upstream answered each request: which it refused for breaking the document. */
  const answered: { operationId: string; refused: boolean }[] = [];
  /** The verifier's run: it goes on in native code when a test ends, so the servers stay up until it settles. */
  let verification: Promise<unknown> | undefined;

  beforeAll(async () => {
    upstream = await startMockUpstream((app) =>
      app.addHook('onResponse', async (request, reply) => {
        const operationId = request.routeOptions.config.operation?.operationId;
        if (operationId && !request.url.startsWith('/__mock'))
          answered.push({ operationId, refused: reply.getHeader('x-mock-outcome') === VALIDATION_OUTCOME });
      }),
    );
    proxy = await buildProxy(upstream.url);
    proxyUrl = await listen(proxy.app);
  });
  afterAll(async () => {
    await Promise.allSettled([verification]);
    await proxy.app.close();
    await upstream.app.close();
  });

  it(`passes all ${interactions} interactions through as the carrier answered them, finding no reply at fault`, async () => {
    process.env.PACT_DO_NOT_TRACK = 'true';
    verification = new Verifier({
      provider: pacts[0]?.provider.name as string,
      providerBaseUrl: proxyUrl,
      pactUrls: files,
      stateHandlers: providerStates(upstream),
      beforeEach: async () => upstream.world.reset(),
      requestFilter: sendBodilessRequestsWithoutBody,
      logLevel: 'warn',
    }).verifyProvider();
    await verification;

    const violations = proxy.violations.list();
    expect(proxy.violations.exchanges).toBe(interactions);
    expect(violations.filter((violation) => violation.direction === 'response')).toEqual([]);
    // The pacts also send requests that break the document on purpose, to see the carrier's 400: the proxy
    // reports exactly those the carrier refused for breaking it, and no other.
    const exchangesAtFault = new Map(violations.map((v) => [`${v.method} ${v.path} ${v.at}`, v.operationId]));
    expect(tally([...exchangesAtFault.values()])).toEqual(
      tally(answered.filter((answer) => answer.refused).map((answer) => answer.operationId)),
    );
  });
});
