import { calendarDate, dobFromString, stateName, validateVerify, wizardStepPath } from '@carrier/domain';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PersonalData } from '../../../lib/state/benefit';
import { Card, Checkbox, Link } from '../../../ui';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

type Values = { consent: string };

/** `/VerifyPage?profileStep=6`: the answers that identify the applicant, an Edit link, and the consent. */
export function VerifyPage() {
  return (
    <WizardStep step={6}>
      <VerifyForm />
    </WizardStep>
  );
}

function formatPhone(phone: string | undefined): string | undefined {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone ?? '');
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

function VerifyForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { form, data } = useWizardForm({
    fromData: (): Values => ({ consent: '' }),
    toData: (): PersonalData => ({}),
    validate: (values: Values) => validateVerify({ consent: values.consent === 'true' }),
  });
  const none = intl.formatMessage({ id: 'wizard.verify.none' });
  const date = calendarDate(dobFromString(data.dob ?? ''));
  const name = [data.firstName, data.middleName, data.lastName].filter(Boolean).join(' ');
  const home = [
    data.address,
    data.city,
    [data.state && stateName(data.state), data.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | undefined][] = [
    [intl.formatMessage({ id: 'wizard.verify.name' }), name],
    [
      intl.formatMessage({ id: 'wizard.verify.dob' }),
      date
        ? intl.formatDate(new Date(date.year, date.month - 1, date.day), { dateStyle: 'long' })
        : undefined,
    ],
    data.checkTribal
      ? [intl.formatMessage({ id: 'wizard.verify.tribalId' }), data.tribalId]
      : [intl.formatMessage({ id: 'wizard.verify.ssn4' }), data.ssn4 ? `•••-••-${data.ssn4}` : undefined],
    [intl.formatMessage({ id: 'wizard.verify.phone' }), formatPhone(data.contactPhoneNumber)],
    [intl.formatMessage({ id: 'wizard.verify.email' }), data.contactEmail],
    [intl.formatMessage({ id: 'wizard.verify.address' }), home],
  ];

  const submit = form.handleSubmit(() => navigate(wizardStepPath(7)));

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <Card
        as="section"
        headingLevel={2}
        title={intl.formatMessage({ id: 'wizard.verify.summaryTitle' })}
        footer={<Link href={wizardStepPath(1)}>{intl.formatMessage({ id: 'wizard.verify.edit' })}</Link>}
      >
        <dl className="wizard__summary">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || none}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Checkbox
        isSelected={form.values.consent === 'true'}
        onChange={(selected) => form.setValue('consent', String(selected))}
        errorMessage={form.field('consent').errorMessage}
        isRequired
      >
        {intl.formatMessage({ id: 'wizard.verify.consent' })}
      </Checkbox>
      <WizardActions backHref={wizardStepPath(5)} />
    </form>
  );
}
