import type { Handlers } from '../handler';

type BenefitOperation =
  | 'getAcpSupportedState'
  | 'checkEligibility'
  | 'checkSubscriberEligibility'
  | 'recheckEligibility'
  | 'getEligibilityStatus'
  | 'submitPersonalData'
  | 'confirmTribalStatus'
  | 'joinWaitlist';

/** Handlers of the benefit operations. */
export const benefitHandlers: Handlers<BenefitOperation> = {
  getAcpSupportedState: () => {
    throw new Error('getAcpSupportedState is not implemented yet');
  },
  checkEligibility: () => {
    throw new Error('checkEligibility is not implemented yet');
  },
  checkSubscriberEligibility: () => {
    throw new Error('checkSubscriberEligibility is not implemented yet');
  },
  recheckEligibility: () => {
    throw new Error('recheckEligibility is not implemented yet');
  },
  getEligibilityStatus: () => {
    throw new Error('getEligibilityStatus is not implemented yet');
  },
  submitPersonalData: () => {
    throw new Error('submitPersonalData is not implemented yet');
  },
  confirmTribalStatus: () => {
    throw new Error('confirmTribalStatus is not implemented yet');
  },
  joinWaitlist: () => {
    throw new Error('joinWaitlist is not implemented yet');
  },
};
