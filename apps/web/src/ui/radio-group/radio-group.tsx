import { useId } from 'react';
import { RadioGroup as RACRadioGroup, Radio } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../field/field';
import './radio-group.css';

export interface RadioOption {
  value: string;
  label: string;
  /** A second line under the label, tied to the radio by aria-describedby. */
  description?: string;
}

export interface RadioGroupProps extends FieldBaseProps {
  options: RadioOption[];
  /** The chosen value; null for none. */
  value?: string | null;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  name?: string;
  className?: string;
}

/** A labelled group of radio buttons; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', 'radio-group', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className="radio-group__options">
        {options.map((option) => {
          const labelId = `${id}-${option.value}-label`;
          const descriptionId = option.description ? `${id}-${option.value}-description` : undefined;
          // Named by the label alone: the description, inside the same <label>, would otherwise join the name.
          return (
            <Radio
              key={option.value}
              value={option.value}
              className="radio"
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
            >
              <span className="radio__mark" aria-hidden="true" />
              <span className="radio__text">
                <span id={labelId} className="radio__label">
                  {option.label}
                </span>
                {option.description && (
                  <span id={descriptionId} className="radio__description">
                    {option.description}
                  </span>
                )}
              </span>
            </Radio>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}
