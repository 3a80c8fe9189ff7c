import { Button, Select as RACSelect, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../field/field';
import { type Option, OptionsPopover } from '../field/options-popover';
import { ChevronDownIcon } from '../icons/icons';
import './select.css';

/** What Select and ComboBox share: a list of options and the chosen id. */
export interface ChoiceFieldProps extends FieldBaseProps {
  items: Option[];
  /** The chosen option's id; null for none. */
  selectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  name?: string;
  className?: string;
}

export type SelectProps = ChoiceFieldProps;

/** A labelled drop-down list for a short set of options. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  className,
  ...props
}: SelectProps) {
  const intl = useIntl();
  return (
    <RACSelect
      {...props}
      value={selectedKey}
      onChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
      placeholder={placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button className="field__control select__trigger">
        <SelectValue className="select__value" />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover items={items} />
    </RACSelect>
  );
}
