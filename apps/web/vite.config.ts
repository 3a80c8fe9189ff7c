import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './scripts/compiled-catalogues';
import { headScript, prerender } from './scripts/prerender-plugin';
import { stateShapes } from './scripts/state-shapes';
import { partOf } from './src/i18n/catalogue-parts';
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
        // chunks under this size are merged into a chunk loaded with them, and a language's catalogue is two files:
        // the site's and the journeys' (src/i18n/catalogue-parts.ts).
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) => {
          if (id.endsWith('virtual:domain-messages')) return 'messages-en';
          const locale = /\/i18n\/catalogs\/(\w+)\//.exec(id)?.[1];
          if (!locale) return undefined;
          return partOf(id) === 'journeys' ? `messages-${locale}-journeys` : `messages-${locale}`;
        },
      },
    },
  },
});
