/**
 * Reads an OpenAPI 3.1 document into one description per operation: method, path, security and the
 * JSON Schemas of each request part and response. Schema `$ref`s are kept but made absolute
 * (`<documentId>#/components/schemas/X`), so a validator that registers the document under `documentId`
 * compiles each part on its own. Parameter, request-body and response `$ref`s are resolved here.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ResponseDescription {
  /** Media type to JSON Schema; an empty map when the response has no body. */
  content: Record<string, JsonSchema>;
  /** Media type to the document's example (`example`, else the first of `examples`). */
  examples: Record<string, unknown>;
  /** The carrier error codes its examples (all of them, in every media type) carry as `error`. */
  errorCodes: string[];
  headers: string[];
}

export interface OperationDescription {
  operationId: string;
  method: HttpMethod;
  /** The path as the document writes it: `/public/plan/{id}`. */
  path: string;
  /** The same path in Fastify's syntax: `/public/plan/:id`. */
  routePath: string;
  tags: string[];
  secured: boolean;
  acceptsResellerCode: boolean;
  /** Takes the visitor's language as `Accept-Language` (the e-mail it sends is written in it). */
  acceptsLanguage: boolean;
  /** Takes the visitor's language as the `lang` query parameter (names and descriptions come in it). */
  languageQuery: boolean;
  request: {
    body?: JsonSchema;
    bodyRequired: boolean;
    bodyMediaType?: string;
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
  };
  responses: Record<string, ResponseDescription>;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `#/a/b/c` reference inside the document. */
function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => {
      if (!isRecord(node) || !(key in node)) throw new Error(`Unresolvable reference ${ref}`);
      return node[key];
    }, document);
}

/** Resolves a component object that may itself be a `$ref` (parameters, request bodies, responses). */
function deref<T>(document: OpenApiDocument, value: unknown): T {
  let node = value;
  while (isRecord(node) && typeof node.$ref === 'string') node = resolvePointer(document, node.$ref);
  return node as T;
}

/** Copies a schema with every local `$ref` made absolute against `documentId`. */
export function absolutiseRefs(schema: unknown, documentId: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => absolutiseRefs(item, documentId));
  if (!isRecord(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? [key, `${documentId}${value}`]
        : [key, absolutiseRefs(value, documentId)],
    ),
  );
}

/** Does the schema (following `$ref` and `allOf`) declare this property? */
function declaresProperty(document: OpenApiDocument, schema: unknown, property: string): boolean {
  const node = deref<Record<string, unknown> | undefined>(document, schema);
  if (!isRecord(node)) return false;
  if (isRecord(node.properties) && property in node.properties) return true;
  return Array.isArray(node.allOf) && node.allOf.some((part) => declaresProperty(document, part, property));
}

function objectSchema(parameters: ParameterObject[], documentId: string, lowerCaseNames = false): JsonSchema {
  const name = (p: ParameterObject) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [name(p), absolutiseRefs(p.schema ?? {}, documentId)]),
    ),
    required: parameters.filter((p) => p.required).map(name),
  };
}

interface MediaObject {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, unknown>;
}

function exampleOf(document: OpenApiDocument, media: MediaObject): unknown {
  if (media.example !== undefined) return media.example;
  const [first] = Object.values(media.examples ?? {});
  return first === undefined ? undefined : deref<{ value?: unknown }>(document, first).value;
}

/** Every example of a media type: `example`, and each of `examples`. */
function examplesOf(document: OpenApiDocument, media: MediaObject): unknown[] {
  return [
    ...(media.example === undefined ? [] : [media.example]),
    ...Object.values(media.examples ?? {}).map(
      (example) => deref<{ value?: unknown }>(document, example).value,
    ),
  ];
}

function describeResponses(
  document: OpenApiDocument,
  responses: Record<string, unknown>,
  documentId: string,
): Record<string, ResponseDescription> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, value]) => {
      const response = deref<{ content?: Record<string, MediaObject>; headers?: object }>(document, value);
      const media = Object.entries(response.content ?? {});
      const content = Object.fromEntries(
        media.map(([mediaType, m]) => [mediaType, absolutiseRefs(m.schema ?? {}, documentId) as JsonSchema]),
      );
      const examples = Object.fromEntries(
        media.flatMap(([mediaType, m]) => {
          const example = exampleOf(document, m);
          return example === undefined ? [] : [[mediaType, example]];
        }),
      );
      const errorCodes = [
        ...new Set(
          media.flatMap(([, m]) =>
            examplesOf(document, m).flatMap((example) =>
              isRecord(example) && typeof example.error === 'string' ? [example.error] : [],
            ),
          ),
        ),
      ];
      return [status, { content, examples, errorCodes, headers: Object.keys(response.headers ?? {}) }];
    }),
  );
}

/** Every operation of the document, in document order. */
export function describeOperations(document: OpenApiDocument, documentId = ''): OperationDescription[] {
  const globalSecurity = Array.isArray(document.security) && document.security.length > 0;
  return Object.entries(document.paths).flatMap(([path, pathItem]) => {
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    return HTTP_METHODS.filter((method) => isRecord(pathItem[method])).map((method) => {
      const operation = pathItem[method] as Record<string, unknown>;
      const parameters = [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])].map((p) =>
        deref<ParameterObject>(document, p),
      );
      const byPlace = (place: ParameterObject['in']) => parameters.filter((p) => p.in === place);
      const body = deref<{ required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined>(
        document,
        operation.requestBody,
      );
      const [bodyMediaType, bodyMedia] = Object.entries(body?.content ?? {})[0] ?? [];
      const security = operation.security as unknown[] | undefined;
      const request: OperationDescription['request'] = { bodyRequired: body?.required === true };
      if (bodyMedia?.schema) {
        request.body = absolutiseRefs(bodyMedia.schema, documentId) as JsonSchema;
        request.bodyMediaType = bodyMediaType;
      }
      if (byPlace('path').length) request.params = objectSchema(byPlace('path'), documentId);
      if (byPlace('query').length) request.querystring = objectSchema(byPlace('query'), documentId);
      if (byPlace('header').length) request.headers = objectSchema(byPlace('header'), documentId, true);
      return {
        operationId: String(operation.operationId),
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: (operation.tags as string[] | undefined) ?? [],
        secured: security ? security.length > 0 : globalSecurity,
        acceptsResellerCode: declaresProperty(document, bodyMedia?.schema, 'resellerCode'),
        acceptsLanguage: byPlace('header').some((p) => p.name.toLowerCase() === 'accept-language'),
        languageQuery: byPlace('query').some((p) => p.name === 'lang'),
        request,
        responses: describeResponses(
          document,
          (operation.responses as Record<string, unknown>) ?? {},
          documentId,
        ),
      };
    });
  });
}
