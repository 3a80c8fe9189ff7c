import { type ApiError, apiErrorFromException, apiErrorFromResponse } from './api-error';

/** A settled carrier call: its data, or one ApiError. */
export type Settled<Data> = { data: Data; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * Turns a client call into data or an ApiError, so every caller handles failures the same way,
 * including the ones openapi-fetch throws (no response at all).
 */
export async function settle<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Settled<Data>> {
  try {
    const { data, error, response } = await call;
    if (response.ok) return { data: data as Data };
    return { error: apiErrorFromResponse(error, response) };
  } catch (exception) {
    return { error: apiErrorFromException(exception) };
  }
}
