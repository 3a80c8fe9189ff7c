import { useId } from 'react';
import type { FieldBaseProps } from './field';

/** The ids a field built on the browser's own controls ties together. */
export interface NativeFieldIds {
  /** The control's id, which its label names. */
  id: string;
  labelId: string;
  /** The description's and the error's ids, only for what is shown: no reference to an absent element. */
  describedBy: string | undefined;
  descriptionId: string;
  errorId: string;
}

/**
 * Ids for a field of plain HTML controls. Unlike React Aria's fields, its pre-rendered HTML names only the
 * description and error it shows, so the HTML is right before the page's script runs (issue 26).
 */
export function useNativeField({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>): NativeFieldIds {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ');
  return { id, labelId: `${id}-label`, describedBy: describedBy || undefined, descriptionId, errorId };
}

/** The field's container: invalid and disabled marked for its styles. */
export function nativeFieldProps(
  { errorMessage, isDisabled }: Pick<FieldBaseProps, 'errorMessage' | 'isDisabled'>,
  ...classNames: (string | undefined)[]
) {
  return {
    className: ['field', ...classNames].filter(Boolean).join(' '),
    'data-invalid': errorMessage ? true : undefined,
    'data-disabled': isDisabled || undefined,
  };
}

/** The label's text and, when required, the asterisk (decoration: the control carries aria-required). */
export function LabelText({ label, isRequired }: Pick<FieldBaseProps, 'label' | 'isRequired'>) {
  return (
    <>
      {label}
      {isRequired && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

/** Description and error under a native field, with the ids `useNativeField` gave them. */
export function NativeFieldHelp({
  ids,
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'> & { ids: NativeFieldIds }) {
  return (
    <>
      {description && (
        <span id={ids.descriptionId} className="field__description">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={ids.errorId} className="field__error">
          {errorMessage}
        </span>
      )}
    </>
  );
}
