import {
  agreementSubmitOutcome,
  eligibilityCheckPayload,
  LIMITS,
  lettersAndSpaces,
  sanitizeInitials,
  validateAgreement,
  wizardStepPath,
} from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { env } from '../../../config/env';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { type PersonalData, personalDataAtom } from '../../../lib/state/benefit';
import { isLoggedInAtom } from '../../../lib/state/session';
import { useEligibilityOutcome } from '../../../lib/state/use-eligibility-outcome';
import { toast } from '../../../lib/toast';
import { Alert, Card, Checkbox, Link, MailIcon, PhoneIcon, RequiredFieldsNote, TextField } from '../../../ui';
import { checkEligibility } from '../api/check-eligibility';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

const statements = defineMessages({
  1: { id: 'wizard.agreement.statement1' },
  2: { id: 'wizard.agreement.statement2' },
  3: { id: 'wizard.agreement.statement3' },
  4: { id: 'wizard.agreement.statement4' },
  5: { id: 'wizard.agreement.statement5' },
  6: { id: 'wizard.agreement.statement6' },
});

const NUMBERS = [1, 2, 3, 4, 5, 6] as const;
type InitialKey = `initial${(typeof NUMBERS)[number]}`;
type Values = Record<InitialKey, string> & { signature: string; agree: string };

const initialsOf = (values: Values) => NUMBERS.map((n) => values[`initial${n}`]);

/** `/AgreementPage?profileStep=7`: six initials, the typed signature and the agree box; submits the application. */
export function AgreementPage() {
  return (
    <WizardStep step={7}>
      <AgreementForm />
    </WizardStep>
  );
}

function AgreementForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const performOutcome = useEligibilityOutcome();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const [error, setError] = useState<string>();
  const [resubmit, setResubmit] = useState(false);
  const data = useAtomValue(personalDataAtom);
  const { form } = useWizardForm({
    fromData: (): Values => ({
      initial1: '',
      initial2: '',
      initial3: '',
      initial4: '',
      initial5: '',
      initial6: '',
      signature: '',
      agree: '',
    }),
    toData: (): PersonalData => ({}),
    validate: useCallback(
      (values: Values) =>
        validateAgreement(
          { initials: initialsOf(values), signature: values.signature, agree: values.agree === 'true' },
          data,
        ),
      [data],
    ),
    sanitize: {
      ...Object.fromEntries(NUMBERS.map((n) => [`initial${n}`, sanitizeInitials])),
      signature: lettersAndSpaces,
    },
  });

  const submit = form.handleSubmit(async () => {
    if (running.current) return;
    const request = eligibilityCheckPayload({ ...data, carrierUrl: window.location.origin });
    // An answer the check needs is missing (a step reached by its address): the wizard asks again from its start.
    if (!request) {
      navigate(wizardStepPath(1));
      return;
    }
    running.current = true;
    setPending(true);
    setError(undefined);
    const result = await checkEligibility(carrier, loggedIn, request);
    running.current = false;
    if (result.error) {
      setPending(false);
      const { code, message, fieldErrors, status } = result.error;
      const outcome = agreementSubmitOutcome({ error: code, message, errors: fieldErrors, status });
      if (outcome.kind === 'toast-and-route') {
        toast(noticeText(outcome.notice), 'error');
        navigate(outcome.path);
      } else if (performOutcome({ error: code, message, errors: fieldErrors })) {
        // §4's table routes the verifier's own errors (ELIGIBILITY_CHECK_NOT_FOUND, APPLICATION_NOT_FOUND);
        // any other failure shows its words here.
        setError(noticeText(outcome.notice));
        setResubmit(outcome.resubmit);
      }
      return;
    }
    const shown = performOutcome(result.data);
    if (shown) {
      setPending(false);
      setError(shown.text);
      setResubmit(false);
    }
  });

  return (
    <>
      <form className="stack wizard__form" noValidate onSubmit={submit}>
        <RequiredFieldsNote />
        <ol className="wizard__statements">
          {NUMBERS.map((n) => (
            <li key={n} className="wizard__initial-row">
              <p>{intl.formatMessage(statements[n])}</p>
              <TextField
                {...form.field(`initial${n}`)}
                label={intl.formatMessage({ id: 'wizard.agreement.initial' }, { n })}
                autoComplete="off"
                maxLength={LIMITS.initialsMaxLength}
                isRequired
              />
            </li>
          ))}
        </ol>
        <TextField
          {...form.field('signature')}
          label={intl.formatMessage({ id: 'wizard.agreement.signature' })}
          description={intl.formatMessage(
            { id: 'wizard.agreement.signatureHelp' },
            { name: `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim() },
          )}
          autoComplete="off"
          isRequired
        />
        <Checkbox
          isSelected={form.values.agree === 'true'}
          onChange={(selected) => form.setValue('agree', String(selected))}
          errorMessage={form.field('agree').errorMessage}
          isRequired
        >
          {intl.formatMessage({ id: 'wizard.agreement.agree' })}
        </Checkbox>
        {error && (
          <Alert tone="error" title={intl.formatMessage({ id: 'wizard.agreement.failed' })}>
            {error}
          </Alert>
        )}
        <WizardActions
          backHref={wizardStepPath(6)}
          isPending={isPending}
          continueLabel={
            resubmit ? (
              <FormattedMessage id="common.resubmit" />
            ) : (
              <FormattedMessage id="wizard.agreement.submit" />
            )
          }
        />
      </form>
      <SupportHelp />
    </>
  );
}

/** The help block under the agreement: support portal, e-mail, phone and hours. */
function SupportHelp() {
  const intl = useIntl();
  return (
    <Card
      as="section"
      variant="sunken"
      headingLevel={2}
      title={intl.formatMessage({ id: 'wizard.help.title' })}
      className="wizard__help"
    >
      <p>{intl.formatMessage({ id: 'wizard.help.lead' })}</p>
      <ul className="wizard__help-list">
        <li>
          <Link href={env.support.portalUrl}>{intl.formatMessage({ id: 'wizard.help.portal' })}</Link>
        </li>
        <li>
          <MailIcon size={18} />
          <Link href={`mailto:${env.support.email}`}>{env.support.email}</Link>
        </li>
        <li>
          <PhoneIcon size={18} />
          <Link href={`tel:${env.support.phone.replace(/[^\d+]/g, '')}`}>{env.support.phone}</Link>
        </li>
      </ul>
      <p>
        <strong>{intl.formatMessage({ id: 'wizard.help.hours' })}</strong>
        <br />
        {intl.formatMessage({ id: 'wizard.help.weekdays' })}
        <br />
        {intl.formatMessage({ id: 'wizard.help.saturday' })}
      </p>
    </Card>
  );
}
