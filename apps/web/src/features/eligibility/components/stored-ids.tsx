import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { IdList } from './status-layout';

/** The stored application id and eligibility check id; a missing one reads N/A. */
export function StoredIds() {
  const intl = useIntl();
  const applicationId = useAtomValue(applicationIdAtom);
  const eligibilityCheckId = useAtomValue(eligibilityCheckIdAtom);
  const none = intl.formatMessage({ id: 'eligibility.none' });
  return (
    <IdList
      items={[
        { term: <FormattedMessage id="eligibility.applicationId" />, value: applicationId, none },
        { term: <FormattedMessage id="eligibility.eligibilityCheckId" />, value: eligibilityCheckId, none },
      ]}
    />
  );
}
