// Checked by the package's typecheck (`tsc -p .`): each `@ts-expect-error` below must be an error, so a map or
// list the OpenAPI document already knows cannot drift from it without failing the typecheck.
import type { ErrorCode } from '@carrier/contracts/types';
import type { CarrierErrorMessages } from './error-messages';

// A documented error code with no message: the document gives loginSubscriber INVALID_CREDENTIALS (401).
// @ts-expect-error INVALID_CREDENTIALS has no message.
export const unworded: CarrierErrorMessages['loginSubscriber'] = {
  EMAIL_NOT_VERIFIED: 'login.emailNotVerified',
};

// An operation the document does not have.
export const misspelt: Pick<CarrierErrorMessages, 'getProfile'> = {
  getProfile: {},
  // @ts-expect-error getProfil is not an operationId of the document.
  getProfil: {},
};

// A code the domain routes on that the document's ErrorCode enum lacks (CARRIER_ERROR_CODES is held the same way).
export const routed = [
  'DUPLICATE_SUBSCRIBER',
  // @ts-expect-error SIM_ACTIVE is not in the document's ErrorCode enum.
  'SIM_ACTIVE',
] as const satisfies readonly ErrorCode[];
