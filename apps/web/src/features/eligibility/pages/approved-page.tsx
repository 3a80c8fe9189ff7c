import { ROUTES } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { LinkButton } from '../../../ui';
import { IdList, StatusLayout } from '../components/status-layout';

/**
 * `/Approved`: the National Verifier approved the application; enrolment comes next. The ids are shown as on
 * /Reviewing: the status lookup needs one of them (N-5).
 */
export function ApprovedPage() {
  const intl = useIntl();
  const applicationId = useAtomValue(applicationIdAtom);
  const eligibilityCheckId = useAtomValue(eligibilityCheckIdAtom);
  const none = intl.formatMessage({ id: 'eligibility.none' });
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
      <IdList
        items={[
          { term: <FormattedMessage id="eligibility.applicationId" />, value: applicationId, none },
          { term: <FormattedMessage id="eligibility.eligibilityCheckId" />, value: eligibilityCheckId, none },
        ]}
      />
      <p>
        <FormattedMessage id="eligibility.approved.text" />
      </p>
    </StatusLayout>
  );
}
