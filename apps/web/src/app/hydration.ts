import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/**
 * Makes the routes of a pre-rendered page ready to hydrate it: their code loaded (the router would otherwise
 * show nothing while it loads) and their loaders run, so the first render in the browser is the pre-rendered one.
 * A page's loader hands data the pre-render could not have (the carrier's catalogue) as a promise the page awaits
 * behind a placeholder, so this waits for no carrier call.
 */
export async function prepareHydration(
  routes: RouteObject[],
  url: URL,
  basename: string | undefined,
): Promise<HydrationState> {
  const matches = matchRoutes(routes, url.pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const request = new Request(url);
  for (const { route, params } of matches) {
    if (route.id && typeof route.loader === 'function')
      loaderData[route.id] = await route.loader({
        request,
        url,
        pattern: route.path ?? '',
        params,
        context: undefined,
      });
  }
  return { loaderData };
}
