import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Handlers } from '../handler';

type UtilityOperation = 'validateResellerCode';

/** Handlers of the utility operations. An unknown reseller code is no error: it is answered `isValid: false`. */
export const utilityHandlers: Handlers<UtilityOperation> = {
  validateResellerCode: ({ body, outcome, world }) => ({
    status: 200,
    body: {
      isValid:
        outcome?.id !== 'utility.reseller-code.invalid' && isKnownResellerCode(world, body.resellerCode),
    },
  }),
};
