/** Role codes stored with the token: administrator 1, reseller 2, subscriber 3 (spec 000 §4). */
export const ROLE_CODES = { administrator: 1, reseller: 2, subscriber: 3 } as const;

/** An account role. */
export type Role = keyof typeof ROLE_CODES;
