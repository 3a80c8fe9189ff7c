import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, expect } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app';
import { readSettings, type Settings } from '../src/settings';

/** Settings for tests: replies checked against the document, quiet logs, short fault delays. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    ...readSettings([], {}),
    validateResponses: true,
    logLevel: 'silent',
    timeoutDelayMs: 50,
    ...overrides,
  };
}

/**
 * Builds the mock for one test file; after each test, every reply must have matched the document.
 * Use it at the top level of a test file: `const mock = useMock();` then `mock.app`, `mock.world`.
 */
export function useMock(overrides: Partial<Settings> = {}) {
  let built: BuiltApp | undefined;
  const holder = {
    get app(): FastifyInstance {
      if (!built)
        throw new Error('useMock: the app is built lazily; call mock.start() in beforeAll or use request()');
      return built.app;
    },
    get world() {
      if (!built) throw new Error('useMock: not started');
      return built.world;
    },
    async start() {
      built ??= await buildApp(testSettings(overrides));
      return built;
    },
    /** Injects a request; a JSON body is sent as JSON. */
    async request(options: InjectOptions): Promise<LightMyRequestResponse> {
      const { app } = await holder.start();
      return app.inject(options);
    },
    async json<T = unknown>(
      options: InjectOptions,
    ): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
      const response = await holder.request(options);
      return { status: response.statusCode, body: response.json() as T, headers: response.headers };
    },
  };

  afterEach(() => {
    if (!built) return;
    const violations = built.app.contractViolations.splice(0);
    expect(violations, 'replies that break openapi/carrier-api.yaml').toEqual([]);
    built.world.reset();
  });

  return holder;
}

/** The handle `useMock()` answers. */
export type Mock = ReturnType<typeof useMock>;
