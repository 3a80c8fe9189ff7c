import { carrierApiDocument } from '@carrier/contracts/server';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';

/**
 * Every operation's documented request, sent as the document gives it (path, query and header parameters from their
 * examples, the body from its example) to a freshly seeded mock, gets that operation's documented success reply:
 * a tool that generates requests from the document (Portman, Postman, Swagger UI's try it out) passes unchanged.
 * Subscriber operations carry the token of the document's own login example. Reply validation is on (useMock), so
 * a reply that strays from the document fails the test too.
 */
const mock = useMock();

type Node = Record<string, unknown>;
const document = carrierApiDocument as unknown as Node;

function deref(value: unknown): Node {
  let node = value as Node;
  while (typeof node.$ref === 'string')
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce<Node>((parent, key) => parent[key] as Node, document);
  return node;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  schema?: { example?: unknown };
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: unknown;
  secured: boolean;
  successes: number[];
}

/** A request body's success example: `example`, or the `examples` entry not summarised as an error. */
function successExample(content: Node | undefined): unknown {
  if (!content) return undefined;
  if ('example' in content) return content.example;
  const examples = Object.values((content.examples ?? {}) as Record<string, unknown>).map(deref);
  return examples.find((example) => !/^error\b/i.test(String(example.summary ?? '')))?.value;
}

const operations: Operation[] = Object.entries(
  document.paths as Record<string, Record<string, Node>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => typeof operation?.operationId === 'string')
    .map(([method, operation]) => {
      const requestBody = operation.requestBody ? deref(operation.requestBody) : undefined;
      const content = (requestBody?.content as Record<string, Node> | undefined)?.['application/json'];
      return {
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: ((operation.parameters ?? []) as unknown[]).map((p) => deref(p) as unknown as Parameter),
        body: successExample(content),
        secured: Array.isArray(operation.security) && operation.security.length > 0,
        successes: Object.keys(operation.responses as Node)
          .map(Number)
          .filter((status) => status < 400),
      };
    }),
);

const exampleOf = (parameter: Parameter) => parameter.example ?? parameter.schema?.example;

function request(operation: Operation): InjectOptions {
  let url = operation.path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = exampleOf(parameter);
    if (value === undefined) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') query[parameter.name] = String(value);
    if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  return {
    method: operation.method as InjectOptions['method'],
    url,
    query,
    headers,
    ...(operation.body === undefined ? {} : { payload: operation.body as object }),
  };
}

async function subscriberToken(): Promise<string> {
  const login = operations.find((operation) => operation.operationId === 'loginSubscriber');
  if (!login) throw new Error('carrier-api.yaml has no loginSubscriber');
  const reply = await mock.json<{ authToken: string }>(request(login));
  expect(reply.status, 'the login example logs the demo subscriber in').toBe(200);
  return reply.body.authToken;
}

describe("every operation's documented example, sent as it is to a fresh mock", () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBe(62);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s gets its documented success',
    async (_, operation) => {
      const sent = request(operation);
      if (operation.secured)
        sent.headers = { ...sent.headers, authorization: `Bearer ${await subscriberToken()}` };
      const reply = await mock.request(sent);
      const answer = `${operation.method} ${sent.url}: ${reply.statusCode} ${reply.body}`;
      expect(operation.successes, answer).toContain(reply.statusCode);
    },
  );
});
