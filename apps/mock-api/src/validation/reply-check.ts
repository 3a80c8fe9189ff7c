import type { OperationDescription } from '@carrier/contracts/server';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaValidators } from './schema-validation';

/** A reply as it left (or came back): what the document constrains of it. */
export interface ReplySeen {
  status: number;
  /** Lower-case header name to value; absent headers are undefined. */
  header(name: string): string | undefined;
  /** The body as text; empty when there is none. */
  payload: string;
}

/** One way a reply breaks the document; `schema` carries Ajv's errors about the body. */
export type ReplyProblem =
  | { kind: 'undocumented-status'; documented: string[] }
  | { kind: 'missing-header'; header: string }
  | { kind: 'unexpected-body' }
  | { kind: 'wrong-content-type'; mediaType: string; documented: string[] }
  | { kind: 'invalid-json' }
  | { kind: 'schema'; errors: ErrorObject[] };

export type ReplyCheck = (operation: OperationDescription, reply: ReplySeen) => ReplyProblem[];

/**
 * Checks a reply against the schema of its status and media type, compiling each schema once. The one check of
 * replies: the mock's own (test-time reply validation) and a real carrier's (the validating proxy).
 */
export function createReplyCheck(validators: SchemaValidators): ReplyCheck {
  const compiled = new Map<string, ValidateFunction>();
  return (operation, reply) => {
    const response = operation.responses[String(reply.status)] ?? operation.responses.default;
    if (!response) return [{ kind: 'undocumented-status', documented: Object.keys(operation.responses) }];
    const problems: ReplyProblem[] = [];
    // Every response header the documents describe is required (the pages' Location).
    for (const header of response.headers)
      if (reply.header(header.toLowerCase()) === undefined) problems.push({ kind: 'missing-header', header });
    const documented = Object.keys(response.content);
    if (documented.length === 0) {
      if (reply.payload) problems.push({ kind: 'unexpected-body' });
      return problems;
    }
    const mediaType = (reply.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const schema = response.content[mediaType];
    if (!schema) return [...problems, { kind: 'wrong-content-type', mediaType, documented }];
    const key = `${operation.operationId} ${reply.status} ${mediaType}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = validators.response.compile(schema);
      compiled.set(key, validate);
    }
    let body: unknown = reply.payload;
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(reply.payload);
      } catch {
        return [...problems, { kind: 'invalid-json' }];
      }
    }
    if (!validate(body)) problems.push({ kind: 'schema', errors: [...(validate.errors ?? [])] });
    return problems;
  };
}
