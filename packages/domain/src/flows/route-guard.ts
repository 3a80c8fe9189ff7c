import { ROUTE_PATTERNS } from './routes';

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

function matches(pattern: string, path: readonly string[]): boolean {
  const parts = segments(pattern);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (path.length < required || path.length > parts.length) return false;
  return path.every((segment, index) => {
    const part = parts[index] ?? '';
    return part.startsWith(':') || part === segment;
  });
}

/** True when a pathname matches one of the patterns (`:name` any one segment, `:name?` an optional one). */
export function matchesRoute(pathname: string, patterns: readonly string[] = ROUTE_PATTERNS): boolean {
  const path = segments(pathname);
  return patterns.some((pattern) => matches(pattern, path));
}

// Applied again on arrival, the guard climbs until a route matches (at worst '/').
/** The route guard: a path that matches no route goes to its parent, the query kept (spec 000 §2). */
export function routeGuard(
  location: { pathname: string; search?: string },
  patterns: readonly string[] = ROUTE_PATTERNS,
): { kind: 'ok' } | { kind: 'redirect'; to: string } {
  if (matchesRoute(location.pathname, patterns)) return { kind: 'ok' };
  const parent = `/${segments(location.pathname).slice(0, -1).join('/')}`;
  return { kind: 'redirect', to: `${parent}${location.search ?? ''}` };
}
