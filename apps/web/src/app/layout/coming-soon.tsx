import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui';

/** The panel a page shows until its issue lands, inside the real layout. */
export function ComingSoon() {
  return (
    <section className="container stack section" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">
        <FormattedMessage id="layout.comingSoon.title" />
      </h1>
      <p>
        <FormattedMessage id="layout.comingSoon.text" />
      </p>
      <div>
        <LinkButton href={ROUTES.home}>
          <FormattedMessage id="payment.backToHome" />
        </LinkButton>
      </div>
    </section>
  );
}
