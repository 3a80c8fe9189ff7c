import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './scripts/compiled-catalogues';
import { siteChunk } from './scripts/page-kit';
import { headScript, prerender } from './scripts/prerender-plugin';
import { stateShapes } from './scripts/state-shapes';
import { LOCALES } from './src/i18n/locales';

export default defineConfig({
  plugins: [
    // react-aria's own strings (a list's "selected", a dialog's "Dismiss") in the site's languages, not in 34.
    optimizeLocales.vite({ locales: [...LOCALES] }),
    compiledCatalogues(),
    stateShapes(),
    react(),
    headScript(),
    prerender(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1' },
  build: {
    rollupOptions: {
      output: {
        // A page's code in a few requests instead of dozens of small chunks (each a round trip on a phone):
        // chunks under this size are merged into a chunk loaded with them, and what Rollup cannot merge is named
        // (scripts/page-kit.ts).
        experimentalMinChunkSize: 20_000,
        onlyExplicitManualChunks: true,
        manualChunks: siteChunk,
      },
    },
  },
});
