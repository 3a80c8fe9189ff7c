import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { OUTCOME_HEADER } from '../scenarios/engine';
import type { SchemaValidators } from './schema-validation';

/** A reply that breaks the document it answers for. */
export interface ContractViolation {
  operationId: string;
  status: number;
  outcome: string;
  problem: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies that broke the document; filled only when response validation is on (tests). */
    contractViolations: ContractViolation[];
  }
}

/**
 * Checks each reply of a documented operation against the schema of its status and media type.
 * A test-time check: it costs a parse and a validation per reply, so normal runs leave it off.
 * Faults break the contract on purpose, and the mock's own refusals (`mock:` outcomes: misuse of its headers, a
 * foreign Host) are no carrier replies: neither is checked.
 */
export function registerResponseValidation(app: FastifyInstance, validators: SchemaValidators): void {
  const compiled = new Map<string, ValidateFunction>();
  app.decorate('contractViolations', [] as ContractViolation[]);

  app.addHook('onSend', async (request, reply, payload) => {
    const operation = request.routeOptions.config.operation;
    const outcome = String(reply.getHeader(OUTCOME_HEADER) ?? 'state');
    if (!operation || outcome.startsWith('fault.') || outcome.startsWith('mock:')) return payload;
    const status = reply.statusCode;
    const violation = (problem: string) =>
      app.contractViolations.push({ operationId: operation.operationId, status, outcome, problem });

    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) {
      violation(`status ${status} is not documented`);
      return payload;
    }
    // Every response header the documents describe is required (the pages' Location).
    for (const header of response.headers) {
      if (reply.getHeader(header) === undefined) violation(`header ${header} is missing`);
    }
    const mediaType =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const schema = response.content[mediaType];
    if (Object.keys(response.content).length === 0) {
      if (payload) violation('a body was sent where the document describes none');
      return payload;
    }
    if (!schema) {
      violation(`media type '${mediaType}' is not documented for ${status}`);
      return payload;
    }
    const key = `${operation.operationId} ${status} ${mediaType}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = validators.response.compile(schema);
      compiled.set(key, validate);
    }
    let body: unknown = payload;
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(String(payload));
      } catch {
        violation('the body is not JSON');
        return payload;
      }
    }
    if (!validate(body)) violation(validators.response.errorsText(validate.errors));
    return payload;
  });
}
