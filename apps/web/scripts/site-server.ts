// The built site served as a CDN serves it: files precompressed with brotli and gzip, hashed assets cached for a
// year as immutable, pages revalidated, a pre-rendered page for the paths that have one, the app shell for the
// other routes of the site (its router takes over), a real 404 for anything else, and the build's security headers
// (`_headers`, security-headers.ts) on every answer. Used by `pnpm perf`, the budget gate and `vite preview`
// (vite.config.ts), so the three see the site the same way.

import { once } from 'node:events';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { unlocalisedPath } from '../src/i18n/locale-path';
import { HEADERS_FILE, readHeadersFile } from './security-headers';

/** The page answered for a route of the site that has no pre-rendered page (the build's untouched index.html). */
export const APP_SHELL = 'app-shell.html';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
  '.ico',
]);
/** What a request for a file of the site ends with; another dot in a path is a route's (an e-mail address in it). */
const FILE_TYPES = new Set([
  ...COMPRESSIBLE,
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.woff2',
  '.map',
]);
const YEAR_S = 365 * 24 * 60 * 60;

/** Writes a `.br` and a `.gz` beside every compressible file of the build, as a CDN keeps them. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

type Next = () => void;

/**
 * Connect-style handler for the built site in `dir`; calls `next` only when given one and nothing matched.
 * `isRoute` tells a route of the site (a path without its language prefix) from a path of none, which gets the
 * shell with a 404; without it every page path is a route.
 */
export function siteHandler(dir: string, isRoute: (path: string) => boolean = () => true) {
  const security = readHeadersFile(dir);
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? `public, max-age=${YEAR_S}, immutable`
          : 'public, max-age=0, must-revalidate',
      );
      // Types sirv's table leaves out.
      if (pathname.endsWith('.webmanifest')) res.setHeader('Content-Type', 'application/manifest+json');
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
  });
  const shell = join(dir, APP_SHELL);

  return (req: IncomingMessage, res: ServerResponse, next?: Next) => {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    // The headers file is the host's, not a page of the site.
    const serve =
      pathname === `/${HEADERS_FILE}`
        ? (_req: IncomingMessage, _res: ServerResponse, missing: Next) => missing()
        : files;
    serve(req, res, () => {
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      const route = pathname.startsWith('/assets/') ? null : unlocalisedPath(pathname);
      if (
        FILE_TYPES.has(extname(pathname)) ||
        route === null ||
        !statSync(shell, { throwIfNoEntry: false })
      ) {
        if (next) {
          next();
          return;
        }
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
        return;
      }
      // A route of the site that has no pre-rendered page: the app shell renders it in the browser. A path of no
      // route gets the shell too (the route guard sends the visitor to its parent) but says 404 to crawlers.
      res.writeHead(isRoute(route) ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      });
      res.end(readFileSync(shell));
    });
  };
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/** Serves the built site on 127.0.0.1 (a free port unless one is given). */
export async function serveSite(
  dir: string,
  { port = 0, isRoute }: { port?: number; isRoute?: (path: string) => boolean } = {},
): Promise<RunningSite> {
  const handle = siteHandler(dir, isRoute);
  const server = createServer((req, res) => handle(req, res));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
