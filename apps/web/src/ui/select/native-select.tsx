import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Option } from '../field/options-popover';
import './select.css';

export interface NativeSelectProps {
  label: string;
  items: Option[];
  /** The chosen option's id; null for none. */
  selectedKey: string | null;
  onSelectionChange: (key: string | null) => void;
  placeholder?: string;
}

/**
 * A labelled choice among many options (a country among 200) as the browser's own `<select>`: a phone shows its own
 * picker, and it needs none of the script `Select`'s popover and list box carry (about 35 KB, issue 26).
 */
export function NativeSelect({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
}: NativeSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control select__native"
        value={selectedKey ?? ''}
        onChange={(event) => onSelectionChange(event.target.value || null)}
      >
        <option value="" disabled>
          {placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
        </option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
