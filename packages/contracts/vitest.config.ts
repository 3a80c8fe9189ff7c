import { defineConfig } from 'vitest/config';

// Validating the whole carrier document takes 5 s and more on a loaded two-core runner.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
