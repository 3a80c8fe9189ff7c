/**
 * The generated types alone, with nothing that runs: what `@carrier/domain` imports (type-only) to build the
 * document's request bodies without depending on the client.
 */
import type { components, operations } from '../generated/carrier-api';
import type { OperationOutcomes } from '../generated/operation-outcomes';

export type { components, operations, paths } from '../generated/carrier-api';
export type { OperationOutcomes } from '../generated/operation-outcomes';

/** The operationId of every carrier operation. */
export type OperationId = keyof operations;
/** An error code of the carrier's error body (the document's `ErrorCode` enum). */
export type ErrorCode = components['schemas']['ErrorCode'];
/** The statuses an operation documents, as the document writes them (`'200'`, `'404'`). */
export type DocumentedStatus<Id extends OperationId> = keyof OperationOutcomes[Id]['responses'] & string;
/** The error codes an operation's documented responses give in their examples, of every status or of one. */
export type DocumentedErrorCode<
  Id extends OperationId,
  Status extends DocumentedStatus<Id> = DocumentedStatus<Id>,
> = OperationOutcomes[Id]['responses'][Status] & ErrorCode;
/** The operations that take the subscriber's bearer token. */
export type SecuredOperationId = {
  [Id in OperationId]: OperationOutcomes[Id]['secured'] extends true ? Id : never;
}[OperationId];
