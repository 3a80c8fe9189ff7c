import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The panel's name for each journey starter of the mock (GET /__mock/starters), in the visitor's language. */
const titles: Record<string, MessageDescriptor> = defineMessages({
  'enrolment-duplicate': { id: 'demo.starter.enrolment-duplicate' },
  'transfer-ineligible': { id: 'demo.starter.transfer-ineligible' },
  'enrolment-application-not-found': { id: 'demo.starter.enrolment-application-not-found' },
  'eligibility-pending': { id: 'demo.starter.eligibility-pending' },
  'eligibility-rejected': { id: 'demo.starter.eligibility-rejected' },
  'verifier-round-trip': { id: 'demo.starter.verifier-round-trip' },
  'sim-already-activated': { id: 'demo.starter.sim-already-activated' },
  'payment-declined': { id: 'demo.starter.payment-declined' },
  'payment-pending': { id: 'demo.starter.payment-pending' },
  'session-expired': { id: 'demo.starter.session-expired' },
});

/** A starter the panel has no words for yet shows the mock's own description. */
export const starterTitle = (id: string): MessageDescriptor | undefined => titles[id];
