import { pageRoutes } from '../app/routes';
import { toRouteObject } from '../app/routes/page-route';
import { tokenAtom } from '../lib/state/session';
import { store as siteStore } from '../lib/state/store';
import { type RenderOptions, renderWithProviders } from './render';

const routeAt = (pattern: string) => {
  const route = pageRoutes.find((candidate) => candidate.path === pattern);
  if (!route) throw new Error(`the site has no route ${pattern}`);
  return toRouteObject(route);
};

export interface RouteRenderOptions extends Pick<RenderOptions, 'locale'> {
  /** The route pattern the URL opens (a path of the site's route table), when the URL is not the pattern. */
  pattern?: string;
  /** Other routes of the site to render for real where the page leads (the rest show their path). */
  alsoRoutes?: readonly string[];
}

/**
 * Renders the page the site's route table serves at `url`, as the site does: its lazily loaded module and loader,
 * the site's one jotai store (which the loaders and the carrier client read); every other path shows where the
 * page led (`landed-at`).
 */
export async function renderRoute(url: string, options: RouteRenderOptions = {}) {
  const pattern = options.pattern ?? (url.split('?')[0] as string);
  const view = await renderWithProviders(<span />, {
    url,
    path: '/__no-page-here',
    store: siteStore,
    ...(options.locale ? { locale: options.locale } : {}),
    otherRoutes: [routeAt(pattern), ...(options.alsoRoutes ?? []).map(routeAt)],
  });
  rendered = view.router;
  return view;
}

let rendered: Awaited<ReturnType<typeof renderWithProviders>>['router'] | undefined;

/** The path the page rendered last by `renderRoute` is at now. */
export function currentPath(): string | undefined {
  return rendered?.state.location.pathname;
}

/** A subscriber's token that never expires (its payload: `{"sub":"1","exp":4102444800}`). */
const SUBSCRIBER_TOKEN = 'header.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.signature';

/** Logs a subscriber in on the site's store, as a login leaves it; `logOut` undoes it. */
export function logInSubscriber() {
  siteStore.set(tokenAtom, SUBSCRIBER_TOKEN);
}

/** Logs whoever is logged in out of the site's store. */
export function logOut() {
  siteStore.set(tokenAtom, null);
}
