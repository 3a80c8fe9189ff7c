import type { Handlers } from '../handler';

type NladOperation =
  | 'enrollNlad'
  | 'enrollSubscriberNlad'
  | 'transferNlad'
  | 'transferSubscriberNlad'
  | 'verifyNlad'
  | 'claimDeviceBenefit'
  | 'claimSubscriberDeviceBenefit';

/** Handlers of the nlad operations. */
export const nladHandlers: Handlers<NladOperation> = {
  enrollNlad: () => {
    throw new Error('enrollNlad is not implemented yet');
  },
  enrollSubscriberNlad: () => {
    throw new Error('enrollSubscriberNlad is not implemented yet');
  },
  transferNlad: () => {
    throw new Error('transferNlad is not implemented yet');
  },
  transferSubscriberNlad: () => {
    throw new Error('transferSubscriberNlad is not implemented yet');
  },
  verifyNlad: () => {
    throw new Error('verifyNlad is not implemented yet');
  },
  claimDeviceBenefit: () => {
    throw new Error('claimDeviceBenefit is not implemented yet');
  },
  claimSubscriberDeviceBenefit: () => {
    throw new Error('claimSubscriberDeviceBenefit is not implemented yet');
  },
};
