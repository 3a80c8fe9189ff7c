/**
 * The one time limit of every package's Vitest run: a guard against a hang, never a speed target. A check decides
 * on behaviour; on a loaded two-core machine a test can take ten times as long as on a quiet one, and must pass.
 */
export const HANG_GUARD = { testTimeout: 300_000, hookTimeout: 300_000 } as const;
