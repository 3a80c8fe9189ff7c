import type { World } from '../world';

/** Area codes of the numbers handed to new lines (Miami, New York, Houston, Atlanta, Phoenix). */
const AREA_CODES = ['305', '212', '713', '404', '602'];

/** A fresh phone number in the 555 exchange, one no line has yet. */
export function assignMdn(world: World): string {
  const taken = new Set(world.state.commerce.sims.map((sim) => sim.mdn));
  let mdn: string;
  do {
    const id = world.nextId();
    mdn = `${AREA_CODES[id % AREA_CODES.length]}555${String(id % 10_000).padStart(4, '0')}`;
  } while (taken.has(mdn));
  return mdn;
}

/** The line a SIM (by ESN) or a number (by MDN) is active on, if any. */
export function activeLine(world: World, number: { esn?: string; mdn?: string }) {
  return world.state.commerce.sims.find((sim) => sim.esn === number.esn || sim.mdn === number.mdn);
}

/**
 * Activates a SIM on a number, a new one unless the port-in names it (DESIGN.md: any well-formed number activates
 * the first time, no purchase needed); undefined when the SIM, or the number, is already active.
 */
export function activateLine(world: World, request: { esn: string; mdn?: string; ownerId: number | null }) {
  if (activeLine(world, request)) return undefined;
  const line = {
    esn: request.esn,
    mdn: request.mdn ?? assignMdn(world),
    activatedAt: world.nowIso(),
    ownerId: request.ownerId,
  };
  world.state.commerce.sims.push(line);
  return line;
}

/** Activates an add-on on a number; false when that number has one already (the code does not matter). */
export function activateAddOn(world: World, mdn: string, activationCode: string): boolean {
  const { addOnActivations } = world.state.commerce;
  if (addOnActivations.some((done) => done.mdn === mdn)) return false;
  addOnActivations.push({ mdn, activationCode, activatedAt: world.nowIso() });
  return true;
}
