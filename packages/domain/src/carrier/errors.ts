import { messages } from '../messages';

/** One entry of the carrier's `errors` list. */
export interface CarrierFieldError {
  field?: string | null;
  message?: string | null;
  description?: string | null;
}

/** The carrier's error body (DESIGN.md): code, words, optional field entries, NLAD's failure type. */
export interface CarrierErrorBody {
  error?: string | null;
  message?: string | null;
  errors?: readonly CarrierFieldError[] | null;
  failureType?: string | null;
}

/** The words of an error body: its entries' messages (or descriptions) joined with '. ', else its message. */
export function carrierErrorText(body: CarrierErrorBody): string | undefined {
  const entries = (body.errors ?? []).map((entry) => entry.message || entry.description).filter(Boolean);
  if (entries.length > 0) return entries.join('. ');
  return body.message || undefined;
}

/** The entries of an error body as 'field: text' lines (how the device claim shows them). */
export function fieldErrorLines(errors: readonly CarrierFieldError[] | null | undefined): string[] {
  return (errors ?? []).map((entry) => {
    const text = entry.message || entry.description || '';
    return entry.field ? `${entry.field}: ${text}` : text;
  });
}

/** True for the gateway's time-out: HTTP 504 or the carrier's 'Endpoint request timed out'. */
export function isTimeout(failure: { status?: number; message?: string | null }): boolean {
  return failure.status === 504 || failure.message === messages['common.timedOut'];
}
