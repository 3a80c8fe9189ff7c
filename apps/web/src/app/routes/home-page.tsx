import { FormattedMessage } from 'react-intl';
import { PromoCarousel } from '../../features/home-marketing/components/promo-carousel';
import { whenVisible } from '../../lib/when-visible';
import '../../features/home-marketing/home.css';

// Below a phone's first screen (the heading, the lead and the promotions fill it): their code comes as they near it.
const HomeLoginPanel = whenVisible('home-login', () =>
  import('../../features/account/components/home-login-panel').then((module) => module.HomeLoginPanel),
);
const HomeBelowFold = whenVisible('home-below-fold', () =>
  import('./home-below-fold').then((module) => module.HomeBelowFold),
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
          <HomeLoginPanel />
        </div>
      </section>
      <HomeBelowFold />
    </>
  );
}
