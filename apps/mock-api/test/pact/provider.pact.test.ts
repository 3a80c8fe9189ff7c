import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { testSettings } from '../build';
import { PACTS_DIR, pactFiles } from './pacts-dir';
import { providerStates } from './provider-states';
import { sendBodilessRequestsWithoutBody } from './request-filter';

interface PactFile {
  provider: { name: string };
  interactions: { providerStates?: { name: string }[]; providerState?: string }[];
}

const files = pactFiles();
const pacts = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as PactFile);
const noPacts = files.length === 0;
const statesNamed = new Set(
  pacts.flatMap((pact) =>
    pact.interactions.flatMap((interaction) => [
      ...(interaction.providerStates ?? []).map((state) => state.name),
      ...(interaction.providerState ? [interaction.providerState] : []),
    ]),
  ),
);

describe('pact provider verification', () => {
  let built: BuiltApp;
  let baseUrl: string;
  /** The verifier's run: it goes on in native code when a test ends, so the server stays up until it settles. */
  let verification: Promise<unknown> | undefined;

  beforeAll(async () => {
    built = await buildApp(testSettings());
    await built.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    built.world.settings.publicUrl = baseUrl;
  });
  afterAll(async () => {
    await Promise.allSettled([verification]);
    await built.app.close();
  });

  it("reads the repository's pacts folder", () => {
    expect(existsSync(join(PACTS_DIR, '..', 'pnpm-workspace.yaml'))).toBe(true);
    expect(basename(PACTS_DIR)).toBe('pacts');
    expect(pacts.map((pact) => pact.interactions.length > 0)).toEqual(files.map(() => true));
  });

  it('has a state handler for every provider state the pacts name', () => {
    const handled = new Set(Object.keys(providerStates(built)));
    expect([...statesNamed].filter((state) => !handled.has(state))).toEqual([]);
  });

  it.skipIf(noPacts)(
    noPacts
      ? 'verifies the pacts: skipped, pacts/ holds no pact file yet'
      : `verifies ${files.length} pact file(s)`,
    async () => {
      process.env.PACT_DO_NOT_TRACK = 'true';
      const [provider] = new Set(pacts.map((pact) => pact.provider.name));
      expect(new Set(pacts.map((pact) => pact.provider.name)).size).toBe(1);
      verification = new Verifier({
        provider,
        providerBaseUrl: baseUrl,
        pactUrls: files,
        stateHandlers: providerStates(built),
        beforeEach: async () => built.world.reset(),
        requestFilter: sendBodilessRequestsWithoutBody,
        logLevel: 'warn',
      }).verifyProvider();
      await verification;
      expect(built.app.contractViolations, 'replies that break the OpenAPI documents').toEqual([]);
    },
  );
});
