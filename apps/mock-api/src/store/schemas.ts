import type { components } from '@carrier/contracts';

/** The carrier document's schemas, as the store keeps them. */
export type Schemas = components['schemas'];
