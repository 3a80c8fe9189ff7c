import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { IdList, StatusLayout } from '../components/status-layout';
import { StatusLookupForm } from '../components/status-lookup-form';

/** `/Reviewing`: the National Verifier is reviewing the application; the ids and a lookup to check on it. */
export function ReviewingPage() {
  const intl = useIntl();
  const applicationId = useAtomValue(applicationIdAtom);
  const eligibilityCheckId = useAtomValue(eligibilityCheckIdAtom);
  const none = intl.formatMessage({ id: 'eligibility.none' });
  return (
    <StatusLayout
      tone="info"
      title={<FormattedMessage id="eligibility.reviewing.title" />}
      lead={<FormattedMessage id="eligibility.reviewing.lead" />}
    >
      <IdList
        items={[
          { term: <FormattedMessage id="eligibility.applicationId" />, value: applicationId, none },
          { term: <FormattedMessage id="eligibility.eligibilityCheckId" />, value: eligibilityCheckId, none },
        ]}
      />
      <ul className="status-page__list">
        <li>
          <FormattedMessage id="eligibility.reviewing.step1" />
        </li>
        <li>
          <FormattedMessage id="eligibility.reviewing.step2" />
        </li>
        <li>
          <FormattedMessage id="eligibility.reviewing.step3" />
        </li>
      </ul>
      <StatusLookupForm initial={{ applicationId, eligibilityCheckId }} />
    </StatusLayout>
  );
}
