import { defineConfig } from 'tsup';

// Workspace packages ship TypeScript sources, so they are bundled in; npm dependencies stay external.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@carrier\//],
  clean: true,
});
