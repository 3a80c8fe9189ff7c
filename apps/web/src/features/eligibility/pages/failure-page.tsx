import { ROUTES, wizardStepPath } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';

/** `/EnrolmentFailure` and `/Failure`: one error page; the title says transfer failure on `/Failure`. */
export function FailurePage() {
  const transfer = useLocation().pathname === ROUTES.failure;
  return (
    <StatusLayout
      tone="error"
      title={
        transfer ? (
          <FormattedMessage id="eligibility.failure.transferTitle" />
        ) : (
          <FormattedMessage id="eligibility.failure.enrolmentTitle" />
        )
      }
      lead={
        transfer ? (
          <FormattedMessage id="eligibility.failure.transferLead" />
        ) : (
          <FormattedMessage id="eligibility.failure.enrolmentLead" />
        )
      }
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
    />
  );
}
