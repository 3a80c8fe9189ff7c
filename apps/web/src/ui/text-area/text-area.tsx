import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { useAdoptTypedText } from '../hydration/hydration';
import type { TextEntryProps } from '../text-field/text-field';

export interface TextAreaProps extends TextEntryProps {
  /** Visible lines; 4 by default. */
  rows?: number;
}

/** A labelled multi-line text input, with the same API as TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  const adoptTypedText = useAdoptTypedText<HTMLTextAreaElement>(props.value, props.onChange);
  return (
    <RACTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={['field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <RACTextArea ref={adoptTypedText} className="field__control" placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
