import type { ApiError } from '@carrier/contracts';
import { carrierFieldNotice, type FieldErrors, withoutHiddenCharacters } from '@carrier/domain';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useNoticeText } from '../../i18n/use-notice-text';
import { type OperationId, useCarrierErrorText } from '../carrier/use-carrier-error';

type Values = Record<string, string>;

/** What a field component needs: its value, its change handler and the message to show under it. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}

export interface UseFormOptions<V extends Values, F extends string> {
  initial: V;
  /** The domain's validator of the form (its messages are the spec's). */
  validate: (values: V) => FieldErrors<F>;
  /** Input sanitisers by field (the domain's: digits only, upper-case initials, …), applied while typing. */
  sanitize?: Partial<Record<keyof V, (value: string) => string>>;
}

/**
 * A form's values and messages. The domain validates; a field's message shows once the user has typed in it
 * (on input) and for every field after a submit, and the carrier's field errors show on their fields until the
 * field changes. Values are kept whatever happens, so nothing the user typed is lost.
 */
export function useForm<V extends Values, F extends string>({
  initial,
  validate,
  sanitize,
}: UseFormOptions<V, F>) {
  const noticeText = useNoticeText();
  const errorText = useCarrierErrorText();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  const errors = useMemo(() => validate(values), [validate, values]);
  const isValid = Object.keys(errors).length === 0;

  const messageOf = useCallback(
    (name: string): string | undefined => {
      const error = (errors as Record<string, Parameters<typeof noticeText>[0] | undefined>)[name];
      if (error && (submitted || touched.has(name))) return noticeText(error);
      return serverErrors[name];
    },
    [errors, submitted, touched, serverErrors, noticeText],
  );

  const setValue = useCallback(
    (name: keyof V & string, raw: string) => {
      // The carrier refuses control and invisible characters in names and addresses (edges audit E-7): none is kept.
      const typed = withoutHiddenCharacters(raw);
      const clean = sanitize?.[name]?.(typed) ?? typed;
      setValues((current) => ({ ...current, [name]: clean }));
      setTouched((current) => new Set(current).add(name));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    [sanitize],
  );

  const field = (name: keyof V & string): FieldBinding => ({
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value),
    errorMessage: messageOf(name),
  });

  /** Runs `onValid` with the values when the domain finds no fault; otherwise shows every message. */
  const handleSubmit = (onValid: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (isValid) onValid(values);
  };

  /**
   * Puts the carrier's field errors on the fields the form has, in the visitor's language; returns the ones it
   * has no field for (their words only, never the field's code name), so the page can show them with the form.
   */
  const showServerErrors = (error: ApiError): string[] => {
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const entry of error.fieldErrors) {
      const text = noticeText(carrierFieldNotice(entry));
      if (entry.field && entry.field in values) onFields[entry.field] = text;
      else elsewhere.push(text);
    }
    setServerErrors(onFields);
    return elsewhere;
  };

  /**
   * A refusal of the form's call: its field errors on their fields, and the words to show with the form (the
   * entries no field shows, else the code's words when it named no field; nothing when every entry is on its field).
   */
  const showFailure = (operationId: OperationId, error: ApiError): string | undefined => {
    const elsewhere = showServerErrors(error);
    if (elsewhere.length > 0) return elsewhere.join('. ');
    return error.fieldErrors.length > 0 ? undefined : errorText(operationId, error);
  };

  return {
    values,
    setValue,
    setValues,
    field,
    errors,
    isValid,
    /** The form-level message ('All fields are mandatory', …), once submitted. */
    formError: submitted ? messageOf('form') : undefined,
    handleSubmit,
    showServerErrors,
    showFailure,
  };
}
