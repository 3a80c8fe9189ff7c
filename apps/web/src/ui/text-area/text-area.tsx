import { LabelText, NativeFieldHelp, nativeFieldProps, useNativeField } from '../field/native-field';
import { useAdoptTypedText } from '../hydration/hydration';
import { type TextEntryProps, textEntryControlProps } from '../text-field/text-field';

export interface TextAreaProps extends TextEntryProps {
  /** Visible lines; 4 by default. */
  rows?: number;
}

/** A labelled multi-line text input, with the same API and markup as TextField. */
export function TextArea({ rows = 4, className, ...props }: TextAreaProps) {
  const ids = useNativeField(props);
  const adoptTypedText = useAdoptTypedText<HTMLTextAreaElement>(props.value, props.onChange);
  return (
    <div {...nativeFieldProps(props, className)}>
      <label htmlFor={ids.id} className="field__label">
        <LabelText label={props.label} isRequired={props.isRequired} />
      </label>
      <textarea ref={adoptTypedText} rows={rows} {...textEntryControlProps(props, ids)} />
      <NativeFieldHelp ids={ids} description={props.description} errorMessage={props.errorMessage} />
    </div>
  );
}
