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

/** True for the gateway's time-out: HTTP 504 or the carrier's 'Endpoint request timed out'. */
export function isTimeout(failure: { status?: number; message?: string | null }): boolean {
  return failure.status === 504 || failure.message === messages['common.timedOut'];
}
