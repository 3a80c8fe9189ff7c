import { isAcpState, stateName } from '@carrier/domain';
import { findApplication } from '../../benefit/applications';
import type { Handlers } from '../handler';
import {
  checkEligibility,
  checkSubscriberEligibility,
  getEligibilityStatus,
  recheckEligibility,
} from './eligibility';
import { confirmTribalStatus } from './tribal';
import { joinWaitlist } from './waitlist';

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
  getAcpSupportedState: ({ params }) => {
    const name = stateName(params.stateCode);
    if (!isAcpState(params.stateCode) || name === undefined)
      return { scenario: 'benefit.state.not-supported' };
    return { status: 200, body: { stateCode: params.stateCode, stateName: name, supported: true } };
  },
  checkEligibility,
  checkSubscriberEligibility,
  recheckEligibility,
  getEligibilityStatus,
  submitPersonalData: ({ body, world }) => {
    const application = findApplication(world, body);
    if (!application) return { scenario: 'benefit.application.not-found' };
    application.personalData = body;
    return { status: 200, body: { message: 'Personal data saved' } };
  },
  confirmTribalStatus,
  joinWaitlist,
};
