/** Generated types of the mock's control API (openapi/mock-control.yaml). */
export type { components, operations, paths } from '../generated/mock-control';
