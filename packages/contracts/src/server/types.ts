import type { operations } from '../../generated/carrier-api';
import type { OperationId } from '../types';

export type { OperationId };

type Operation<Id extends OperationId> = operations[Id];
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The JSON request body of an operation (undefined when it takes none). */
export type RequestBody<Id extends OperationId> =
  Operation<Id> extends { requestBody?: infer Body } ? JsonContent<NonNullable<Body>> : undefined;

type Parameters<Id extends OperationId, Place extends string> =
  Operation<Id> extends {
    parameters: { [K in Place]?: infer P };
  }
    ? [P] extends [never | undefined]
      ? Record<string, never>
      : NonNullable<P>
    : Record<string, never>;

/** Path parameters of an operation. */
export type PathParams<Id extends OperationId> = Parameters<Id, 'path'>;
/** Query parameters of an operation. */
export type QueryParams<Id extends OperationId> = Parameters<Id, 'query'>;

type Responses<Id extends OperationId> = Operation<Id>['responses'];

/** One reply an operation documents: its status and the JSON body for that status. */
export type Reply<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends number
    ? { status: Status; body: JsonContent<Responses<Id>[Status]> }
    : never;
}[keyof Responses<Id>];

/** The JSON body an operation documents for a status. */
export type ResponseBody<Id extends OperationId, Status extends keyof Responses<Id>> = JsonContent<
  Responses<Id>[Status]
>;
