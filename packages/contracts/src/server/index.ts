import carrierApi from '../../generated/carrier-api.json';
import mockControl from '../../generated/mock-control.json';
import type { OpenApiDocument } from './operations';

/** The carrier API document (openapi/carrier-api.yaml) as JSON, for runtime validation. */
export const carrierApiDocument = carrierApi as unknown as OpenApiDocument;
/** The mock's control API document (openapi/mock-control.yaml) as JSON. */
export const mockControlDocument = mockControl as unknown as OpenApiDocument;

/** The `$id` under which a document's components are registered; operation schemas `$ref` into it. */
export const CARRIER_SCHEMA_ID = 'carrier-api';
export const CONTROL_SCHEMA_ID = 'mock-control';

/** Per request (`METHOD /path`): its operationId, whether it is bearer-secured, what it accepts. */
export { operationMeta } from '../../generated/operation-meta';
/** Operation descriptions with request and response JSON Schemas. */
export {
  absolutiseRefs,
  describeOperations,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OperationDescription,
  type ResponseDescription,
} from './operations';
/** Handler-side types derived from the generated operation types. */
export type { OperationId, PathParams, QueryParams, Reply, RequestBody, ResponseBody } from './types';
