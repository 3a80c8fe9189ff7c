import { ROUTES, TABLET, wizardStepPath } from '@carrier/domain';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { LinkButton } from '../../../ui';
import { EnrolmentResult } from '../components/enrolment-result';

const money = { style: 'currency', currency: 'USD' } as const;

/** `/EnrollSuccessfulSIMPage`: the enrolment went through and the SIM card ships. */
export function EnrollSuccessfulSimPage() {
  return (
    <EnrolmentResult
      tone="success"
      titleId="sim-success-title"
      title={<FormattedMessage id="enrolment.simSuccess.title" />}
      lead={<FormattedMessage id="enrolment.simSuccess.lead" />}
      stepsTitle={<FormattedMessage id="enrolment.completed.nextTitle" />}
      ordered
      steps={
        <>
          <li>
            <FormattedMessage id="enrolment.simSuccess.step1" />
          </li>
          <li>
            <FormattedMessage id="enrolment.simSuccess.step2" />
          </li>
          <li>
            <FormattedMessage id="enrolment.simSuccess.step3" />
          </li>
        </>
      }
      actions={
        <>
          <LinkButton href={ROUTES.activeSimCard}>
            <FormattedMessage id="enrolment.simSuccess.activate" />
          </LinkButton>
          <LinkButton href={ROUTES.home} variant="secondary">
            <FormattedMessage id="enrolment.backHome" />
          </LinkButton>
        </>
      }
    />
  );
}

/** `/EnrollFailureTabletPage`: the plan is enrolled, the tablet could not be added. */
export function EnrollFailureTabletPage() {
  return (
    <EnrolmentResult
      tone="failure"
      titleId="tablet-failure-title"
      title={<FormattedMessage id="enrolment.tabletFailure.title" />}
      lead={<FormattedMessage id="enrolment.tabletFailure.lead" />}
      stepsTitle={<FormattedMessage id="enrolment.tabletFailure.whyTitle" />}
      steps={
        <>
          <li>
            <FormattedMessage id="enrolment.tabletFailure.reasonUsed" />
          </li>
          <li>
            <FormattedMessage
              id="enrolment.tabletFailure.reasonPrice"
              values={{ price: <FormattedNumber value={TABLET.price} {...money} /> }}
            />
          </li>
        </>
      }
      actions={
        <>
          <LinkButton href={ROUTES.contactUs}>
            <FormattedMessage id="enrolment.contactSupport" />
          </LinkButton>
          <LinkButton href={ROUTES.home} variant="secondary">
            <FormattedMessage id="enrolment.backHome" />
          </LinkButton>
        </>
      }
    />
  );
}

/** `/FailureSimTabletPage`: neither the SIM nor the tablet could be enrolled. */
export function FailureSimTabletPage() {
  return (
    <EnrolmentResult
      tone="failure"
      titleId="sim-tablet-failure-title"
      title={<FormattedMessage id="enrolment.simTabletFailure.title" />}
      lead={<FormattedMessage id="enrolment.simTabletFailure.lead" />}
      stepsTitle={<FormattedMessage id="enrolment.simTabletFailure.nextTitle" />}
      steps={
        <>
          <li>
            <FormattedMessage id="enrolment.simTabletFailure.checkDetails" />
          </li>
          <li>
            <FormattedMessage id="enrolment.simTabletFailure.callUs" />
          </li>
        </>
      }
      actions={
        <>
          <LinkButton href={wizardStepPath(1)}>
            <FormattedMessage id="enrolment.simTabletFailure.tryAgain" />
          </LinkButton>
          <LinkButton href={ROUTES.contactUs} variant="secondary">
            <FormattedMessage id="enrolment.contactSupport" />
          </LinkButton>
        </>
      }
    />
  );
}
