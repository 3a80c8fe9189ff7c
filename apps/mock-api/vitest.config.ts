import { defineConfig } from 'vitest/config';

// Building the app (compiling both documents' schemas) takes seconds on a loaded 2-core machine:
// time limits leave room for it, so a slow build fails no test.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file builds its own app and resets its world after every test; the modules hold no state of their own,
    // so the workers keep one module graph instead of importing Fastify and the documents again for each file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
