// The budget gate: loads pages of the production build (dist/, `pnpm build`) in Chromium as a phone, served as a
// CDN serves them (site-server.ts), and fails when a page
//   - transfers more than 150 KB of JavaScript (compressed, as sent) or makes more than 10 script requests, or
//   - fetches a script, stylesheet or font that its HTML does not name: a request found only after a script ran,
//     a waterfall the HTML could have avoided with a <link rel="modulepreload"> or by leaving the code out, or
//   - shows nothing without JavaScript: its first view must be in the HTML, or
//   - fetches a carrier read twice (its HTML's <link rel="preload"> went unused: the page's call did not match it),
//     or, on a price page (CARRIER_READS_PRELOADED), makes a carrier read its HTML does not start.
// Counted until the network is idle with nobody touching the page; what loads later (on a tap, on scroll, when
// the browser is idle) is outside the first load. Carrier calls go to the real mock carrier (started here, as the
// browser tests start it), so each page loads what it loads for a visitor, not its error path.
//
//   pnpm --filter web budget [--dist <built site>] [--pages /,/ACPPage] [--list]   (--list: every script and its size)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { matchesRoute } from '@carrier/domain';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startMock } from '../e2e/support/servers';
import { localePath, unlocalisedPath } from '../src/i18n/locale-path';
import { LOCALES } from '../src/i18n/locales';
import { KEY_ROUTES } from './key-routes';
import { CARRIER_READS_PRELOADED } from './prerender-plugin';
import { serveSite } from './site-server';

/** The first load's budget per page (DESIGN.md), brotli as sent. */
export const BUDGET = { jsKb: 150, jsRequests: 10 };
/** Every key route in every language. */
const PAGES = LOCALES.flatMap((locale) => KEY_ROUTES.map((route) => localePath(locale, route)));
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const FIRST_LOAD_TYPES = new Set(['script', 'stylesheet', 'font']);

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    pages: { type: 'string', default: PAGES.join(',') },
    list: { type: 'boolean', default: false },
  },
});

interface Loaded {
  path: string;
  jsBytes: number;
  jsRequests: number;
  scripts: { url: string; bytes: number }[];
  unnamed: string[];
  firstView: string;
  /** Each carrier address the page fetched, and how many times. */
  carrierReads: Map<string, number>;
  /** The carrier addresses its HTML preloads. */
  preloaded: Set<string>;
}

/**
 * Every file of the site the HTML names, in a tag or in its inline scripts: what the browser can fetch without
 * running another file's code first.
 */
async function namedByHtml(
  origin: string,
  path: string,
): Promise<{ files: Set<string>; preloaded: Set<string> }> {
  const html = await (await fetch(`${origin}${path}`)).text();
  return {
    files: new Set(
      [...html.matchAll(/["'(](\/[\w./-]+\.(?:js|css|woff2?))["')]/g)].map((match) => `${origin}${match[1]}`),
    ),
    preloaded: new Set(
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      ),
    ),
  };
}

async function load(browser: Browser, origin: string, mockUrl: string, path: string): Promise<Loaded> {
  const context = await browser.newContext(PHONE);
  // The gate decides on bytes and requests: a busy machine may take its time, no wait here has a deadline.
  context.setDefaultTimeout(0);
  try {
    const page = await context.newPage();
    // The build names its own carrier address; its calls are answered by this run's mock.
    await page.route(
      (url) => url.origin !== origin,
      async (route) => {
        const url = new URL(route.request().url());
        route.fulfill({ response: await route.fetch({ url: `${mockUrl}${url.pathname}${url.search}` }) });
      },
    );
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    const unnamed: string[] = [];
    const named = await namedByHtml(origin, path);
    // A fetch() that Chromium answers with the page's preload is no request of its own: one per address is right.
    const carrierReads = new Map<string, number>();
    page.on('request', (request) => {
      if (!request.url().startsWith(origin))
        carrierReads.set(request.url(), (carrierReads.get(request.url()) ?? 0) + 1);
    });
    page.on('request', (request) => {
      const type = request.resourceType();
      if (!FIRST_LOAD_TYPES.has(type) || !request.url().startsWith(origin)) return;
      if (!named.files.has(request.url())) unnamed.push(request.url().slice(origin.length));
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(
          request
            .sizes()
            .then((sizes) => ({ url: request.url().slice(origin.length), bytes: sizes.responseBodySize })),
        );
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // A pre-rendered page fetches its scripts after its first paint: on a busy machine the network can be idle
    // before they start. The first load ends once React has the page and the network is idle again.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    return {
      path,
      jsBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      jsRequests: loaded.length,
      scripts: loaded.sort((a, b) => b.bytes - a.bytes),
      unnamed,
      firstView: await firstViewWithoutScript(browser, `${origin}${path}`),
      carrierReads,
      preloaded: named.preloaded,
    };
  } finally {
    await context.close();
  }
}

/** The page's main heading as the HTML alone shows it. */
async function firstViewWithoutScript(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  context.setDefaultTimeout(0);
  try {
    const page: Page = await context.newPage();
    await page.goto(url);
    const heading = page.locator('main h1').first();
    return (await heading.count()) > 0 && (await heading.isVisible())
      ? ((await heading.textContent()) ?? '').trim()
      : '';
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  if (!existsSync(options.dist))
    throw new Error(`${options.dist} is missing: build the site first (pnpm build)`);
  const site = await serveSite(options.dist, { isRoute: (path) => matchesRoute(path) });
  const mock = await startMock(site.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const failures: string[] = [];
  try {
    for (const path of options.pages.split(',')) {
      const loaded = await load(browser, site.url, mock.url, path);
      const kb = loaded.jsBytes / 1024;
      process.stdout.write(
        `${path}: JS ${kb.toFixed(1)} KB in ${loaded.jsRequests} requests; first view without JS: ${loaded.firstView ? `"${loaded.firstView}"` : 'none'}\n`,
      );
      if (options.list)
        for (const script of loaded.scripts)
          process.stdout.write(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}\n`);
      if (kb > BUDGET.jsKb)
        failures.push(`${path}: ${kb.toFixed(1)} KB of JavaScript, over ${BUDGET.jsKb} KB`);
      if (loaded.jsRequests > BUDGET.jsRequests)
        failures.push(`${path}: ${loaded.jsRequests} script requests, over ${BUDGET.jsRequests}`);
      for (const url of loaded.unnamed)
        failures.push(`${path}: ${url} is fetched in the first load but its HTML does not name it`);
      if (!loaded.firstView) failures.push(`${path}: without JavaScript the page shows no heading`);
      for (const [url, times] of loaded.carrierReads) {
        if (times > 1)
          failures.push(`${path}: ${url} is fetched ${times} times (a preload the page did not use?)`);
        if (CARRIER_READS_PRELOADED.includes(unlocalisedPath(path)) && !loaded.preloaded.has(url))
          failures.push(`${path}: ${url} waits for the page's scripts; its HTML does not preload it`);
      }
      for (const url of loaded.preloaded)
        if (!loaded.carrierReads.has(url))
          failures.push(`${path}: its HTML preloads ${url}, which nothing fetched`);
    }
  } finally {
    await browser.close();
    await site.close();
    await mock.stop();
  }
  if (failures.length > 0) {
    process.stderr.write(`Over budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
    return 1;
  }
  process.stdout.write('Within budget.\n');
  return 0;
}

process.exitCode = await main();
