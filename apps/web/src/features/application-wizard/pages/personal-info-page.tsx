import {
  calendarDate,
  dobFromString,
  LANGUAGES,
  ROUTES,
  sanitizeSsn4,
  toIsoDate,
  validatePersonalInfo,
  wizardStepPath,
} from '@carrier/domain';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PersonalData } from '../../../lib/state/benefit';
import { Alert, RadioGroup, RequiredFieldsNote, TextField } from '../../../ui';
import { type DobParts, DobSelect } from '../components/dob-select';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

type Values = {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  dob: string;
  ssn4: string;
  language: string;
};

function fromData(data: PersonalData): Values {
  const dob = dobFromString(data.dob ?? '');
  return {
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    month: String(dob.month ?? ''),
    day: String(dob.day ?? ''),
    year: String(dob.year ?? ''),
    dob: data.dob ?? '',
    ssn4: data.ssn4 ?? '',
    language: data.language ?? '',
  };
}

function toData(values: Values): PersonalData {
  const date = calendarDate(values);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dob: date ? toIsoDate(date) : undefined,
    ssn4: values.ssn4,
    language: values.language,
  };
}

/** `/PersonalnfoPage?profileStep=1`: names, date of birth, last 4 of the SSN, language. */
export function PersonalInfoPage() {
  return (
    <WizardStep step={1}>
      <PersonalInfoForm />
    </WizardStep>
  );
}

function PersonalInfoForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const validate = useCallback(
    (values: Values) =>
      validatePersonalInfo(
        { ...values, dob: { month: values.month, day: values.day, year: values.year } },
        today,
      ),
    [today],
  );
  const { form, setData } = useWizardForm({
    fromData,
    toData,
    validate,
    sanitize: { ssn4: sanitizeSsn4 },
  });

  const changeDob = (part: keyof DobParts, value: string) => {
    form.setValue(part, value);
    // 'dob' is the group's message: touching a part shows it.
    form.setValue('dob', value);
  };

  const submit = form.handleSubmit((values) => {
    setData((held) => ({ ...held, ...toData(values) }));
    navigate(wizardStepPath(2));
  });

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <div className="grid" data-columns="2">
        <TextField
          {...form.field('firstName')}
          label={intl.formatMessage({ id: 'wizard.personal.firstName' })}
          autoComplete="given-name"
          maxLength={24}
          isRequired
        />
        <TextField
          {...form.field('lastName')}
          label={intl.formatMessage({ id: 'wizard.personal.lastName' })}
          autoComplete="family-name"
          maxLength={24}
          isRequired
        />
      </div>
      <DobSelect
        value={{ month: form.values.month, day: form.values.day, year: form.values.year }}
        onChange={changeDob}
        errorMessage={form.field('dob').errorMessage}
        today={today}
      />
      <TextField
        {...form.field('ssn4')}
        label={intl.formatMessage({ id: 'wizard.personal.ssn4' })}
        description={intl.formatMessage({ id: 'wizard.personal.ssn4Help' })}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <RadioGroup
        label={intl.formatMessage({ id: 'wizard.personal.language' })}
        options={[
          { value: LANGUAGES.en, label: intl.formatMessage({ id: 'wizard.personal.english' }) },
          { value: LANGUAGES.es, label: intl.formatMessage({ id: 'wizard.personal.spanish' }) },
        ]}
        value={form.values.language || null}
        onChange={(value) => form.setValue('language', value)}
        errorMessage={form.field('language').errorMessage}
        orientation="horizontal"
        isRequired
      />
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <WizardActions backHref={ROUTES.zipCode} />
    </form>
  );
}
