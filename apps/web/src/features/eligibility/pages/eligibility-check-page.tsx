import { queryValue, ROUTES } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { Alert, Button, LinkButton, LoadingState } from '../../../ui';
import { ServerErrorModal } from '../components/server-error-modal';
import { StatusLayout } from '../components/status-layout';
import { useRecheck } from '../hooks/use-recheck';

/**
 * The enrollment check (`/ACPEligibilityCheck`, `/CheckACPPage`) and the return from the National Verifier
 * (`/ReturnFromUsacPage`): on arrival it rechecks the application by the stored ids (the verifier's query when
 * none are stored) and routes by the answer.
 */
export function EligibilityCheckPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const storedApplicationId = useAtomValue(applicationIdAtom);
  const storedCheckId = useAtomValue(eligibilityCheckIdAtom);
  // The ids of the arrival: a reply that leads nowhere forgets the stored application id, and the page stays.
  const [ids] = useState(() => {
    const applicationId = storedApplicationId ?? queryValue(params.get('applicationId'));
    const eligibilityCheckId = storedCheckId ?? queryValue(params.get('eligibilityCheckId'));
    return applicationId && eligibilityCheckId ? { applicationId, eligibilityCheckId } : undefined;
  });
  // Back from the verifier without finishing: the waiting page, not the verifier again (DESIGN.md).
  const { pathname } = useLocation();
  const [context] = useState(() => ({ returnFromVerifier: pathname === ROUTES.returnFromUsac }));
  const { state, setState, recheck } = useRecheck(context);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !ids) return;
    started.current = true;
    void recheck(ids);
  }, [ids, recheck]);

  if (!ids)
    return (
      <StatusLayout
        tone="info"
        title={<FormattedMessage id="eligibility.check.noIdsTitle" />}
        lead={<FormattedMessage id="eligibility.check.noIdsLead" />}
        actions={
          <>
            <LinkButton href={ROUTES.checkEnrollStatus}>
              <FormattedMessage id="eligibility.check.lookUp" />
            </LinkButton>
            <LinkButton href={ROUTES.zipCode} variant="secondary">
              <FormattedMessage id="eligibility.check.startNew" />
            </LinkButton>
          </>
        }
      />
    );

  return (
    <StatusLayout
      tone="info"
      title={<FormattedMessage id="eligibility.check.title" />}
      lead={<FormattedMessage id="eligibility.check.lead" />}
      actions={
        state.kind === 'shown' || state.kind === 'server-error' ? (
          <Button onPress={() => void recheck(ids)}>
            <FormattedMessage id="eligibility.check.again" />
          </Button>
        ) : undefined
      }
    >
      {state.kind === 'shown' ? (
        <Alert tone="error">{state.text}</Alert>
      ) : state.kind === 'server-error' ? null : (
        <LoadingState label={intl.formatMessage({ id: 'eligibility.check.checking' })} />
      )}
      <ServerErrorModal
        isOpen={state.kind === 'server-error'}
        message={state.kind === 'server-error' ? state.message : undefined}
        onTryAgain={() => void recheck(ids)}
        onClose={() =>
          setState({ kind: 'shown', text: intl.formatMessage({ id: 'eligibility.serverError.text' }) })
        }
      />
    </StatusLayout>
  );
}
