import { fileURLToPath } from 'node:url';

/** The repository's README, whose outcome matrix section is generated. */
export const ROOT_README = fileURLToPath(new URL('../../../../../README.md', import.meta.url));
