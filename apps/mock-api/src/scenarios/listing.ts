import type { components } from '@carrier/contracts/control';
import type { Scenario } from '@carrier/scenarios';

/** The catalogue (and the recorded scenarios loaded) as the control API lists it. */
export function scenarioListing(list: readonly Scenario[]): components['schemas']['Scenario'][] {
  return list.map((scenario) => ({
    id: scenario.id,
    operations: scenario.operations === 'any' ? ['*'] : [...scenario.operations],
    status: scenario.status,
    error: scenario.error,
    description: scenario.description,
    trigger: scenario.trigger,
    kind: scenario.kind,
  }));
}
