import { fileURLToPath } from 'node:url';

/** The repository's README, whose outcome matrix section is generated. */
export const ROOT_README = fileURLToPath(new URL('../../../../../README.md', import.meta.url));

/** The matrix as data, beside its generator: the domain's and the pages' tests read their tables from it. */
export const MATRIX_DATA = fileURLToPath(new URL('./generated/outcome-matrix.json', import.meta.url));
