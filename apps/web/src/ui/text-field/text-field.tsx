import type { HTMLAttributes } from 'react';
import type { FieldBaseProps } from '../field/field';
import {
  LabelText,
  NativeFieldHelp,
  type NativeFieldIds,
  nativeFieldProps,
  useNativeField,
} from '../field/native-field';
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

/** The attributes an `<input>` and a `<textarea>` of a text-entry field share. */
export function textEntryControlProps(
  {
    value,
    onChange,
    onBlur,
    name,
    placeholder,
    maxLength,
    autoComplete,
    isReadOnly,
    autoFocus,
    isRequired,
    isDisabled,
    errorMessage,
  }: TextEntryProps,
  { id, describedBy }: Pick<NativeFieldIds, 'id' | 'describedBy'>,
) {
  return {
    id,
    className: 'field__control',
    name,
    value,
    onChange: onChange && ((event: { target: { value: string } }) => onChange(event.target.value)),
    onBlur: onBlur && (() => onBlur()),
    placeholder,
    maxLength,
    autoComplete,
    readOnly: isReadOnly,
    autoFocus,
    disabled: isDisabled,
    'aria-required': isRequired || undefined,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': describedBy,
  };
}

/**
 * A labelled single-line text input: the browser's own `<input>` (React Aria's text field added 4.5 KB of script
 * to a page's first load and pre-rendered references to empty slots, issue 26).
 */
export function TextField({ type = 'text', inputMode, className, ...props }: TextFieldProps) {
  const ids = useNativeField(props);
  const adoptTypedText = useAdoptTypedText<HTMLInputElement>(props.value, props.onChange);
  return (
    <div {...nativeFieldProps(props, className)}>
      <label htmlFor={ids.id} className="field__label">
        <LabelText label={props.label} isRequired={props.isRequired} />
      </label>
      <input ref={adoptTypedText} type={type} inputMode={inputMode} {...textEntryControlProps(props, ids)} />
      <NativeFieldHelp ids={ids} description={props.description} errorMessage={props.errorMessage} />
    </div>
  );
}
