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
