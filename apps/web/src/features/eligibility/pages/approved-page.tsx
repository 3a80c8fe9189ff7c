import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';

/** `/Approved`: the National Verifier approved the application; enrolment comes next. */
export function ApprovedPage() {
  return (
    <StatusLayout
      tone="success"
      title={<FormattedMessage id="eligibility.approved.title" />}
      lead={<FormattedMessage id="eligibility.approved.lead" />}
      actions={
        <LinkButton href={ROUTES.enhancedService}>
          <FormattedMessage id="eligibility.approved.continue" />
        </LinkButton>
      }
    >
      <p>
        <FormattedMessage id="eligibility.approved.text" />
      </p>
    </StatusLayout>
  );
}
