// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The production build is `vite build` without VITE_DEMO (the turbo `build` task, run before the tests).
const assetsDir = join(import.meta.dirname, '../../../dist/assets');

/** Strings only the demo panel and the per-tab mock session put in a bundle. */
const DEMO_TRACES = [
  'X-Mock-Session',
  'X-Mock-Outcome',
  'mock-session',
  '/__mock/scenarios',
  '/__mock/starters',
  'demo.title',
];

describe('the production build', () => {
  it('exists (run `vite build` first)', () => {
    expect(existsSync(assetsDir), `${assetsDir} is missing`).toBe(true);
  });

  it('contains no trace of the demo panel or the mock session', () => {
    const files = readdirSync(assetsDir).filter((file) => /\.(js|json)$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    const traces = files.flatMap((file) => {
      const text = readFileSync(join(assetsDir, file), 'utf8');
      return DEMO_TRACES.filter((trace) => text.includes(trace)).map((trace) => `${file}: ${trace}`);
    });
    expect(traces).toEqual([]);
  });
});
