import type { ApiError } from '@carrier/contracts';
import {
  activationOutcome,
  canContinueActivation,
  LIMITS,
  sanitizeActivationCode,
  sanitizeActivationNumber,
  validateActivation,
} from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { Alert, Button, PageHeader, RequiredFieldsNote, SimCardIcon, Tabs, TextField } from '../../../ui';
import { activateAddOn } from '../api/activate-add-on';
import { activateSim } from '../api/activate-sim';
import { simEsnActivationAtom } from '../state';
import '../activation.css';

type Tab = 'sim' | 'addon';

const EMPTY = { number: '', activationCode: '' };

/** `/ActiveSimCardPage` (Activate Now): a SIM by its ESN or an add-on by the line's MDN, with the activation code. */
export function ActiveSimCardPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('sim');
  return (
    <div className="container section activation-page">
      <div className="stack" data-gap="lg">
        <PageHeader
          title={<FormattedMessage id="activation.title" />}
          lead={<FormattedMessage id="activation.lead" />}
        />
        <div className="activation-layout">
          {/* Only the chosen panel is mounted: switching tabs starts an empty form (spec 000 §4 clears both inputs). */}
          <Tabs
            label={intl.formatMessage({ id: 'activation.tabs' })}
            selectedKey={tab}
            onSelectionChange={(next) => setTab(next === 'addon' ? 'addon' : 'sim')}
            items={[
              {
                id: 'sim',
                title: intl.formatMessage({ id: 'activation.tab.sim' }),
                content: <ActivationForm kind="sim" />,
              },
              {
                id: 'addon',
                title: intl.formatMessage({ id: 'activation.tab.addon' }),
                content: <ActivationForm kind="addon" />,
              },
            ]}
          />
          <aside className="activation-help stack" aria-labelledby="activation-help-title">
            <SimCardIcon size={40} />
            <h2 id="activation-help-title">
              <FormattedMessage id="activation.help.title" />
            </h2>
            <p>
              <FormattedMessage id="activation.help.esn" />
            </p>
            <p>
              <FormattedMessage id="activation.help.mdn" />
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}

/** The number and activation code of one tab; Continue stays disabled until both hold something. */
export function ActivationForm({ kind }: { kind: Tab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const setActivatedEsn = useSetAtom(simEsnActivationAtom);
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useForm({
    initial: EMPTY,
    validate: validateActivation,
    sanitize: { number: sanitizeActivationNumber, activationCode: sanitizeActivationCode },
  });

  const submit = form.handleSubmit(async ({ number, activationCode }) => {
    setPending(true);
    setProblem(undefined);
    const result =
      kind === 'sim'
        ? await activateSim(carrier, number.trim(), activationCode.trim())
        : await activateAddOn(carrier, number.trim(), activationCode.trim());
    setPending(false);
    const failure = result.error ? failureBody(result.error) : null;
    if (!failure && kind === 'sim') setActivatedEsn(number.trim());
    const outcome = activationOutcome(failure, kind);
    if (outcome.kind === 'route') navigate(outcome.path);
    else setProblem(noticeText(outcome.notice));
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <TextField
        {...form.field('number')}
        label={
          kind === 'sim'
            ? intl.formatMessage({ id: 'activation.form.esn' })
            : intl.formatMessage({ id: 'activation.form.mdn' })
        }
        description={
          kind === 'sim'
            ? intl.formatMessage({ id: 'activation.form.esnHelp' })
            : intl.formatMessage({ id: 'activation.form.mdnHelp' })
        }
        inputMode="numeric"
        maxLength={LIMITS.activationMaxLength}
        autoComplete="off"
        isRequired
      />
      <TextField
        {...form.field('activationCode')}
        label={intl.formatMessage({ id: 'activation.form.code' })}
        maxLength={LIMITS.activationMaxLength}
        autoComplete="off"
        isRequired
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div>
        <Button
          type="submit"
          size="lg"
          isPending={isPending}
          isDisabled={!canContinueActivation(form.values)}
        >
          <FormattedMessage id="activation.form.continue" />
        </Button>
      </div>
    </form>
  );
}

/** The carrier's error body and status, as the domain's activation decision reads them. */
function failureBody(error: ApiError) {
  return { error: error.code, message: error.message, status: error.status };
}
