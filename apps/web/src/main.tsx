import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prepareHydration } from './app/hydration';
import { createSiteRouter, siteRoutes } from './app/router';
import { SiteProviders } from './app/site-providers';
import { deferJourneyMessages } from './i18n/journey-messages';
import { loadMessages } from './i18n/load-messages';
import { basenameOf, localeOfPath } from './i18n/locale-path';
import { DEMO_BUILD } from './lib/demo/demo-build';
import { carryOutEarlyActions, keepTypedText } from './lib/early-actions';
import { localeAtom } from './lib/state/preferences';
import { store } from './lib/state/store';
import './ui/tokens.css';
import './ui/global.css';
// Every form's label, help and error styles: a page that needs them only for a native control carries no script
// for them.
import './ui/field/field.css';

/**
 * The page is ready for the visitor: what they pressed before is carried out (src/lib/early-actions.ts). It wraps the
 * router rather than standing beside it: a sibling would change every `useId` under the router, and the hydrated
 * tabs would name panels by ids the pre-rendered HTML does not have.
 */
function EarlyActions({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => carryOutEarlyActions(root), [root]);
  return children;
}

async function start(root: HTMLElement) {
  const url = new URL(window.location.href);
  // The address names the language (the head script has sent a visitor whose address names none to their choice).
  const locale = localeOfPath(url.pathname);
  const basename = basenameOf(locale);
  store.set(localeAtom, locale);
  document.documentElement.lang = locale;
  // The HTML hydrates only where it is this address's page as the pre-render made it (for no query: a page's first
  // view may depend on its query, ?register=true). Otherwise the page renders afresh, its loaders (guards) run: a
  // query, a host that answers every path with index.html, a demo link that moved to its starter's first page.
  const prerendered = root.dataset.prerendered === url.pathname && url.search === '';
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
        {/* Not in a transition: a route change shows at once (the page being left turns inert while the next
            loads, a suspending next page shows its loading state), never the old page under the new address. */}
        <EarlyActions root={root}>
          <RouterProvider router={createSiteRouter({ basename, hydrationData })} useTransitions={false} />
        </EarlyActions>
      </SiteProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else {
    keepTypedText(root);
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

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
