/**
 * Data only the carrier has, for a page that shows its own words at once and this data when it comes: the loader
 * hands the promise on, the page awaits it behind a placeholder of its size (`<Suspense>` + `<Await>`). In the
 * pre-render (scripts/prerender-plugin.ts) it never settles: a page is built with its placeholder, never with a
 * catalogue read at build time, and the browser fills it in. The pre-render still starts `load`: it fetches
 * nothing, it notes the requests, and the page's HTML starts them (`<link rel="preload">`) while its scripts load.
 */
export function deferred<T>(load: () => Promise<T>): Promise<T> {
  if (!import.meta.env.SSR) return load();
  void load();
  return new Promise<T>(() => {});
}
