import { ROUTES } from '@carrier/domain';
import type { PageRoute } from './page-route';

/** Pages of the site itself: home (and its role aliases) and the error page. */
export const siteRoutes: PageRoute[] = [
  ...[ROUTES.home, ROUTES.administratorHome, ROUTES.resellerHome].map(
    (path): PageRoute => ({
      path,
      meta: 'home',
      load: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
      operations: ['loginSubscriber', 'loginAdministrator', 'loginReseller'],
    }),
  ),
  {
    path: ROUTES.errorPage,
    load: () => import('../layout/error-page').then((m) => ({ Component: m.ErrorPage })),
  },
];
