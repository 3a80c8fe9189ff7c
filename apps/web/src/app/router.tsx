import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RouteGuard } from './layout/route-guard';
import { pageRoutes } from './routes';
import { toRouteObject } from './routes/page-route';

/** The site's route tree: every page inside the layout, and the route guard for any other path. */
export const siteRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [...pageRoutes.map(toRouteObject), { path: '*', element: <RouteGuard /> }],
      },
    ],
  },
];

/** The browser's router, at the language's basename, hydrating a pre-rendered page when given its data. */
export const createSiteRouter = (options: { basename?: string; hydrationData?: HydrationState }) =>
  createBrowserRouter(siteRoutes, options);
