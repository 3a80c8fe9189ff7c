import { fileURLToPath } from 'node:url';

/** The outcome matrix, a generated page of the repository's docs. */
export const MATRIX_PAGE = fileURLToPath(
  new URL('../../../../../docs/generated/outcome-matrix.md', import.meta.url),
);

/** The matrix as data, beside its generator: the domain's and the pages' tests read their tables from it. */
export const MATRIX_DATA = fileURLToPath(new URL('./generated/outcome-matrix.json', import.meta.url));
