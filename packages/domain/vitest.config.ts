import { defineConfig } from 'vitest/config';
import { HANG_GUARD } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...HANG_GUARD,
    // Pure functions, no mocks and no module state: one module graph per worker instead of one per file
    // (the run costs a fifth of the CPU).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
