import {
  capHousehold,
  chooseProgram,
  digitsOnly,
  INCOME_PROGRAM,
  LIMITS,
  lowIncomeWarning,
  PROGRAM_CODES,
  type ProgramCode,
  PUBLIC_HOUSING_CODES,
  PUBLIC_HOUSING_PROGRAM,
  type PublicHousingCode,
  SCHOOL_PROGRAMS,
  validateIncome,
  validateQualification,
  wizardStepPath,
} from '@carrier/domain';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import type { PersonalData } from '../../../lib/state/benefit';
import { Alert, RadioGroup, RequiredFieldsNote, Select, TextField } from '../../../ui';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

const programNames = defineMessages<ProgramCode>({
  E1: { id: 'wizard.program.E1' },
  E2: { id: 'wizard.program.E2' },
  E3: { id: 'wizard.program.E3' },
  E4: { id: 'wizard.program.E4' },
  E8: { id: 'wizard.program.E8' },
  E9: { id: 'wizard.program.E9' },
  E10: { id: 'wizard.program.E10' },
  E11: { id: 'wizard.program.E11' },
  E13: { id: 'wizard.program.E13' },
  E15: { id: 'wizard.program.E15' },
  E50: { id: 'wizard.program.E50' },
  E51: { id: 'wizard.program.E51' },
  E54: { id: 'wizard.program.E54' },
});

const housingNames = defineMessages<PublicHousingCode>({
  1: { id: 'wizard.housing.1' },
  2: { id: 'wizard.housing.2' },
  3: { id: 'wizard.housing.3' },
  4: { id: 'wizard.housing.4' },
});

type Values = {
  eligibilityProgramCode: string;
  publicHousingCode: string;
  schoolName: string;
  numberOfAdults: string;
  numberOfChildren: string;
  incomePeriod: string;
  income: string;
};

function toData(values: Values): PersonalData {
  return {
    eligibilityProgramCode: values.eligibilityProgramCode || undefined,
    publicHousingCode: values.publicHousingCode || undefined,
    schoolName: values.schoolName || undefined,
    numberOfAdults: values.numberOfAdults || undefined,
    numberOfChildren: values.numberOfChildren || undefined,
    incomePeriod: values.incomePeriod || undefined,
    income: values.income || undefined,
  };
}

/** The program's rules and, with E13, the income. */
const validateStep = (values: Values) => ({ ...validateQualification(values), ...validateIncome(values) });

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => ({
    id: String(min + index),
    label: String(min + index),
  }));

/** `/QualificationPage?profileStep=4`: the government program, with E4's, E50/E51's and E13's follow-ups. */
export function QualificationPage() {
  return (
    <WizardStep step={4}>
      <QualificationForm />
    </WizardStep>
  );
}

function QualificationForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const { form, data, setData } = useWizardForm({
    fromData: (held): Values => ({
      eligibilityProgramCode: held.eligibilityProgramCode ?? '',
      publicHousingCode: held.publicHousingCode ?? '',
      schoolName: held.schoolName ?? '',
      numberOfAdults: held.numberOfAdults ?? '1',
      numberOfChildren: held.numberOfChildren ?? '0',
      incomePeriod: held.incomePeriod ?? '2',
      income: held.income ?? '',
    }),
    toData,
    validate: validateStep,
    sanitize: { income: (value) => digitsOnly(value, 9) },
  });
  const program = form.values.eligibilityProgramCode;

  const choose = (code: string) => {
    const next = chooseProgram(form.values, code);
    form.setValue('eligibilityProgramCode', next.eligibilityProgramCode ?? '');
    if (next.publicHousingCode === undefined) form.setValue('publicHousingCode', '');
  };

  const setAdults = (value: string) => {
    const capped = capHousehold({ adults: Number(value), children: Number(form.values.numberOfChildren) });
    form.setValue('numberOfAdults', String(capped.adults));
    form.setValue('numberOfChildren', String(capped.children));
  };

  const warning =
    program === INCOME_PROGRAM && form.values.income !== ''
      ? lowIncomeWarning(
          {
            adults: Number(form.values.numberOfAdults),
            children: Number(form.values.numberOfChildren),
            incomePeriod: form.values.incomePeriod,
            income: Number(form.values.income),
          },
          data.state,
        )
      : undefined;

  const submit = form.handleSubmit((values) => {
    setData((held) => ({ ...held, ...toData(values) }));
    navigate(wizardStepPath(5));
  });

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <RadioGroup
        label={intl.formatMessage({ id: 'wizard.qualification.program' })}
        description={intl.formatMessage({ id: 'wizard.qualification.programHelp' })}
        options={PROGRAM_CODES.map((code) => ({
          value: code,
          label: intl.formatMessage(programNames[code]),
        }))}
        value={program || null}
        onChange={choose}
        errorMessage={form.field('eligibilityProgramCode').errorMessage}
        isRequired
      />
      {program === PUBLIC_HOUSING_PROGRAM && (
        <RadioGroup
          label={intl.formatMessage({ id: 'wizard.qualification.housing' })}
          options={PUBLIC_HOUSING_CODES.map((code) => ({
            value: code,
            label: intl.formatMessage(housingNames[code]),
          }))}
          value={form.values.publicHousingCode || null}
          onChange={(value) => form.setValue('publicHousingCode', value)}
          errorMessage={form.field('publicHousingCode').errorMessage}
          isRequired
        />
      )}
      {SCHOOL_PROGRAMS.some((code) => code === program) && (
        <TextField
          {...form.field('schoolName')}
          label={intl.formatMessage({ id: 'wizard.qualification.schoolName' })}
          autoComplete="organization"
          isRequired
        />
      )}
      {program === INCOME_PROGRAM && (
        <fieldset className="stack wizard__group">
          <legend>{intl.formatMessage({ id: 'wizard.qualification.household' })}</legend>
          <div className="grid" data-columns="2">
            <Select
              label={intl.formatMessage({ id: 'wizard.qualification.adults' })}
              items={range(LIMITS.adults.min, LIMITS.adults.max)}
              selectedKey={form.values.numberOfAdults}
              onSelectionChange={(key) => setAdults(key ?? '1')}
              isRequired
            />
            <Select
              label={intl.formatMessage({ id: 'wizard.qualification.children' })}
              items={range(LIMITS.children.min, LIMITS.children.max)}
              selectedKey={form.values.numberOfChildren}
              onSelectionChange={(key) => form.setValue('numberOfChildren', key ?? '0')}
              isRequired
            />
          </div>
          <RadioGroup
            label={intl.formatMessage({ id: 'wizard.qualification.incomePeriod' })}
            options={[
              { value: '1', label: intl.formatMessage({ id: 'wizard.qualification.monthly' }) },
              { value: '2', label: intl.formatMessage({ id: 'wizard.qualification.yearly' }) },
            ]}
            value={form.values.incomePeriod}
            onChange={(value) => form.setValue('incomePeriod', value)}
            orientation="horizontal"
            isRequired
          />
          <TextField
            {...form.field('income')}
            label={intl.formatMessage({ id: 'wizard.qualification.income' })}
            description={intl.formatMessage({ id: 'wizard.qualification.incomeHelp' })}
            inputMode="numeric"
            isRequired
          />
          {warning && (
            <Alert tone="warning" title={intl.formatMessage({ id: 'wizard.qualification.warningTitle' })}>
              {noticeText(warning)}
            </Alert>
          )}
        </fieldset>
      )}
      <WizardActions backHref={wizardStepPath(3)} />
    </form>
  );
}
