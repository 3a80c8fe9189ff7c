import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { toastQueue } from '../ui';

// How long `findBy…` and `waitFor` wait for what the test expects: a guard against a page that never shows it, not a
// speed target (on a loaded machine a page can take many seconds to appear). Under the hang guard of the config,
// so a failure names what was not found.
configure({ asyncUtilTimeout: 60_000 });

/** Component tests mock the feature's api module: a request that reaches `fetch` is a test that forgot one. */
const unmockedRequests: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    unmockedRequests.push(url);
    return Promise.reject(new TypeError(`component tests make no network requests (${url})`));
  });
});

afterEach(() => {
  cleanup();
  toastQueue.clear();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
  const reached = unmockedRequests.splice(0);
  expect(reached, 'requests no api module mock answered').toEqual([]);
});
