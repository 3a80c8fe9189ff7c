import { type ReactNode, useId } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import './checkbox.css';

export interface CheckboxProps {
  /** The label. */
  children: ReactNode;
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** When set the box is invalid and this message shows under it, tied by aria-describedby. */
  errorMessage?: string;
  /** Sets aria-required and draws an asterisk after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/** A labelled checkbox (consents, terms). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={['checkbox-field', className].filter(Boolean).join(' ')}>
      <RACCheckbox
        {...props}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        aria-describedby={errorMessage ? errorId : undefined}
        className="checkbox"
      >
        <span className="checkbox__box" aria-hidden="true">
          <CheckIcon size={16} />
        </span>
        <span className="checkbox__label">
          {children}
          {props.isRequired && (
            <span className="field__required" aria-hidden="true">
              *
            </span>
          )}
        </span>
      </RACCheckbox>
      {errorMessage && (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
