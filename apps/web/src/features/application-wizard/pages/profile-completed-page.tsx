import { ROUTES, wizardStepPath } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { applicationIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { Card, Fact, LinkButton, SuccessIcon } from '../../../ui';
import '../wizard.css';

/** `/ProfileCompletedPage`: 'Profile completed successfully' with the name and application id (N/A when none). */
export function ProfileCompletedPage() {
  const intl = useIntl();
  const data = useAtomValue(personalDataAtom);
  const applicationId = useAtomValue(applicationIdAtom);
  const none = intl.formatMessage({ id: 'wizard.completed.none' });
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  return (
    <section className="container section narrow-page stack" aria-labelledby="profile-completed-title">
      <div className="wizard__result-icon">
        <SuccessIcon size={48} />
      </div>
      <h1 id="profile-completed-title">
        <FormattedMessage id="wizard.completed.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="wizard.completed.lead" />
      </p>
      <Card as="section" headingLevel={2} title={<FormattedMessage id="wizard.completed.detailsTitle" />}>
        <dl className="wizard__summary">
          <Fact term={<FormattedMessage id="wizard.completed.name" />}>{name || none}</Fact>
          <Fact term={<FormattedMessage id="wizard.completed.applicationId" />}>{applicationId || none}</Fact>
        </dl>
      </Card>
      <div className="cluster">
        <LinkButton href={wizardStepPath(7)}>
          <FormattedMessage id="wizard.completed.toAgreement" />
        </LinkButton>
        <LinkButton href={ROUTES.home} variant="secondary">
          <FormattedMessage id="wizard.completed.home" />
        </LinkButton>
      </div>
    </section>
  );
}
