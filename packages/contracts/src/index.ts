/** Generated types of the carrier API: `paths`, `components`, `operations`. */

/** The normalised failure of a carrier call and its fixed messages. */
export {
  ACCESS_DENIED_MESSAGE,
  type ApiError,
  apiErrorFromException,
  apiErrorFromResponse,
  type FieldError,
  MALFORMED_REPLY_MESSAGE,
  TIMEOUT_MESSAGE,
} from './client/api-error';
/** The typed carrier client factory. */
export {
  type CarrierClient,
  type CarrierClientOptions,
  createCarrierClient,
  DEFAULT_TIMEOUT_MS,
} from './client/create-carrier-client';
/** Data or ApiError from a client call. */
export { type Settled, settle } from './client/settle';
export type { components, operations, paths } from './types';
