import { Button, Input, ComboBox as RACComboBox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel } from '../field/field';
import { OptionsPopover } from '../field/options-popover';
import { ChevronDownIcon } from '../icons/icons';
import type { ChoiceFieldProps } from '../select/select';
import './combo-box.css';

export type ComboBoxProps = ChoiceFieldProps;

/** A labelled text input that filters a long list of options (countries, states) as the user types. */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  className,
  ...props
}: ComboBoxProps) {
  const intl = useIntl();
  return (
    <RACComboBox
      {...props}
      defaultItems={items}
      value={selectedKey}
      onChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className="combo-box__group">
        <Input className="field__control combo-box__input" placeholder={placeholder} />
        <Button
          className="combo-box__button"
          aria-label={intl.formatMessage({ id: 'ui.comboBox.showOptions' })}
        >
          <ChevronDownIcon />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover emptyLabel={intl.formatMessage({ id: 'ui.comboBox.noMatches' })} />
    </RACComboBox>
  );
}
