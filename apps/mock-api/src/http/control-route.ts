import {
  CONTROL_SCHEMA_ID,
  describeOperations,
  mockControlDocument,
  type OperationDescription,
} from '@carrier/contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldProblems } from '../validation/field-problems';
import { compileRequestPart, routeSchema, type SchemaValidators } from '../validation/schema-validation';
import { html, page, sendPage } from './html';

const controlOperations = new Map(
  describeOperations(mockControlDocument, CONTROL_SCHEMA_ID).map((operation) => [
    operation.operationId,
    operation,
  ]),
);

export type ControlHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A page answers a request that breaks the document with an HTML page, not the JSON error body: with its
 * documented HTML 400, else (a malformed id in the path) with its documented HTML 404.
 */
function htmlRejectionStatus(operation: OperationDescription): 400 | 404 | undefined {
  const isHtml = (status: string) => operation.responses[status]?.content['text/html'] !== undefined;
  if (isHtml('400')) return 400;
  if (isHtml('404')) return 404;
  return undefined;
}

function sendHtmlRejection(request: FastifyRequest, reply: FastifyReply, status: 400 | 404): FastifyReply {
  const error = request.validationError;
  const problems = error?.validation
    ? fieldProblems(
        error.validation as Parameters<typeof fieldProblems>[0],
        error.validationContext ?? 'body',
      )
    : [];
  const body =
    status === 404
      ? html`<div class="card"><h1>Not found</h1><p>This page does not exist or has expired.</p></div>`
      : html`<div class="card"><h1>Bad request</h1><p role="alert">The form could not be read.</p><ul>${problems.map(
          (problem) => html`<li>${problem.message}</li>`,
        )}</ul></div>`;
  const title = status === 404 ? 'Not found' : 'Bad request';
  return sendPage(reply, status, page({ title, brand: 'Mock carrier', subtitle: title }, body));
}

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
  const { bodyRequired } = operation.request;
  const rejectionStatus = htmlRejectionStatus(operation);
  app.route({
    method: operation.method.toUpperCase() as 'GET',
    url: operation.routePath,
    schema: routeSchema(operation),
    config: { operation },
    attachValidation: rejectionStatus !== undefined,
    validatorCompiler: ({ schema, httpPart }) =>
      compileRequestPart(
        validators,
        schema as Record<string, unknown>,
        httpPart ?? 'body',
        httpPart === 'body' && !bodyRequired,
      ),
    handler: async (request, reply) =>
      request.validationError && rejectionStatus
        ? sendHtmlRejection(request, reply, rejectionStatus)
        : handler(request, reply),
  });
  return operation;
}

/** Every operationId of the control document, for the test that each one is mounted. */
export function controlOperationIds(): string[] {
  return [...controlOperations.keys()];
}
