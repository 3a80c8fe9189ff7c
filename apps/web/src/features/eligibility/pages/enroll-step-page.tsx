import { ROUTES } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { portalUrl } from '../../../lib/portal';
import {
  applicationIdAtom,
  eligibilityCheckIdAtom,
  tribalStatusConfirmedAtom,
} from '../../../lib/state/benefit';
import { isLoggedInAtom, tokenAtom, userDataAtom } from '../../../lib/state/session';
import { Alert, Badge, LinkButton } from '../../../ui';
import { IdList, StatusLayout } from '../components/status-layout';

const CANNOT_UPDATE_DEVICE = 'CANNOT_UPDATE_DEVICE';

/**
 * `/EnrollStep` (optional `code=CANNOT_UPDATE_DEVICE`): eligibility confirmed; enrolment comes next, and
 * 'My account' opens the portal's dashboard.
 */
export function EnrollStepPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const applicationId = useAtomValue(applicationIdAtom);
  const eligibilityCheckId = useAtomValue(eligibilityCheckIdAtom);
  const tribal = useAtomValue(tribalStatusConfirmedAtom) === 'true';
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userDataAtom);
  const deviceRefused = params.get('code') === CANNOT_UPDATE_DEVICE;
  const account = loggedIn && token && user ? portalUrl(token, user.roleCode) : env.portalUrl;
  const none = intl.formatMessage({ id: 'eligibility.none' });
  return (
    <StatusLayout
      tone="success"
      title={<FormattedMessage id="eligibility.enrollStep.title" />}
      lead={<FormattedMessage id="eligibility.enrollStep.lead" />}
      actions={
        <>
          <LinkButton href={deviceRefused ? ROUTES.confirmAddress : ROUTES.enhancedService}>
            <FormattedMessage id="common.enrollNow" />
          </LinkButton>
          <LinkButton href={account} variant="secondary">
            <FormattedMessage id="common.myAccount" />
          </LinkButton>
        </>
      }
    >
      {deviceRefused && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'eligibility.enrollStep.deviceTitle' })}>
          <FormattedMessage id="eligibility.enrollStep.deviceText" />
        </Alert>
      )}
      {tribal && (
        <p>
          <Badge tone="success">
            <FormattedMessage id="eligibility.enrollStep.tribal" />
          </Badge>
        </p>
      )}
      <IdList
        items={[
          { term: <FormattedMessage id="eligibility.applicationId" />, value: applicationId, none },
          { term: <FormattedMessage id="eligibility.eligibilityCheckId" />, value: eligibilityCheckId, none },
        ]}
      />
      <p>
        <FormattedMessage id="eligibility.enrollStep.next" />
      </p>
    </StatusLayout>
  );
}
