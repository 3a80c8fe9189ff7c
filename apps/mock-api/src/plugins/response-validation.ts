import fastifyPlugin from 'fastify-plugin';
import { OUTCOME_HEADER } from '../http/headers';
import { createReplyCheck, type ReplyProblem } from '../validation/reply-check';
import type { SchemaValidators } from '../validation/schema-validation';

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

function describe(problem: ReplyProblem, status: number, validators: SchemaValidators): string {
  switch (problem.kind) {
    case 'undocumented-status':
      return `status ${status} is not documented`;
    case 'missing-header':
      return `header ${problem.header} is missing`;
    case 'unexpected-body':
      return 'a body was sent where the document describes none';
    case 'wrong-content-type':
      return `media type '${problem.mediaType}' is not documented for ${status}`;
    case 'invalid-json':
      return 'the body is not JSON';
    case 'schema':
      return validators.response.errorsText(problem.errors);
  }
}

/**
 * Checks each reply of a documented operation against the schema of its status and media type.
 * A test-time check: it costs a parse and a validation per reply, so normal runs leave it off.
 * Faults break the contract on purpose, and the mock's own refusals (`mock:` outcomes: misuse of its headers, a
 * foreign Host) are no carrier replies: neither is checked.
 */
export const responseValidation = fastifyPlugin<{ validators: SchemaValidators }>(
  async (app, { validators }) => {
    const check = createReplyCheck(validators);
    app.decorate('contractViolations', [] as ContractViolation[]);

    app.addHook('onSend', async (request, reply, payload) => {
      const operation = request.routeOptions.config.operation;
      const outcome = String(reply.getHeader(OUTCOME_HEADER) ?? 'state');
      if (!operation || outcome.startsWith('fault.') || outcome.startsWith('mock:')) return payload;
      const status = reply.statusCode;
      const problems = check(operation, {
        status,
        header: (name) => {
          const value = reply.getHeader(name);
          return value === undefined ? undefined : String(value);
        },
        payload: payload ? String(payload) : '',
      });
      for (const problem of problems)
        app.contractViolations.push({
          operationId: operation.operationId,
          status,
          outcome,
          problem: describe(problem, status, validators),
        });
      return payload;
    });
  },
  { name: 'response-validation' },
);
