// `pnpm perf`: builds the production site against the real mock carrier, serves it as a CDN would
// (site-server.ts), runs Lighthouse (mobile preset, simulated throttling, Debian's Chromium) on the key routes in
// each language, and prints per route the median of the runs: the four scores, LCP, TBT, CLS, and the bytes and
// requests of JS, CSS, fonts and images as Chromium loaded them.
//
//   pnpm perf [--routes /,/ACPPage] [--langs en,es] [--runs 3] [--dist <built site>] [--json <file>] [--lhr <dir>]
//
// `--dist` skips the build and measures a site built already (its carrier URL must be the mock's it starts).
// `--lhr` keeps each run's whole Lighthouse report (the LCP element, the request chains, the trace's timings).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { matchesRoute } from '@carrier/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { freePort, startMock } from '../e2e/support/servers';
import { localePath } from '../src/i18n/locale-path';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { KEY_ROUTES } from './key-routes';
import { serveSite } from './site-server';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const RESOURCE_TYPES = { js: 'script', css: 'stylesheet', font: 'font', img: 'image' } as const;
type ResourceKey = keyof typeof RESOURCE_TYPES;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: Record<ResourceKey, number>;
  requests: Record<ResourceKey, number>;
  /** The audits that cost accessibility, best practices or SEO points, to say what to fix. */
  failing: string[];
}

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string', default: KEY_ROUTES.join(',') },
    langs: { type: 'string', default: LOCALES.join(',') },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
    json: { type: 'string' },
    lhr: { type: 'string' },
  },
});

const routes = options.routes.split(',');
const langs = options.langs.split(',') as Locale[];
const runs = Number(options.runs);

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: LighthouseResult): Run {
  const items =
    (lhr.audits['resource-summary']?.details as { items: ResourceItem[] } | undefined)?.items ?? [];
  const of = (type: string) => items.find((item) => item.resourceType === type);
  const bytes = {} as Record<ResourceKey, number>;
  const requests = {} as Record<ResourceKey, number>;
  for (const [key, type] of Object.entries(RESOURCE_TYPES) as [ResourceKey, string][]) {
    bytes[key] = of(type)?.transferSize ?? 0;
    requests[key] = of(type)?.requestCount ?? 0;
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    bytes,
    requests,
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

interface ResourceItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's own median over the runs. */
function medianRun(all: Run[]): Run {
  const of = (pick: (run: Run) => number) => median(all.map(pick));
  const perType = (pick: (run: Run) => Record<ResourceKey, number>) =>
    Object.fromEntries(
      Object.keys(RESOURCE_TYPES).map((key) => [key, of((run) => pick(run)[key as ResourceKey])]),
    ) as Record<ResourceKey, number>;
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    bytes: perType((run) => run.bytes),
    requests: perType((run) => run.requests),
    failing: [...new Set(all.flatMap((run) => run.failing))],
  };
}

async function buildSite(outDir: string, carrierUrl: string, siteUrl: string) {
  process.env.VITE_CARRIER_BASE_URL = carrierUrl;
  process.env.VITE_SITE_URL = siteUrl;
  delete process.env.VITE_DEMO;
  await build({ root: WEB_DIR, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

async function measure(url: string, locale: Locale, port: number): Promise<LighthouseResult> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A returning visitor's stored language (the site's `user-locale`), set again after Lighthouse clears storage.
    await page.evaluateOnNewDocument((language: string) => {
      try {
        localStorage.setItem('user-locale', language);
      } catch {
        // about:blank has no storage
      }
    }, locale);
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    await page.close();
    return result.lhr;
  } finally {
    await browser.disconnect();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: { route: string; locale: Locale; run: Run }[]): string {
  const head = [
    'route',
    'lang',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB/req',
    'CSS KB/req',
    'font KB/req',
    'img KB/req',
  ];
  const lines = rows.map(({ route, locale, run }) => [
    route,
    locale,
    String(run.performance),
    String(run.accessibility),
    String(run.bestPractices),
    String(run.seo),
    (run.lcpMs / 1000).toFixed(2),
    run.tbtMs.toFixed(0),
    run.cls.toFixed(3),
    ...(Object.keys(RESOURCE_TYPES) as ResourceKey[]).map(
      (key) => `${kb(run.bytes[key])} / ${run.requests[key]}`,
    ),
  ]);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(head), row(head.map(() => '---')), ...lines.map(row)].join('\n');
}

async function main() {
  const webPort = await freePort();
  const site = { origin: `http://127.0.0.1:${webPort}` };
  const mock = await startMock(site.origin);
  const outDir = options.dist ?? mkdtempSync(join(tmpdir(), 'carrier-web-perf-'));
  const stops: (() => Promise<unknown>)[] = [() => mock.stop()];
  try {
    if (!options.dist) {
      stops.push(async () => rmSync(outDir, { recursive: true, force: true }));
      process.stdout.write(`Building the production site into ${outDir} …\n`);
      await buildSite(outDir, mock.url, site.origin);
    }
    const served = await serveSite(outDir, { port: webPort, isRoute: (path) => matchesRoute(path) });
    stops.unshift(() => served.close());
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    stops.unshift(async () => chrome.kill());
    const rows: { route: string; locale: Locale; run: Run; runs: Run[] }[] = [];
    for (const locale of langs) {
      for (const route of routes) {
        const url = `${served.url}${localePath(locale, route)}`;
        const all: Run[] = [];
        for (let index = 0; index < runs; index += 1) {
          const lhr = await measure(url, locale, chrome.port);
          if (options.lhr) {
            mkdirSync(options.lhr, { recursive: true });
            const name = `${locale}${route.replaceAll('/', '_')}-${index + 1}.json`;
            writeFileSync(join(options.lhr, name), JSON.stringify(lhr));
          }
          all.push(readRun(lhr));
        }
        const run = medianRun(all);
        rows.push({ route, locale, run, runs: all });
        process.stdout.write(
          `${locale} ${route}: perf ${all.map((r) => r.performance).join(', ')}; LCP ${all.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s; TBT ${all.map((r) => r.tbtMs.toFixed(0)).join(', ')} ms${run.failing.length > 0 ? `; failing: ${run.failing.join(', ')}` : ''}\n`,
        );
      }
    }
    process.stdout.write(
      `\nMedian of ${runs} run(s), Lighthouse mobile (simulated throttling):\n\n${table(rows)}\n`,
    );
    if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
  } finally {
    for (const stop of stops) await stop();
  }
}

await main();
