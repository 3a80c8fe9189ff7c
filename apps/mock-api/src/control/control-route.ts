import {
  describeOperations,
  mockControlDocument,
  type OperationDescription,
} from '@carrier/contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_SCHEMA_ID, compileRequestPart, type SchemaValidators } from '../plugins/schema-validation';

const controlOperations = new Map(
  describeOperations(mockControlDocument, CONTROL_SCHEMA_ID).map((operation) => [
    operation.operationId,
    operation,
  ]),
);

export type ControlHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Mounts one operation of `openapi/mock-control.yaml` (the control API and the hosted pages) at the method
 * and path the document gives it, validating its request against the document as carrier routes are.
 */
export function controlRoute(
  app: FastifyInstance,
  validators: SchemaValidators,
  operationId: string,
  handler: ControlHandler,
): OperationDescription {
  const operation = controlOperations.get(operationId);
  if (!operation) throw new Error(`mock-control.yaml has no operation ${operationId}`);
  const { body, params, querystring, headers, bodyRequired } = operation.request;
  app.route({
    method: operation.method.toUpperCase() as 'GET',
    url: operation.routePath,
    schema: { body, params, querystring, headers },
    config: { operation },
    validatorCompiler: ({ schema, httpPart }) =>
      compileRequestPart(
        validators,
        schema as Record<string, unknown>,
        httpPart ?? 'body',
        httpPart === 'body' && !bodyRequired,
      ),
    handler: async (request, reply) => handler(request, reply),
  });
  return operation;
}

/** Every operationId of the control document, for the test that each one is mounted. */
export function controlOperationIds(): string[] {
  return [...controlOperations.keys()];
}
