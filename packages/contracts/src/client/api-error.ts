/** One field problem, as the carrier's error body lists it (`message`, else `description`). */
export interface FieldError {
  field?: string;
  message: string;
}

/** Every failure of a carrier call, whatever produced it: an error body, a gateway, a timeout, the network. */
export interface ApiError {
  /** HTTP status; 0 when no usable response arrived. */
  status: number;
  /** The carrier's error code, or TIMEOUT, ACCESS_DENIED, NETWORK_ERROR, MALFORMED_REPLY, HTTP_<status>. */
  code: string;
  message: string;
  fieldErrors: FieldError[];
  /** NLAD's failure type, such as 'Duplicate subscriber'. */
  failureType?: string;
}

export const TIMEOUT_MESSAGE = 'Endpoint request timed out';
export const ACCESS_DENIED_MESSAGE = 'HTTP Status 403 - Access is denied';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((entry) => {
    const field = nonEmptyString(entry.field);
    const message = nonEmptyString(entry.message) ?? nonEmptyString(entry.description) ?? '';
    return field ? { field, message } : { message };
  });
}

/**
 * Normalises a failed response: the spec's rule is "the response message, else the status text,
 * else the error message"; a 403 whose body is a plain string is the gateway's access-denied page.
 */
export function apiErrorFromResponse(body: unknown, response: Response): ApiError {
  const { status } = response;
  if (status === 403 && typeof body === 'string') {
    return { status, code: 'ACCESS_DENIED', message: ACCESS_DENIED_MESSAGE, fieldErrors: [] };
  }
  const record = isRecord(body) ? body : {};
  const failureType = nonEmptyString(record.failureType);
  return {
    status,
    code: nonEmptyString(record.error) ?? `HTTP_${status}`,
    message: nonEmptyString(record.message) ?? nonEmptyString(response.statusText) ?? `HTTP ${status}`,
    fieldErrors: fieldErrors(record.errors),
    ...(failureType ? { failureType } : {}),
  };
}

export const MALFORMED_REPLY_MESSAGE = 'The reply is not valid JSON';

/**
 * A call that produced no usable response: the connection dropped or could not be made, or the reply could not
 * be parsed (MALFORMED_REPLY: the parser's own words, such as 'Unexpected end of JSON input', say nothing to a
 * visitor).
 */
export function apiErrorFromException(error: unknown): ApiError {
  if (error instanceof SyntaxError) {
    return { status: 0, code: 'MALFORMED_REPLY', message: MALFORMED_REPLY_MESSAGE, fieldErrors: [] };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, code: 'NETWORK_ERROR', message, fieldErrors: [] };
}
