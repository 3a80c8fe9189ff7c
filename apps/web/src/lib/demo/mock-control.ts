import { type components, createControlClient } from '@carrier/contracts/control';
import { env } from '../../config/env';
import { mockSessionId } from './mock-session';

export type Scenario = components['schemas']['ScenarioCatalogue']['scenarios'][number];
export type ArmedScenario = components['schemas']['ArmedScenario'];
export type JourneyStarter = components['schemas']['JourneyStarter'];
export type StartedJourney = components['schemas']['StartedJourney'];

// The control API lives beside the carrier operations on the mock; the demo build always talks to a mock.
const control = createControlClient(env.carrierBaseUrl);
const session = () => ({ 'X-Mock-Session': mockSessionId() });

/** The scenario catalogue and what is armed for this tab (and globally). */
export async function listScenarios() {
  const { data, error } = await control.GET('/__mock/scenarios', { params: { header: session() } });
  if (!data) throw new Error(error?.message ?? 'The mock did not answer');
  return data;
}

/** Arms a scenario for this tab's next call of one of its operations. */
export async function armScenario(scenario: string) {
  const { error } = await control.POST('/__mock/scenarios/arm', {
    params: { header: session() },
    body: { scenario, times: 1 },
  });
  if (error) throw new Error(error.message);
}

/** Disarms every scenario armed for this tab. */
export async function disarmScenarios() {
  const { error } = await control.DELETE('/__mock/scenarios/armed', { params: { header: session() } });
  if (error) throw new Error(error.message);
}

/** The journey starters: one demo link per failure path. */
export async function listStarters() {
  const { data } = await control.GET('/__mock/starters');
  if (!data) throw new Error('The mock did not answer');
  return data.starters;
}

/** Seeds a starter's data and arms its scenarios, for this tab's session only. */
export async function startJourney(starterId: string): Promise<StartedJourney> {
  const { data, error } = await control.POST('/__mock/starters/{starterId}', {
    params: { path: { starterId }, header: session() },
  });
  if (!data) throw new Error(error?.message ?? 'The mock did not answer');
  return data;
}
