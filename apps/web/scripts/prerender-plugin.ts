// Vite plugins that make the built site findable and fast on a phone:
// - `headScript`: the script in every page's head that sends a returning visitor to their language's address (where
//   the address names none), stores the language a visitor picks in the header, and holds what a visitor presses
//   before the page's script is ready (src/lib/early-actions.ts);
// - `prerender`: after the browser build, renders the pages of PRERENDERED_PATHS in every language to real HTML
//   (src/prerender.tsx, built for Node), with each page's head and a <link> for every file its first view needs,
//   so the first paint needs no script and the route's code comes in one round instead of a waterfall; on the
//   price pages the carrier reads its loaders make are preloaded too, so the price is on its way while the scripts
//   load. The
//   untouched index.html stays as the app shell for the other routes (site-server.ts serves it).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { readEnv } from '../src/config/read-env';
import { LOCALE_PREFIXES, redirectToStoredLocale, rememberChosenLocale } from '../src/i18n/locale-path';
import { holdEarlyActions } from '../src/lib/early-actions';
import { asFirstVisit } from './first-visit-storage';
import { KEY_ROUTES } from './key-routes';
import { securityHeaders, writeHeadersFile } from './security-headers';
import { APP_SHELL, precompress, siteHandler } from './site-server';

/** The static and marketing pages: the key routes of issue 17 and the other pages that need no visitor data. */
export const PRERENDERED_PATHS = [
  ...KEY_ROUTES,
  '/FrequentlyAskedQuestionsPage',
  '/ActiveSimCardPage',
  '/ContactUsPage',
];

/**
 * The pre-rendered pages whose HTML starts the carrier reads their loaders make (`<link rel="preload">`): the price
 * pages, where the carrier's price is what the visitor came for, and it shows as soon as the page's script runs.
 * Elsewhere the data sits below text the HTML already shows, and Lighthouse's model counts every request that
 * ended before the largest paint: with the mock on this machine, a preload's connection to the carrier moved the
 * LCP of /OwnPlanPage from 0.93 to 1.15 s (apps/web/docs/perf.md).
 */
export const CARRIER_READS_PRELOADED = ['/PrePaidPage', '/ThreeDollarMonPage'];

export function headScript(): Plugin {
  const script = [
    `(${redirectToStoredLocale.toString()})(${JSON.stringify(LOCALE_PREFIXES)}, 'user-locale');`,
    `(${rememberChosenLocale.toString()})('user-locale');`,
    `(${holdEarlyActions.toString()})();`,
  ].join('\n');
  return {
    name: 'carrier:head-script',
    transformIndexHtml: (html) => html.replace('</title>', `</title>\n    <script>${script}</script>`),
  };
}

// Modules of src/ say when the pre-render's Node build evaluates them: the route's own page module is the
// one the browser needs for it (with its imports, from the browser build's manifest).
const EVALUATED = '__carrierPrerenderModules';
type Recording = { [EVALUATED]?: string[] };

interface RenderModule {
  LOCALES: readonly string[];
  localePath(locale: string, path: string): string;
  renderPage(path: string, locale: string): Promise<{ html: string; head: string; preloads: string[] }>;
}

function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The page's file for a site address: `/` → index.html, `/es/` → es/index.html, `/X` → X.html. */
const fileOf = (address: string) =>
  (address.endsWith('/') ? `${address}index.html` : `${address}.html`).slice(1);

// A part whose code comes when it nears the screen or is used (src/lib/when-visible.tsx): `whenVisible('name', () =>
// import('./module')…` or `whenUsed(…`. Its HTML and styles are in the page; its scripts are not preloaded.
const WHEN_VISIBLE =
  /(?:whenVisible|whenUsed)\(\s*["'][^"']+["'],\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;

export function prerender(): Plugin {
  let config: ResolvedConfig;
  const belowFirstScreen = new Set<string>();
  return {
    name: 'carrier:prerender',
    config: (_user, env) =>
      env.command === 'build' && !env.isSsrBuild
        ? { build: { manifest: true, ssrManifest: true } }
        : undefined,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      // Every request: a missing file is a 404 here, never Vite's fallback page.
      const handle = siteHandler(resolve(config.root, config.build.outDir));
      server.middlewares.use((req, res) => handle(req, res));
    },
    transform(code, id, options) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(join(config.root, 'src'))) return;
      if (!options?.ssr) {
        for (const part of code.matchAll(WHEN_VISIBLE))
          belowFirstScreen.add(relative(config.root, resolve(dirname(id), `${part[1]}.tsx`)));
        return;
      }
      const name = JSON.stringify(relative(config.root, id));
      return { code: `${code}\n;globalThis.${EVALUATED}?.push(${name});`, map: null };
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Its own folder (inside node_modules, so the bundle finds the site's packages): builds may run side by side.
      mkdirSync(join(config.root, 'node_modules'), { recursive: true });
      const serverDir = mkdtempSync(join(config.root, 'node_modules', '.prerender-'));
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      try {
        await asFirstVisit(() => renderPages(serverDir, outDir, belowFirstScreen));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
      writeHeadersFile(outDir, securityHeaders(outDir, new URL(readEnv(config.env).carrierBaseUrl).origin));
      precompress(outDir);
    },
  };
}

/**
 * Runs in a pre-rendered page (injected as source, so it is self-contained): fetches the site's code, all of it at
 * once, and starts it after the page has painted. The HTML is the first view; fetching and running the scripts
 * before the first paint would only delay it on a slow phone.
 */
function loadAfterFirstPaint(entry: string, files: string[]): void {
  const load = () => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    void import(entry);
    // A page's first Intl call loads the browser's locale data (tens of milliseconds on a slow phone): made here, in
    // a task of its own while the code downloads, it is not part of the long task that starts the code.
    setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf('en'), 0);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
}

/** The page's scripts, loaded by `loadAfterFirstPaint` instead of from the head. */
function hydrateAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('The built index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const files = [entry[1], ...preloads.map((preload) => preload[1] ?? '')];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const loader = `(${loadAfterFirstPaint.toString()})(${JSON.stringify(entry[1])}, ${JSON.stringify(files)});`;
  return out.replace('</body>', `  <script type="module">${loader}</script>\n  </body>`);
}

async function renderPages(serverDir: string, outDir: string, belowFirstScreen: Set<string>): Promise<void> {
  // Its plain address (the folder is new for each build): the bundle's chunks import the entry back by it, and a
  // second copy of the entry would hold a second site store (the page's language would not reach the carrier client).
  const renderer: RenderModule = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
  const read = (file: string) => JSON.parse(readFileSync(join(outDir, '.vite', file), 'utf8'));
  const manifest: Manifest = read('manifest.json');
  // Which browser chunk holds each module (the SSR manifest), and the chunk's own imports (the manifest).
  const chunksOf: Record<string, string[]> = read('ssr-manifest.json');
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  copyFileSync(join(outDir, 'index.html'), join(outDir, APP_SHELL));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const inEntry = staticClosure(manifest, entry);
  const firstScreen = (keys: string[]) => {
    const later = new Set<string>();
    for (const module of belowFirstScreen)
      for (const file of chunksOf[module] ?? [])
        staticClosure(manifest, keyOf.get(file.replace(/^\//, '')) ?? '', later);
    // The chunk that loads a part is on the first screen, and what it imports, whatever the part shares with it.
    const owners = keys.filter((key) =>
      manifest[key]?.dynamicImports?.some((part) => belowFirstScreen.has(part)),
    );
    const now = new Set<string>();
    for (const key of [...keys.filter((key) => !later.has(key)), ...owners])
      staticClosure(manifest, key, now);
    return now;
  };
  const entryStyles = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
  const pageModules = new Map<string, string[]>();
  const recording = globalThis as Recording;
  for (const locale of renderer.LOCALES) {
    const catalogue = Object.keys(manifest).filter((key) => manifest[key]?.name === `messages-${locale}`);
    for (const path of PRERENDERED_PATHS) {
      recording[EVALUATED] = [];
      const address = renderer.localePath(locale, path);
      const page = await renderer.renderPage(path, locale);
      await sleep(50); // anything the render started loading belongs to the page too
      if (!pageModules.has(path)) pageModules.set(path, recording[EVALUATED]);
      recording[EVALUATED] = undefined;
      const files = (pageModules.get(path) ?? [])
        .flatMap((module) => chunksOf[module] ?? [])
        .map((file) => file.replace(/^\//, ''));
      const keys = [...files.map((file) => keyOf.get(file) ?? ''), ...catalogue];
      const needed = new Set<string>();
      for (const key of keys) staticClosure(manifest, key, needed);
      const chunks = [...needed].filter((key) => !inEntry.has(key));
      const styles = new Set([
        ...chunks.flatMap((key) => manifest[key]?.css ?? []),
        ...files.filter((file) => file.endsWith('.css')),
      ]);
      const scripts = new Set(
        [...firstScreen(keys)]
          .filter((key) => !inEntry.has(key))
          .map((key) => manifest[key]?.file ?? '')
          .filter((file) => file.endsWith('.js')),
      );
      const links = [
        ...(CARRIER_READS_PRELOADED.includes(path) ? page.preloads : []).map(
          (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
        ),
        ...[...styles]
          .filter((file) => !entryStyles.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    ');
      const html = template
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace(/<title>[^<]*<\/title>/, page.head)
        .replace('</head>', `  ${links}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${escapeAttribute(address)}">${page.html}</div>`,
        );
      const file = join(outDir, fileOf(address));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, hydrateAfterFirstPaint(html));
    }
  }
}
