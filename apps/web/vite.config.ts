import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './scripts/compiled-catalogues';
import { prerender, storedLocale } from './scripts/prerender-plugin';

export default defineConfig({
  plugins: [compiledCatalogues(), react(), storedLocale(), prerender()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1' },
  build: {
    rollupOptions: {
      output: {
        // A page's code in a few requests instead of dozens of small chunks (each a round trip on a phone):
        // chunks under this size are merged into a chunk loaded with them, and a language's catalogue is one file.
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) =>
          id.endsWith('virtual:domain-messages')
            ? 'messages-en'
            : /\/i18n\/catalogs\/(\w+)\//.exec(id)?.[1]?.replace(/^/, 'messages-'),
      },
    },
  },
});
