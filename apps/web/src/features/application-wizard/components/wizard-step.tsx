import { type WizardStep as StepNumber, wizardGuard } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { personalDataAtom } from '../../../lib/state/benefit';
import { StepIndicator } from '../../../ui';
import '../wizard.css';

const stepNames = defineMessages({
  1: { id: 'wizard.steps.personal' },
  2: { id: 'wizard.steps.contact' },
  3: { id: 'wizard.steps.household' },
  4: { id: 'wizard.steps.qualification' },
  5: { id: 'wizard.steps.tribal' },
  6: { id: 'wizard.steps.verify' },
  7: { id: 'wizard.steps.agreement' },
});

const titles = defineMessages({
  1: { id: 'wizard.personal.title' },
  2: { id: 'wizard.contact.title' },
  3: { id: 'wizard.household.title' },
  4: { id: 'wizard.qualification.title' },
  5: { id: 'wizard.tribal.title' },
  6: { id: 'wizard.verify.title' },
  7: { id: 'wizard.agreement.title' },
});

const leads = defineMessages({
  1: { id: 'wizard.personal.lead' },
  2: { id: 'wizard.contact.lead' },
  3: { id: 'wizard.household.lead' },
  4: { id: 'wizard.qualification.lead' },
  5: { id: 'wizard.tribal.lead' },
  6: { id: 'wizard.verify.lead' },
  7: { id: 'wizard.agreement.lead' },
});

const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * One page of the seven-step wizard: its heading, the step indicator (announced as 'Step n of 7') and the form.
 * A visitor without a held first name goes to the zip page (spec 001 §2); the first step is where it is entered.
 */
export function WizardStep({ step, children }: { step: StepNumber; children: ReactNode }) {
  const intl = useIntl();
  const data = useAtomValue(personalDataAtom);
  const away = step === 1 ? undefined : wizardGuard(data);
  if (away) return <Navigate to={away} replace />;
  const titleId = `wizard-step-${step}-title`;
  return (
    <section className="container section wizard" aria-labelledby={titleId}>
      <StepIndicator
        className="wizard__steps"
        steps={STEP_NUMBERS.map((number) => intl.formatMessage(stepNames[number]))}
        current={step}
      />
      <div className="stack wizard__head">
        <p className="wizard__position">
          {intl.formatMessage({ id: 'wizard.position' }, { current: step, total: STEP_NUMBERS.length })}
        </p>
        <h1 id={titleId}>{intl.formatMessage(titles[step])}</h1>
        <p className="lead">{intl.formatMessage(leads[step])}</p>
      </div>
      {children}
    </section>
  );
}
