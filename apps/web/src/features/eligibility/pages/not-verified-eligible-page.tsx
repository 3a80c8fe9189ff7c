import { ROUTES, wizardStepPath } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';

/** `/NotVerifedEligiblePage`: the verifier could not confirm eligibility. */
export function NotVerifiedEligiblePage() {
  return (
    <StatusLayout
      tone="error"
      title={<FormattedMessage id="eligibility.notVerified.title" />}
      lead={<FormattedMessage id="eligibility.notVerified.lead" />}
      actions={
        <>
          <LinkButton href={wizardStepPath(1)}>
            <FormattedMessage id="eligibility.verifyAgain" />
          </LinkButton>
          <LinkButton href={ROUTES.submitionAdditionalInformation} variant="secondary">
            <FormattedMessage id="eligibility.notVerified.documents" />
          </LinkButton>
        </>
      }
    >
      <ul className="status-page__list">
        <li>
          <FormattedMessage id="eligibility.notVerified.tip1" />
        </li>
        <li>
          <FormattedMessage id="eligibility.notVerified.tip2" />
        </li>
        <li>
          <FormattedMessage id="eligibility.notVerified.tip3" />
        </li>
      </ul>
    </StatusLayout>
  );
}
