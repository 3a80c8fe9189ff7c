import { ROUTES, wizardStepPath } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';

/** `/RejectedDocuments`: the FCC rejected the application for a missing document. */
export function RejectedDocumentsPage() {
  return (
    <StatusLayout
      tone="error"
      title={<FormattedMessage id="eligibility.rejectedDocuments.title" />}
      lead={<FormattedMessage id="eligibility.rejectedDocuments.lead" />}
      actions={
        <>
          <LinkButton href={ROUTES.submitionAdditionalInformation}>
            <FormattedMessage id="eligibility.rejectedDocuments.howTo" />
          </LinkButton>
          <LinkButton href={wizardStepPath(1)} variant="secondary">
            <FormattedMessage id="eligibility.verifyAgain" />
          </LinkButton>
        </>
      }
    >
      <p>
        <FormattedMessage id="eligibility.rejectedDocuments.text" />
      </p>
    </StatusLayout>
  );
}
