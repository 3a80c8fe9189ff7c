import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { Alert, Button } from '../../../ui';
import { ServerErrorModal } from '../components/server-error-modal';
import { StatusLayout } from '../components/status-layout';
import { StatusLookupForm } from '../components/status-lookup-form';
import { useRecheck } from '../hooks/use-recheck';

/** `/CheckEnrollStatusPage`: the status of an application by one of its ids, then on to where it stands. */
export function CheckEnrollStatusPage() {
  const storedApplicationId = useAtomValue(applicationIdAtom);
  const storedCheckId = useAtomValue(eligibilityCheckIdAtom);
  const [ids, setIds] = useState<{ applicationId: string; eligibilityCheckId: string }>();
  const { state, setState, recheck } = useRecheck();
  return (
    <StatusLayout
      tone="info"
      title={<FormattedMessage id="eligibility.lookupPage.title" />}
      lead={<FormattedMessage id="eligibility.lookupPage.lead" />}
    >
      <StatusLookupForm
        initial={{ applicationId: storedApplicationId, eligibilityCheckId: storedCheckId }}
        onStatus={(_result, entered) => {
          const applicationId = entered.applicationId || storedApplicationId;
          const eligibilityCheckId = entered.eligibilityCheckId || storedCheckId;
          setIds(applicationId && eligibilityCheckId ? { applicationId, eligibilityCheckId } : undefined);
        }}
      />
      {ids && (
        <div className="stack">
          <p>
            <FormattedMessage id="eligibility.lookupPage.continueLead" />
          </p>
          <div>
            <Button onPress={() => void recheck(ids)} isPending={state.kind === 'checking'}>
              <FormattedMessage id="eligibility.lookupPage.continue" />
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'shown' && <Alert tone="error">{state.text}</Alert>}
      <ServerErrorModal
        isOpen={state.kind === 'server-error'}
        message={state.kind === 'server-error' ? state.message : undefined}
        onTryAgain={() => ids && void recheck(ids)}
        onClose={() => setState({ kind: 'idle' })}
      />
    </StatusLayout>
  );
}
