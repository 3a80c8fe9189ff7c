import type { FieldBaseProps } from '../field/field';
import { LabelText, NativeFieldHelp, nativeFieldProps, useNativeField } from '../field/native-field';
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

/**
 * A labelled group of radio buttons: the browser's own radio inputs, which arrow keys already move between (React
 * Aria's radio group added 10 KB of script to a page's first load, issue 26).
 */
export function RadioGroup({
  options,
  value,
  onChange,
  orientation = 'vertical',
  name,
  className,
  ...field
}: RadioGroupProps) {
  const ids = useNativeField(field);
  return (
    <div
      role="radiogroup"
      aria-labelledby={ids.labelId}
      aria-describedby={ids.describedBy}
      aria-invalid={field.errorMessage ? true : undefined}
      aria-required={field.isRequired || undefined}
      aria-disabled={field.isDisabled || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      {...nativeFieldProps(field, 'radio-group', className)}
    >
      <span id={ids.labelId} className="field__label">
        <LabelText label={field.label} isRequired={field.isRequired} />
      </span>
      <div className="radio-group__options">
        {options.map((option) => {
          const labelId = `${ids.id}-${option.value}-label`;
          const descriptionId = option.description ? `${ids.id}-${option.value}-description` : undefined;
          // Named by the label alone: the description, inside the same <label>, would otherwise join the name.
          return (
            <label
              key={option.value}
              className="radio"
              data-invalid={field.errorMessage ? true : undefined}
              data-disabled={field.isDisabled || undefined}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name ?? ids.id}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                onChange={() => onChange?.(option.value)}
                disabled={field.isDisabled}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              />
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
            </label>
          );
        })}
      </div>
      <NativeFieldHelp ids={ids} description={field.description} errorMessage={field.errorMessage} />
    </div>
  );
}
