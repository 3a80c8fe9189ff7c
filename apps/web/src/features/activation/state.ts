import { atomWithStorage } from 'jotai/utils';
import { local, plainStorage } from '../../lib/state/browser-storage';

/** The ESN of the SIM card last activated here (local `simEsnActivation`, spec 000 §3). */
export const simEsnActivationAtom = atomWithStorage<string | null>(
  'simEsnActivation',
  null,
  plainStorage(local),
  { getOnInit: true },
);
