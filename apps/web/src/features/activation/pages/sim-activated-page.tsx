import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LinkButton, SuccessIcon } from '../../../ui';
import '../activation.css';

/** `/CongratulationSimActivatedPage` (nav hidden; `?addon=true` for add-ons): the SIM or add-on is active. */
export function SimActivatedPage() {
  const [params] = useSearchParams();
  const addon = params.get('addon') === 'true';
  return (
    <section className="container section narrow-page activated" aria-labelledby="activated-title">
      <SuccessIcon size={64} className="activated__icon" />
      <h1 id="activated-title">
        {addon ? (
          <FormattedMessage id="activation.done.addonTitle" />
        ) : (
          <FormattedMessage id="activation.done.simTitle" />
        )}
      </h1>
      <p className="lead">
        {addon ? (
          <FormattedMessage id="activation.done.addonLead" />
        ) : (
          <FormattedMessage id="activation.done.simLead" />
        )}
      </p>
      <div>
        <LinkButton href={ROUTES.home} size="lg">
          <FormattedMessage id="activation.done.home" />
        </LinkButton>
      </div>
    </section>
  );
}
