import type { components } from '@carrier/contracts';
import { FormattedMessage, FormattedNumber } from 'react-intl';

type Plan = components['schemas']['Plan'];

const MB_PER_GB = 1024;

/** A plan's monthly data, talk and text as the catalogue gives them (null is unlimited). */
export function PlanFacts({ plan }: { plan: Plan }) {
  return (
    <ul className="enrolment-list">
      <li>
        {plan.bandwidth === null ? (
          <FormattedMessage id="enrolment.plan.unlimitedData" />
        ) : (
          <FormattedMessage
            id="enrolment.plan.data"
            values={{ gb: <FormattedNumber value={plan.bandwidth / MB_PER_GB} maximumFractionDigits={1} /> }}
          />
        )}
      </li>
      <li>
        {plan.callMinutes === null && plan.sms === null ? (
          <FormattedMessage id="enrolment.plan.unlimitedTalkText" />
        ) : (
          <FormattedMessage
            id="enrolment.plan.talkText"
            values={{ minutes: plan.callMinutes ?? 0, texts: plan.sms ?? 0 }}
          />
        )}
      </li>
      <li>
        <FormattedMessage id="enrolment.plan.coverage" />
      </li>
      <li>
        <FormattedMessage id="enrolment.plan.network" />
      </li>
    </ul>
  );
}

/** The plan's monthly price: FREE for $0. */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <p className="enrolment-price">
      {plan.costPerMonth === 0 ? (
        <FormattedMessage id="enrolment.plan.free" />
      ) : (
        <FormattedMessage
          id="enrolment.plan.perMonth"
          values={{
            price: <FormattedNumber value={plan.costPerMonth} style="currency" currency="USD" />,
          }}
        />
      )}
    </p>
  );
}
