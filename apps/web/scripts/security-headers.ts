// The security headers every answer of the built site carries (apps/web/README.md, "Hosting"). The build writes
// them to `dist/_headers` (the format Netlify and Cloudflare Pages read as it is); the site server sends them.
// The Content-Security-Policy names each inline script of the built pages by its hash: the head script and a
// pre-rendered page's loader are the only ones, and no other inline script can run.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HEADERS_FILE = '_headers';

const INLINE_SCRIPT = /<script(?:\s+type="module")?>([\s\S]*?)<\/script>/g;

/** The hash source of every inline script in the HTML files under `dir`. */
function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const script of html.matchAll(INLINE_SCRIPT))
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(script[1] ?? '')
          .digest('base64')}'`,
      );
  }
  return [...hashes].sort();
}

/** The headers for the site built in `dir`, whose pages call the carrier at `carrierOrigin`. */
export function securityHeaders(dir: string, carrierOrigin: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(dir).join(' ')}`,
    // React Aria and the logo set style attributes in the HTML.
    "style-src 'self' 'unsafe-inline'",
    // The invoice's PDF export draws the page into a canvas (data: and blob: images).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${carrierOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Writes the headers as `_headers`: every path (`/*`) gets them. */
export function writeHeadersFile(dir: string, headers: Record<string, string>): void {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(join(dir, HEADERS_FILE), `/*\n${lines.join('\n')}\n`);
}

/** The headers `_headers` in `dir` gives every path; none when the build wrote no such file. */
export function readHeadersFile(dir: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(join(dir, HEADERS_FILE), 'utf8');
  } catch {
    return {};
  }
  const headers: Record<string, string> = {};
  for (const line of text.split('\n').slice(1)) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2];
  }
  return headers;
}
