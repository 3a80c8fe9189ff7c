import { ROUTES } from '@carrier/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { env } from '../../config/env';
import { Link } from '../../ui';

/** Support contacts and hours (spec 001 §9), and the site's main pages. */
export function SiteFooter() {
  const intl = useIntl();
  const { support } = env;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__title">
            <FormattedMessage id="layout.footer.support" />
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Link>
            </li>
            <li>
              <Link href={`mailto:${support.email}`}>{support.email}</Link>
            </li>
            <li>
              <Link href={support.portalUrl}>
                <FormattedMessage id="layout.footer.portal" />
              </Link>
            </li>
            <li>
              <Link href={ROUTES.contactUs}>
                <FormattedMessage id="layout.footer.contactUs" />
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            <FormattedMessage id="layout.footer.hoursTitle" />
          </h2>
          <ul className="site-footer__list">
            <li>
              <FormattedMessage id="layout.footer.hoursWeekdays" />
            </li>
            <li>
              <FormattedMessage id="layout.footer.hoursSaturday" />
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__title">
            <FormattedMessage id="layout.footer.explore" />
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link href={ROUTES.ownPlan}>
                <FormattedMessage id="layout.nav.plans" />
              </Link>
            </li>
            <li>
              <Link href={ROUTES.acp}>
                <FormattedMessage id="layout.nav.acp" />
              </Link>
            </li>
            <li>
              <Link href={ROUTES.internationalRate}>
                <FormattedMessage id="layout.nav.rates" />
              </Link>
            </li>
            <li>
              <Link href={ROUTES.agent}>
                <FormattedMessage id="layout.nav.agents" />
              </Link>
            </li>
            <li>
              <Link href={ROUTES.faq}>
                <FormattedMessage id="layout.nav.faq" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__legal">
        {intl.formatMessage({ id: 'layout.footer.legal' }, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
