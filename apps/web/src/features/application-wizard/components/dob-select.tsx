import { birthYears } from '@carrier/domain';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '../../../ui';

/** The three parts of a date of birth, as the dropdowns hold them. */
export interface DobParts {
  month: string;
  day: string;
  year: string;
}

/**
 * Date of birth from month, day and year dropdowns (years from this year minus 18 down to 1900), grouped under
 * one legend with one message.
 */
export function DobSelect({
  value,
  onChange,
  errorMessage,
  today,
}: {
  value: DobParts;
  onChange: (part: keyof DobParts, value: string) => void;
  errorMessage?: string;
  today: Date;
}) {
  const intl = useIntl();
  const errorId = useId();
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) => ({
        id: String(index + 1).padStart(2, '0'),
        label: intl.formatDate(new Date(2000, index, 1), { month: 'long' }),
      })),
    [intl],
  );
  const days = useMemo(
    () =>
      Array.from({ length: 31 }, (_, index) => ({
        id: String(index + 1).padStart(2, '0'),
        label: String(index + 1),
      })),
    [],
  );
  const years = useMemo(
    () => birthYears(today).map((year) => ({ id: String(year), label: String(year) })),
    [today],
  );
  return (
    <fieldset
      className="wizard__dob"
      aria-describedby={errorMessage ? errorId : undefined}
      data-invalid={errorMessage ? true : undefined}
    >
      <legend className="field__label">
        {intl.formatMessage({ id: 'wizard.personal.dob' })}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="wizard__dob-parts">
        <Select
          label={intl.formatMessage({ id: 'wizard.personal.month' })}
          items={months}
          selectedKey={value.month || null}
          onSelectionChange={(key) => onChange('month', key ?? '')}
          errorMessage={errorMessage ? ' ' : undefined}
          isRequired
        />
        <Select
          label={intl.formatMessage({ id: 'wizard.personal.day' })}
          items={days}
          selectedKey={value.day || null}
          onSelectionChange={(key) => onChange('day', key ?? '')}
          errorMessage={errorMessage ? ' ' : undefined}
          isRequired
        />
        <Select
          label={intl.formatMessage({ id: 'wizard.personal.year' })}
          items={years}
          selectedKey={value.year || null}
          onSelectionChange={(key) => onChange('year', key ?? '')}
          errorMessage={errorMessage ? ' ' : undefined}
          isRequired
        />
      </div>
      {errorMessage && (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
