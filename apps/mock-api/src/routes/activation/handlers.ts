import type { Handlers } from '../handler';

type ActivationOperation = 'activateSim' | 'activateAddOnPlan' | 'activatePortIn';

/** Handlers of the activation operations. */
export const activationHandlers: Handlers<ActivationOperation> = {
  activateSim: () => {
    throw new Error('activateSim is not implemented yet');
  },
  activateAddOnPlan: () => {
    throw new Error('activateAddOnPlan is not implemented yet');
  },
  activatePortIn: () => {
    throw new Error('activatePortIn is not implemented yet');
  },
};
