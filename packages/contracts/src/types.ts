/**
 * The generated types alone, with nothing that runs: what `@carrier/domain` imports (type-only) to build the
 * document's request bodies without depending on the client.
 */
export type { components, operations, paths } from '../generated/carrier-api';
