import { ROUTES, wizardStepPath } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';

/** `/Rejected`: the verifier has no such eligibility check, or turned the application down. */
export function RejectedPage() {
  return (
    <StatusLayout
      tone="error"
      title={<FormattedMessage id="eligibility.rejected.title" />}
      lead={<FormattedMessage id="eligibility.rejected.lead" />}
      actions={
        <>
          <LinkButton href={wizardStepPath(1)}>
            <FormattedMessage id="eligibility.verifyAgain" />
          </LinkButton>
          <LinkButton href={ROUTES.contactUs} variant="secondary">
            <FormattedMessage id="eligibility.contactUs" />
          </LinkButton>
        </>
      }
    >
      <ul className="status-page__list">
        <li>
          <FormattedMessage id="eligibility.rejected.reason1" />
        </li>
        <li>
          <FormattedMessage id="eligibility.rejected.reason2" />
        </li>
        <li>
          <FormattedMessage id="eligibility.rejected.reason3" />
        </li>
      </ul>
    </StatusLayout>
  );
}
