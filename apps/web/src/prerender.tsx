// The pre-render's entry (built for Node by scripts/prerender-plugin.ts, run with empty Web Storage): a page of the site as HTML, as a first-time visitor
// sees it before any script runs, with its head. Data only the carrier has (plans, rates) is left to the browser:
// the pages show a placeholder of its size (`deferred` loaders), and their HTML starts the carrier's reads.
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentHead, documentHeadHtml } from './app/layout/document-head';
import { siteRoutes } from './app/router';
import type { RouteHandle } from './app/routes/page-route';
import { SiteProviders } from './app/site-providers';
import { env } from './config/env';
import { loadMessages } from './i18n/load-messages';
import { basenameOf, localePath } from './i18n/locale-path';
import type { Locale } from './i18n/locales';
import { localeAtom } from './lib/state/preferences';
import { store } from './lib/state/store';

export { LOCALES } from './i18n/locales';
export { localePath };

export interface PrerenderedPage {
  /** The body of `#root`. */
  html: string;
  /** Title, description, canonical and language links. */
  head: string;
  /** The addresses of the plain GETs the page's loaders make (the carrier's catalogue), for the HTML to preload. */
  preloads: string[];
}

/**
 * Runs `work` with a `fetch` that fetches nothing: it notes each request and fails it (a loader's call settles as
 * a network error, which nobody reads: `deferred` hands the page a promise that never settles).
 */
async function noteRequests<T>(work: () => Promise<T>): Promise<{ result: T; requests: Request[] }> {
  const requests: Request[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    throw new TypeError('The pre-render fetches nothing');
  };
  try {
    const result = await work();
    await new Promise((resolve) => setImmediate(resolve)); // a call goes through the client's middleware first
    return { result, requests };
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * A request the browser can start from the HTML and hand to the page's own call: Chromium gives a `fetch()` the
 * preloaded response only when method, credentials and the headers the page set agree, and a preload sets none.
 * (A demo build's calls carry the tab's `X-Mock-Session`: its pages preload nothing.)
 */
const preloadable = (request: Request) =>
  request.method === 'GET' && request.credentials === 'same-origin' && [...request.headers].length === 0;

/** A page (`path` without its language prefix) in a language. */
export async function renderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  const handler = createStaticHandler(siteRoutes, { basename: basenameOf(locale) });
  // As main.tsx does in the browser: the carrier's catalogue reads ask for names in the page's language, so the
  // preloaded address is the one the page fetches.
  store.set(localeAtom, locale);
  const { result: context, requests } = await noteRequests(() =>
    handler.query(new Request(new URL(localePath(locale, path), 'http://prerender.invalid'))),
  );
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} when pre-rendered`);
  if (context.errors)
    throw new Error(`${path} fails when pre-rendered`, { cause: Object.values(context.errors)[0] });
  // What the browser hydrates the page with (main.tsx): the site's messages, not the journeys'.
  const messages = await loadMessages(locale, ['site']);
  // Waits for the page's lazy parts (the home page's login panel and sections below its top), so the HTML is the
  // whole first view; carrier data is not awaited (ClientSuspense shows its placeholder).
  const { prelude } = await prerenderToNodeStream(
    <SiteProviders locale={locale} messages={messages}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </SiteProviders>,
    // One document, in order: no boundary held back to be streamed in by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const meta = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.meta;
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  const intl = createIntl({ locale, messages });
  return {
    html,
    head: documentHeadHtml(documentHead({ intl, locale, path, meta, heading, origin: env.siteUrl })),
    preloads: [...new Set(requests.filter(preloadable).map((request) => request.url))],
  };
}
