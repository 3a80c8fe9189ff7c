import { Button, Group, Input, NumberField as RACNumberField } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../field/field';
import './number-field.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** NaN when the field is empty. */
  value?: number;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Intl.NumberFormat options, e.g. `{ style: 'currency', currency: 'USD' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  name?: string;
  isReadOnly?: boolean;
  className?: string;
}

/** A labelled number input with − and + steppers (RAC names them "Decrease"/"Increase" in its locale). */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', 'number-field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className="number-field__group">
        <Button slot="decrement" className="number-field__step">
          −
        </Button>
        <Input className="field__control number-field__input" />
        <Button slot="increment" className="number-field__step">
          +
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
