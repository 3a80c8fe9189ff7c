// Budgets of the built site (vite build --manifest): the JS the home route needs before it shows (the entry
// chunk, the home page's lazy chunk and everything they import statically) and the largest lazy chunk, both
// gzipped. Prints them; exits 1 above a budget. Usage: node scripts/size.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { homeInitialKb: 160, largestLazyKb: 60 };

/** The module whose lazy chunk the home route loads at once. */
const HOME_PAGE = 'src/app/routes/home-page.tsx';

const gzipKb = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunks a manifest entry needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function measure(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the site first (vite build --manifest)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`${dist}/.vite/manifest.json has no entry`);
  const initial = staticClosure(manifest, entry);
  if (manifest[HOME_PAGE]) staticClosure(manifest, HOME_PAGE, initial);
  const js = (key) => manifest[key].file.endsWith('.js');
  const initialKb = [...initial].filter(js).reduce((sum, key) => sum + gzipKb(dist, manifest[key].file), 0);
  const lazy = Object.keys(manifest)
    .filter((key) => js(key) && !initial.has(key))
    .map((key) => ({ file: manifest[key].file, kb: gzipKb(dist, manifest[key].file) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    homeInitialKb: initialKb,
    homeInitialFiles: [...initial].filter(js).map((key) => manifest[key].file),
    homePageFound: Boolean(manifest[HOME_PAGE]),
    largestLazy: lazy[0] ?? { file: '(none)', kb: 0 },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const size = measure(dist);
  const kb = (value) => `${value.toFixed(1)} KB`;
  const lines = [
    `home route initial JS (gzip): ${kb(size.homeInitialKb)} of ${BUDGETS.homeInitialKb} KB`,
    ...size.homeInitialFiles.map((file) => `  ${file}`),
    ...(size.homePageFound ? [] : [`  (no chunk for ${HOME_PAGE}: the entry alone)`]),
    `largest lazy chunk (gzip):    ${kb(size.largestLazy.kb)} of ${BUDGETS.largestLazyKb} KB  ${size.largestLazy.file}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const over = [
    size.homeInitialKb > BUDGETS.homeInitialKb && 'the home route initial JS',
    size.largestLazy.kb > BUDGETS.largestLazyKb && 'the largest lazy chunk',
  ].filter(Boolean);
  if (over.length > 0) {
    process.stderr.write(`Over budget: ${over.join(' and ')}.\n`);
    process.exit(1);
  }
}
