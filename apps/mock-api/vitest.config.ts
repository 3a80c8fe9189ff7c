import { defineConfig } from 'vitest/config';

// Building the app (compiling both documents' schemas) takes seconds on a loaded 2-core machine:
// time limits leave room for it, so a slow build fails no test.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
