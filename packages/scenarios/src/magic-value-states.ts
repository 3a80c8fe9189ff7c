import { findScenario, scenarios } from './catalogue';

/**
 * The provider state of a pact interaction whose request carries a scenario's magic value (an ESN ending 0404): the
 * value in the request is the whole state, so the provider sets nothing up. Both sides name the state from the
 * catalogue, so a new magic value needs no state handler of its own.
 */
export function magicValueState(id: string): string {
  const scenario = findScenario(id);
  if (!scenario?.matches || !scenario.trigger) throw new Error(`The scenario ${id} has no magic value`);
  return `the request carries the magic value of ${id} (${scenario.trigger})`;
}

/** The state of every scenario a magic value reaches. */
export const MAGIC_VALUE_STATES: readonly string[] = scenarios
  .filter((scenario) => scenario.matches && scenario.trigger)
  .map((scenario) => magicValueState(scenario.id));
