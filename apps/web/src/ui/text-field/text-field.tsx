import type { HTMLAttributes } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../field/field';
import { useAdoptTypedText } from '../hydration/hydration';

/** What the text-entry fields (TextField, TextArea) share. */
export interface TextEntryProps extends FieldBaseProps {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
}

export interface TextFieldProps extends TextEntryProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled single-line text input. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  className,
  ...props
}: TextFieldProps) {
  const adoptTypedText = useAdoptTypedText<HTMLInputElement>(props.value, props.onChange);
  return (
    <RACTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input
        ref={adoptTypedText}
        className="field__control"
        placeholder={placeholder}
        inputMode={inputMode}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
