import { accountRoutes } from './account-routes';
import { applicationRoutes } from './application-routes';
import { commerceRoutes } from './commerce-routes';
import { enrolmentRoutes } from './enrolment-routes';
import type { PageRoute } from './page-route';
import { siteRoutes } from './site-routes';

/** Every page of the site, by area. */
export const pageRoutes: PageRoute[] = [
  ...siteRoutes,
  ...accountRoutes,
  ...commerceRoutes,
  ...applicationRoutes,
  ...enrolmentRoutes,
];
