import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest leaves one core free by default: on the two-core machines this runs on, that halves the speed.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 15_000,
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
          testTimeout: 30_000,
        },
      },
      {
        // The gates read the pact the `pact` project wrote, so they run after it (see package.json).
        test: {
          name: 'pact-gates',
          include: ['src/testing/pact-gates/**/*.spec.ts'],
          environment: 'node',
          // The document gate validates every interaction twice; on a loaded 2-core machine that takes a while.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
