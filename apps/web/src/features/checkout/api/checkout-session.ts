import type { components } from '@carrier/contracts';

/** The hosted checkout a purchase opens: its url, order and payment. */
export type CheckoutSession = components['schemas']['CheckoutSession'];
