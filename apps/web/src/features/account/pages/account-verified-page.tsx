import { ROUTES, withQuery } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton, SuccessIcon } from '../../../ui';

/** `/AccountSuccessfullyVerifiedPage`: the account is ready, with a Log in link. */
export function AccountVerifiedPage() {
  return (
    <section className="container section narrow-page stack" aria-labelledby="verified-title">
      <SuccessIcon size={48} className="icon-success" />
      <h1 id="verified-title">
        <FormattedMessage id="account.verified.heading" />
      </h1>
      <p>
        <FormattedMessage id="account.verified.text" />
      </p>
      <div>
        <LinkButton href={withQuery(ROUTES.logOrRegister, { register: 'false' })}>
          <FormattedMessage id="account.verified.logIn" />
        </LinkButton>
      </div>
    </section>
  );
}
