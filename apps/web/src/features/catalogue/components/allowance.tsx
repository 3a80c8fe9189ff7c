import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Plan } from '../../../lib/carrier/list-plans';

/** A data allowance in MB (null: unlimited), shown in GB from 1024 MB. */
export function DataAllowance({ megabytes }: { megabytes: number | null }) {
  if (megabytes === null) return <FormattedMessage id="catalogue.allowance.unlimitedData" />;
  if (megabytes >= 1024)
    return (
      <FormattedMessage
        id="catalogue.allowance.gb"
        values={{ amount: <FormattedNumber value={megabytes / 1024} maximumFractionDigits={1} /> }}
      />
    );
  return (
    <FormattedMessage
      id="catalogue.allowance.mb"
      values={{ amount: <FormattedNumber value={megabytes} /> }}
    />
  );
}

/** Minutes of talk (null: unlimited). */
export function MinutesAllowance({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <FormattedMessage id="catalogue.allowance.unlimitedTalk" />;
  return <FormattedMessage id="catalogue.allowance.minutes" values={{ amount: minutes }} />;
}

/** Texts (null: unlimited). */
export function TextsAllowance({ texts }: { texts: number | null }) {
  if (texts === null) return <FormattedMessage id="catalogue.allowance.unlimitedText" />;
  return <FormattedMessage id="catalogue.allowance.texts" values={{ amount: texts }} />;
}

/** A plan's allowances, one item each: minutes, texts, data; or data first where data is the plan's headline. */
export function PlanAllowanceList({
  plan,
  className,
  dataFirst = false,
}: {
  plan: Plan;
  className: string;
  dataFirst?: boolean;
}) {
  const data = (
    <li>
      <DataAllowance megabytes={plan.bandwidth} />
    </li>
  );
  return (
    <ul className={className}>
      {dataFirst && data}
      <li>
        <MinutesAllowance minutes={plan.callMinutes} />
      </li>
      <li>
        <TextsAllowance texts={plan.sms} />
      </li>
      {!dataFirst && data}
    </ul>
  );
}
