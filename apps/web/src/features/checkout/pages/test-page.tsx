import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';

/** `/TestPage` (nav hidden): the payment-button test page of the original site, kept as a plain notice. */
export function TestPage() {
  return (
    <section className="container section narrow-page stack" aria-labelledby="test-title">
      <h1 id="test-title">
        <FormattedMessage id="checkout.test.title" />
      </h1>
      <p>
        <FormattedMessage id="checkout.test.body" />
      </p>
      <div>
        <LinkButton href={ROUTES.home}>
          <FormattedMessage id="errorPage.home" />
        </LinkButton>
      </div>
    </section>
  );
}
