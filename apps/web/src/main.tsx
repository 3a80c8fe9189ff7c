import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { prepareHydration } from './app/hydration';
import { createSiteRouter, siteRoutes } from './app/router';
import { SiteProviders } from './app/site-providers';
import { deferJourneyMessages } from './i18n/journey-messages';
import { loadMessages } from './i18n/load-messages';
import { basenameOf, localeOfPath } from './i18n/locale-path';
import { DEMO_BUILD } from './lib/demo/demo-build';
import { carryOutEarlyActions, renderAfresh } from './lib/early-actions';
import { localeAtom } from './lib/state/preferences';
import { store } from './lib/state/store';
import { loadPartsIn } from './lib/when-visible';
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
  const router = createSiteRouter({ basename, hydrationData });
  const app = (
    <StrictMode>
      <SiteProviders locale={locale} messages={messages}>
        {/* Not in a transition: a route change shows at once (the page being left turns inert while the next
            loads, a suspending next page shows its loading state), never the old page under the new address. */}
        <EarlyActions root={root}>
          <RouterProvider router={router} useTransitions={false} />
        </EarlyActions>
      </SiteProviders>
    </StrictMode>
  );
  if (prerendered) {
    // In a transition React hydrates in slices of a few milliseconds, between which the phone can paint and take
    // input, instead of in one long task after the first paint (a slow phone's blocking time, docs/perf.md).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // The HTML stays, in use, until the page can show all of it: its route's code and loaders, its parts' code.
  await initialized(router);
  await loadPartsIn(root);
  renderAfresh(root, () => flushSync(() => createRoot(root).render(app)));
}

function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
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
