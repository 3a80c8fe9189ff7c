import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';
import { StoredIds } from '../components/stored-ids';

/** `/CongratulationEnrollPage`: 'Enrolment submitted', with the application id and eligibility check id. */
export function CongratulationEnrollPage() {
  return (
    <StatusLayout
      tone="success"
      title={<FormattedMessage id="enrolment.submitted" />}
      lead={<FormattedMessage id="eligibility.enrolled.lead" />}
      actions={
        <>
          <LinkButton href={ROUTES.checkEnrollStatus}>
            <FormattedMessage id="eligibility.enrolled.status" />
          </LinkButton>
          <LinkButton href={ROUTES.home} variant="secondary">
            <FormattedMessage id="eligibility.home" />
          </LinkButton>
        </>
      }
    >
      <StoredIds />
      <p>
        <FormattedMessage id="eligibility.enrolled.keep" />
      </p>
    </StatusLayout>
  );
}
