import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HANG_GUARD } from '../../vitest.shared';
import { compiledCatalogues } from './scripts/compiled-catalogues';
import { stateShapes } from './scripts/state-shapes';

const COMPONENT_TEST = /\.test\.tsx?$/;

/**
 * Component test files that replace a module (`vi.mock`): a replaced module must not meet the real one in a module
 * graph shared with other files, so these run isolated; the others share one graph per worker, which halves the
 * CPU the components take (React Aria and React imported and compiled once per worker, not once per file).
 */
const replacingModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => COMPONENT_TEST.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [compiledCatalogues(), stateShapes(), react()],
  test: {
    ...HANG_GUARD,
    // Vitest leaves one core free by default: on the two-core machines this runs on, that halves the speed.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: replacingModules,
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          include: replacingModules,
          // A fresh VM context per file in a worker that stays, not a fresh process per file: each file still has
          // its own module graph and its own replacements, for a third less CPU (Node and the environment start
          // once per worker). Here `window` is the global itself: a test replaces what it must on the document's
          // own objects (`vi.spyOn(window.location, 'assign')`), never the global `location` with a copy.
          pool: 'vmThreads',
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        // Consumer tests write one pact file together: one file at a time, in node (real fetch, real ports).
        test: {
          name: 'pact',
          include: ['src/**/*.pact.spec.ts'],
          environment: 'node',
          globalSetup: ['src/testing/pact-global-setup.ts'],
          fileParallelism: false,
          // One file at a time in one process: importing Pact once instead of once per file.
          isolate: false,
          ...HANG_GUARD,
        },
      },
      {
        // The gates read the pact the `pact` project wrote, so they run after it (see package.json).
        test: {
          name: 'pact-gates',
          include: ['src/testing/pact-gates/**/*.spec.ts'],
          environment: 'node',
          ...HANG_GUARD,
        },
      },
    ],
  },
});
