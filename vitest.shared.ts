/**
 * The one time limit of every package's Vitest run: a guard against a hang, never a speed target. A check decides
 * on behaviour; on a loaded two-core machine a test can take ten times as long as on a quiet one, and must pass.
 * The longest test, the mock's one-minute soak, starts and restarts mocks that took over a minute each on a loaded
 * machine and ran 278 s in all (stop 29): ten minutes leaves it room, and still ends a real hang well inside CI's time.
 */
export const HANG_GUARD = { testTimeout: 600_000, hookTimeout: 600_000 } as const;
