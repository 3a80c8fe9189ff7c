import type { World } from '../world';

/** Is this one of the carrier's reseller codes? Compared case-insensitively, as people type them. */
export function isKnownResellerCode(world: World, code: string): boolean {
  return world.state.catalogue.resellerCodes.some(
    (known) => known.toLowerCase() === code.trim().toLowerCase(),
  );
}
