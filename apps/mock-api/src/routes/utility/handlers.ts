import type { Handlers } from '../handler';

type UtilityOperation = 'validateResellerCode';

/** Handlers of the utility operations. */
export const utilityHandlers: Handlers<UtilityOperation> = {
  validateResellerCode: () => {
    throw new Error('validateResellerCode is not implemented yet');
  },
};
