import type { AddressInfo } from 'node:net';
import { carrierApiDocument, describeOperations } from '@carrier/contracts/server';
import type { FastifyInstance } from 'fastify';
import { type BuiltApp, buildApp } from '../../src/app';
import type { Settings } from '../../src/settings';
import { testSettings } from '../build';

/** Starts a server on a free port of 127.0.0.1; answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A second mock carrier, listening, to stand behind the proxy as a carrier that keeps to the document. */
export async function startMockUpstream(
  beforeListen: (app: FastifyInstance) => void = () => {},
): Promise<BuiltApp & { url: string }> {
  const built = await buildApp(testSettings());
  beforeListen(built.app);
  const url = await listen(built.app);
  built.world.settings.publicUrl = url;
  return { ...built, url };
}

/** The mock as a validating proxy in front of `upstream` (not listening: tests inject into it). */
export function buildProxy(upstream: string, overrides: Partial<Settings> = {}): Promise<BuiltApp> {
  return buildApp(testSettings({ upstream, ...overrides }));
}

/** A port nothing listens on: one a server had a moment ago. */
export async function closedPort(): Promise<string> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  const url = await listen(app);
  await app.close();
  return url;
}

const operations = new Map(describeOperations(carrierApiDocument).map((o) => [o.operationId, o]));

/** The document's example reply of an operation and status: a body that keeps to the document, to drift from. */
export function documentedExample(operationId: string, status = 200): Record<string, unknown> {
  const example = operations.get(operationId)?.responses[String(status)]?.examples['application/json'];
  if (example === undefined) throw new Error(`${operationId} documents no JSON example for ${status}`);
  return structuredClone(example) as Record<string, unknown>;
}
