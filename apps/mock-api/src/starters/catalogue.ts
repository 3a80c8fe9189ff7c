import type { components } from '@carrier/contracts/control';
import { ROUTES, withQuery } from '@carrier/domain';

export type JourneyStarter = components['schemas']['JourneyStarter'];

/** Where the hosted checkout is opened: the seeded purchase's own checkout page on the mock. */
export const HOSTED_CHECKOUT = '/checkout/{sessionId}';

/**
 * One demo link per failure path the specifications name (spec 000 §4, §8; spec 001 §4, §8): what it arms for the
 * session, what it seeds, where the journey starts and the page the specification names as its outcome.
 */
export const starters: readonly JourneyStarter[] = [
  {
    id: 'enrolment-duplicate',
    description:
      'An applicant already enrolled: enrolment answers DUPLICATE_SUBSCRIBER and the site offers the transfer (spec 001 §4).',
    scenarios: ['nlad.enroll.duplicate'],
    seeds: 'applicant',
    firstPage: ROUTES.confirmAddress,
    outcome: ROUTES.transferAcpPlan,
  },
  {
    id: 'transfer-ineligible',
    description:
      "The transfer is refused with INELIGIBLE_FOR_TRANSFER: 'Current application ID is not eligible for transfer' (spec 001 §8).",
    scenarios: ['nlad.transfer.ineligible'],
    seeds: 'applicant',
    firstPage: withQuery(ROUTES.confirmAddress, { transfer: 'yes' }),
    outcome: ROUTES.failure,
  },
  {
    id: 'enrolment-application-not-found',
    description: 'Enrolment answers APPLICATION_NOT_FOUND: the enrolment failure page (spec 001 §8).',
    scenarios: ['nlad.enroll.application-not-found'],
    seeds: 'applicant',
    firstPage: ROUTES.confirmAddress,
    outcome: ROUTES.enrolmentFailure,
  },
  {
    id: 'eligibility-pending',
    description:
      'The eligibility check is still under review (PENDING_REVIEW): the waiting page (spec 001 §4).',
    scenarios: ['eligibility.check.pending-review'],
    seeds: 'applicant',
    firstPage: ROUTES.acpEligibilityCheck,
    outcome: ROUTES.reviewing,
  },
  {
    id: 'eligibility-rejected',
    description: 'The eligibility check fails (FAILURE): the not-eligible page (spec 001 §4).',
    scenarios: ['eligibility.check.failure'],
    seeds: 'applicant',
    firstPage: ROUTES.acpEligibilityCheck,
    outcome: ROUTES.notVerifiedEligible,
  },
  {
    id: 'verifier-round-trip',
    description:
      'PENDING_RESOLUTION sends the applicant to the National Verifier; resolving there brings them back to the site, which checks again and goes on to enrolment (spec 001 §4).',
    scenarios: ['eligibility.check.pending-resolution'],
    seeds: 'applicant',
    firstPage: ROUTES.acpEligibilityCheck,
    outcome: ROUTES.enrollStep,
  },
  {
    id: 'sim-already-activated',
    description:
      "Activating a SIM answers SIM_ALREADY_ACTIVATED: the error page with the carrier's words (spec 000 §4).",
    scenarios: ['activation.already-activated'],
    seeds: 'nothing',
    firstPage: ROUTES.activeSimCard,
    outcome: ROUTES.errorPage,
  },
  {
    id: 'payment-declined',
    description:
      "A SIM purchase's checkout, where any card is declined: 'Payment Failed!' on the payment result (spec 000 §2).",
    scenarios: ['payment.declined'],
    seeds: 'checkout',
    firstPage: HOSTED_CHECKOUT,
    outcome: ROUTES.payment,
  },
  {
    id: 'payment-pending',
    description:
      "A balance top-up's checkout, where any card stays processing: 'Payment Pending' on the payment result (spec 000 §2).",
    scenarios: ['payment.processing'],
    seeds: 'top-up-checkout',
    firstPage: HOSTED_CHECKOUT,
    outcome: ROUTES.payment,
  },
  {
    id: 'session-expired',
    description:
      "The demo subscriber's login has expired: the shipping page, which needs a login, asks for one again (spec 000 §4).",
    scenarios: [],
    seeds: 'expired-login',
    firstPage: ROUTES.shipping,
    outcome: withQuery(ROUTES.logOrRegister, { shippingPage: 'true' }),
  },
];
