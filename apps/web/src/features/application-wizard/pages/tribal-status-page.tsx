import { sanitizeTribalId, toggleTribal, validateTribalStatus, wizardStepPath } from '@carrier/domain';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PersonalData } from '../../../lib/state/benefit';
import { Alert, Checkbox, TextField } from '../../../ui';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

type Values = { checkTribal: string; tribalId: string };

const toData = (values: Values): PersonalData => ({
  checkTribal: values.checkTribal === 'true',
  tribalId: values.checkTribal === 'true' ? values.tribalId : undefined,
});

/** `/TribalStatusPage?profileStep=5`: the enhanced Tribal benefit and the tribal number it needs. */
export function TribalStatusPage() {
  return (
    <WizardStep step={5}>
      <TribalStatusForm />
    </WizardStep>
  );
}

function TribalStatusForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { form, setData } = useWizardForm({
    fromData: (data): Values => ({
      checkTribal: String(data.checkTribal === true),
      tribalId: data.tribalId ?? '',
    }),
    toData,
    validate: (values: Values) =>
      validateTribalStatus({ checkTribal: values.checkTribal === 'true', tribalId: values.tribalId }),
    sanitize: { tribalId: sanitizeTribalId },
  });
  const checked = form.values.checkTribal === 'true';

  const toggle = (selected: boolean) => {
    const next = toggleTribal({ checkTribal: checked, tribalId: form.values.tribalId }, selected);
    form.setValue('checkTribal', String(next.checkTribal));
    if (next.tribalId !== form.values.tribalId) form.setValue('tribalId', next.tribalId ?? '');
  };

  const submit = form.handleSubmit((values) => {
    setData((held) => ({ ...held, ...toData(values) }));
    navigate(wizardStepPath(6));
  });

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <Alert tone="info" title={intl.formatMessage({ id: 'wizard.tribal.infoTitle' })}>
        {intl.formatMessage({ id: 'wizard.tribal.info' })}
      </Alert>
      <Checkbox isSelected={checked} onChange={toggle}>
        {intl.formatMessage({ id: 'wizard.tribal.check' })}
      </Checkbox>
      {checked && (
        <TextField
          {...form.field('tribalId')}
          label={intl.formatMessage({ id: 'wizard.tribal.number' })}
          description={intl.formatMessage({ id: 'wizard.tribal.numberHelp' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          isRequired
        />
      )}
      <WizardActions backHref={wizardStepPath(4)} />
    </form>
  );
}
