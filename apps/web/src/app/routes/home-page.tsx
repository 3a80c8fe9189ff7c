import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { PromoCarousel } from '../../features/home-marketing/components/promo-carousel';
import '../../features/home-marketing/home.css';
import { Card } from '../../ui';

// The login panel (its forms and the carrier client) and the sections below the fold load just after the top of
// the page shows, so the home route's first load stays within its budget (scripts/size.mjs).
const HomeLoginPanel = lazy(() =>
  import('../../features/account/components/home-login-panel').then((module) => ({
    default: module.HomeLoginPanel,
  })),
);
const HomeBelowFold = lazy(() =>
  import('./home-below-fold').then((module) => ({ default: module.HomeBelowFold })),
);

/** `/` (and `/administrator`, `/reseller`, whose path picks the role the login tries). */
export function HomePage() {
  return (
    <>
      <section className="home-top" aria-labelledby="home-title">
        <div className="container section home-hero">
          <div className="stack home-hero__intro">
            <h1 id="home-title">
              <FormattedMessage id="home.hero.title" />
            </h1>
            <p className="lead">
              <FormattedMessage id="home.hero.lead" />
            </p>
            <PromoCarousel />
          </div>
          <Suspense fallback={<Card className="account-panel account-panel--loading" />}>
            <HomeLoginPanel />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
