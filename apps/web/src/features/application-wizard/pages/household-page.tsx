import { CONSENT_CHOICES, sanitizeMk, validateHousehold, wizardStepPath } from '@carrier/domain';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PersonalData } from '../../../lib/state/benefit';
import { Alert, Card, RadioGroup, RequiredFieldsNote, TextField } from '../../../ui';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

type Values = {
  optionAdult: string;
  consentInd: string;
  MK1: string;
  MK2: string;
  firstName: string;
  lastName: string;
};

/** The consent radio shows 1 and 2; the data holds Y and N. */
const consentInd = (radio: string): string | undefined =>
  radio === '1' || radio === '2' ? CONSENT_CHOICES[radio] : undefined;
const consentRadio = (held: string | undefined): string =>
  Object.entries(CONSENT_CHOICES).find(([, value]) => value === held)?.[0] ?? '';

function toData(values: Values): PersonalData {
  return {
    optionAdult: values.optionAdult,
    consentInd: consentInd(values.consentInd),
    MK1: values.MK1,
    MK2: values.MK2,
  };
}

/** `/HouseholdInformationPage?profileStep=3`: the household worksheet's two answers and two initials. */
export function HouseholdPage() {
  return (
    <WizardStep step={3}>
      <HouseholdForm />
    </WizardStep>
  );
}

function HouseholdForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { form, setData } = useWizardForm({
    fromData: (data): Values => ({
      optionAdult: data.optionAdult ?? '',
      consentInd: consentRadio(data.consentInd),
      MK1: data.MK1 ?? '',
      MK2: data.MK2 ?? '',
      firstName: data.firstName ?? '',
      lastName: data.lastName ?? '',
    }),
    toData,
    validate: (values: Values) => validateHousehold({ ...values, consentInd: consentInd(values.consentInd) }),
    sanitize: { MK1: sanitizeMk, MK2: sanitizeMk },
  });
  const yesNo = [
    { value: '1', label: intl.formatMessage({ id: 'wizard.yes' }) },
    { value: '2', label: intl.formatMessage({ id: 'wizard.no' }) },
  ];

  const submit = form.handleSubmit((values) => {
    setData((held) => ({ ...held, ...toData(values) }));
    navigate(wizardStepPath(4));
  });

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <Card
        variant="sunken"
        headingLevel={2}
        title={intl.formatMessage({ id: 'wizard.household.worksheetTitle' })}
      >
        <p>{intl.formatMessage({ id: 'wizard.household.worksheetText' })}</p>
      </Card>
      <RadioGroup
        label={intl.formatMessage({ id: 'wizard.household.adult' })}
        description={intl.formatMessage({ id: 'wizard.household.adultHelp' })}
        options={yesNo}
        value={form.values.optionAdult || null}
        onChange={(value) => form.setValue('optionAdult', value)}
        errorMessage={form.field('optionAdult').errorMessage}
        orientation="horizontal"
        isRequired
      />
      <RadioGroup
        label={intl.formatMessage({ id: 'wizard.household.lifeline' })}
        description={intl.formatMessage({ id: 'wizard.household.lifelineHelp' })}
        options={yesNo}
        value={form.values.consentInd || null}
        onChange={(value) => form.setValue('consentInd', value)}
        errorMessage={form.field('consentInd').errorMessage}
        orientation="horizontal"
        isRequired
      />
      <div className="wizard__initial-row">
        <p>{intl.formatMessage({ id: 'wizard.household.mk1Statement' })}</p>
        <TextField
          {...form.field('MK1')}
          label={intl.formatMessage({ id: 'wizard.household.mk1' })}
          description={intl.formatMessage({ id: 'wizard.household.initialsHelp' })}
          autoComplete="off"
          maxLength={3}
          isRequired
        />
      </div>
      <div className="wizard__initial-row">
        <p>{intl.formatMessage({ id: 'wizard.household.mk2Statement' })}</p>
        <TextField
          {...form.field('MK2')}
          label={intl.formatMessage({ id: 'wizard.household.mk2' })}
          description={intl.formatMessage({ id: 'wizard.household.initialsHelp' })}
          autoComplete="off"
          maxLength={3}
          isRequired
        />
      </div>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <WizardActions backHref={wizardStepPath(2)} />
    </form>
  );
}
