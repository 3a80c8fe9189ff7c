import type { PageModule } from './page-route';

/** A page whose issue has not landed yet: the coming-soon panel inside the real layout. */
export const comingSoon = (): Promise<PageModule> =>
  import('../layout/coming-soon').then((module) => ({ Component: module.ComingSoon }));
