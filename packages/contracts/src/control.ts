import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/mock-control';

/** Generated types of the mock's control API (openapi/mock-control.yaml). */
export type { components, operations, paths } from '../generated/mock-control';

/** A typed client of the mock's control API (`/__mock`), for the web's demo panel and tests. */
export type ControlClient = Client<paths>;

/** The control API of the mock at `baseUrl`. */
export function createControlClient(baseUrl: string, fetch?: typeof globalThis.fetch): ControlClient {
  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
}
