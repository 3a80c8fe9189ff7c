import type { OperationId } from '@carrier/contracts/types';
import { TIMINGS } from '@carrier/domain';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { journeyMessages } from '../../i18n/journey-messages';
import type { PageMeta } from '../layout/document-head';

/** What a lazily loaded page module gives the router. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** One route of the site. */
export interface PageRoute {
  /** A pattern of the domain's ROUTE_PATTERNS, or an alias of one. */
  path: string;
  load: () => Promise<PageModule>;
  /** Spec 000 §2 "(nav hidden)": the page shows no site navigation. */
  navHidden?: boolean;
  /** The carrier operations the page calls, for the demo panel's scenario list (a typo fails `tsc`). */
  operations?: readonly OperationId[];
  /** The page's own title and description (document-head.ts); without, its main heading names it. */
  meta?: PageMeta;
}

/** What the layout and the demo panel read from a matched route. */
export interface RouteHandle {
  navHidden: boolean;
  operations: readonly OperationId[];
  meta?: PageMeta;
}

/** True for a handle the site's routes carry (React Router types every handle as unknown). */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'navHidden' in handle &&
    typeof handle.navHidden === 'boolean' &&
    'operations' in handle &&
    Array.isArray(handle.operations) &&
    handle.operations.every((operation) => typeof operation === 'string')
  );
}

/** A chunk that has not arrived after this long gives up (spec 000 §4: 120 seconds). */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk-timeout');
  }
}

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** The router's view of a page route: lazy (with the messages it may need), giving up after the chunk timeout. */
export function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = {
    navHidden: route.navHidden ?? false,
    operations: route.operations ?? [],
    meta: route.meta,
  };
  return {
    // The path is the route's id: the pre-render and the browser name a route's data alike (hydration.ts).
    id: route.path,
    path: route.path,
    handle,
    lazy: async () => {
      const [page] = await withTimeout(
        Promise.all([route.load(), journeyMessages()]),
        TIMINGS.chunkLoadTimeoutMs,
      );
      return page.loader ? { Component: page.Component, loader: page.loader } : { Component: page.Component };
    },
  };
}
