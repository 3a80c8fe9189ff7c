import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { freePort, startMock } from './servers';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Serves the built site against the real mock carrier, both on free ports of 127.0.0.1: the mock learns the
 * site's origin (CORS, the redirects back from checkout and the verifier), the build learns the mock's URL.
 * Tests find them in E2E_BASE_URL and E2E_MOCK_URL, the built site in E2E_SITE_DIR. Answers the teardown that stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const mock = await startMock(webUrl);
  const outDir = mkdtempSync(join(tmpdir(), 'carrier-web-e2e-'));
  try {
    // The demo build (the site as it ships, plus the demo panel: a production build has none, which
    // src/lib/demo/production-build.test.ts checks), pointed at this run's mock.
    process.env.VITE_CARRIER_BASE_URL = mock.url;
    process.env.VITE_DEMO = '1';
    await build({ root: WEB_DIR, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const site = await preview({
      root: WEB_DIR,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: webPort, strictPort: true },
    });
    process.env.E2E_BASE_URL = webUrl;
    process.env.E2E_MOCK_URL = mock.url;
    process.env.E2E_SITE_DIR = outDir;
    return async () => {
      await site.close();
      await mock.stop();
      rmSync(outDir, { recursive: true, force: true });
    };
  } catch (error) {
    await mock.stop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
