import { FormattedMessage } from 'react-intl';
import { HomeLoginPanel } from '../../features/account/components/home-login-panel';
import { PromoCarousel } from '../../features/home-marketing/components/promo-carousel';
import '../../features/home-marketing/home.css';
import { HomeBelowFold } from './home-below-fold';

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
