import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import {
  createMemoryRouter,
  type LoaderFunction,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { loadMessages } from '../i18n/load-messages';
import { FORMAT_LOCALES, type Locale } from '../i18n/locales';
import { localeAtom } from '../lib/state/preferences';
import { store as siteStore } from '../lib/state/store';
import { ToastRegion } from '../ui/toast/toast';

export interface RenderOptions {
  locale?: Locale;
  /** The URL the page is rendered at (path and query). */
  url?: string;
  /** The route pattern the element is mounted at; the URL's path by default. */
  path?: string;
  /** The page's route loader, when it has one. */
  loader?: LoaderFunction;
  /** Other routes the page may navigate to; each renders its path as text so a test can see where it went. */
  otherRoutes?: RouteObject[];
  store?: ReturnType<typeof createStore>;
}

/** Renders an element as the site does: in a language, with a jotai store, inside a memory router. */
export async function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  const { locale = 'en', url = '/', store = createStore() } = options;
  const path = options.path ?? url.split('?')[0] ?? '/';
  // As main.tsx: the site's carrier client reads the page's language from the site's store (catalogue names).
  siteStore.set(localeAtom, locale);
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(
    [
      { path, element, loader: options.loader },
      ...(options.otherRoutes ?? []),
      { path: '*', element: <LandedAt /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <JotaiProvider store={store}>
      <IntlProvider locale={FORMAT_LOCALES[locale]} messages={messages} onError={failOnMissingMessage}>
        <RouterProvider router={router} />
        <ToastRegion />
      </IntlProvider>
    </JotaiProvider>,
  );
  return { ...view, router, store };
}

function LandedAt() {
  const location = useLocation();
  return <p data-testid="landed-at">{`${location.pathname}${location.search}`}</p>;
}

/** A missing translation is a test failure, not a silent fallback to the id. */
function failOnMissingMessage(error: Error) {
  throw error;
}
