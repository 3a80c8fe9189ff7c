import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prepareHydration } from './app/hydration';
import { createSiteRouter, siteRoutes } from './app/router';
import { SiteProviders } from './app/site-providers';
import { deferJourneyMessages } from './i18n/journey-messages';
import { loadMessages } from './i18n/load-messages';
import { basenameOf, localeOfPath } from './i18n/locale-path';
import { DEMO_BUILD } from './lib/demo/demo-build';
import { localeAtom } from './lib/state/preferences';
import { store } from './lib/state/store';
import './ui/tokens.css';
import './ui/global.css';

async function start(root: HTMLElement) {
  const url = new URL(window.location.href);
  // The address names the language (a stored choice has already sent the visitor to its address: index.html).
  const locale = localeOfPath(url.pathname);
  const basename = basenameOf(locale);
  store.set(localeAtom, locale);
  document.documentElement.lang = locale;
  // The HTML is the page of the address the browser asked for: a demo link that moved to its starter's first page
  // (another address) leaves HTML that is not this page's, so the page renders afresh, its loaders (guards) run.
  const prerendered = root.firstElementChild !== null && url.pathname === servedPath;
  // A pre-rendered page is one of the site's (scripts/prerender-plugin.ts): the journeys' messages wait for the
  // first navigation.
  const [messages, hydrationData] = await Promise.all([
    loadMessages(locale, prerendered ? ['site'] : undefined),
    prerendered ? prepareHydration(siteRoutes, url, basename) : undefined,
  ]);
  if (prerendered) deferJourneyMessages();
  const app = (
    <StrictMode>
      <SiteProviders locale={locale} messages={messages}>
        <RouterProvider router={createSiteRouter({ basename, hydrationData })} />
      </SiteProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

/** The address whose HTML the browser was served (before a demo link moves the page to another). */
const servedPath = window.location.pathname;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A demo link (`?scenario=`, `?starter=`) is followed before the router reads the address; a production build has none.
if (DEMO_BUILD)
  void import('./lib/demo/demo-links')
    .then(({ followDemoLink }) => followDemoLink())
    .then((stays) => {
      if (stays) void start(root);
    });
else void start(root);
