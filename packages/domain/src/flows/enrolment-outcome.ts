import { carrierErrorNotice, carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { messageOf, type Notice } from '../messages';
import { ROUTES, withQuery } from './routes';

/** The enrolment or transfer reply: an error body, or the enrolled subscriber and order. */
export interface EnrolmentReply extends CarrierErrorBody {
  subscriberId?: string | number | null;
  orderId?: string | number | null;
  /** The co-pay checkout of a device ordered with the enrolment. */
  url?: string | null;
}

/** What the page knows besides the reply: the stored tablet choice and device eligibility. */
export interface EnrolmentContext {
  tablets?: 'Y' | 'N' | null;
  isEligibleForDevice?: boolean | null;
}

/** Where an enrolment reply leads, and what happens to the saved applicant data. */
export type EnrolmentOutcome =
  | { kind: 'route'; path: string; data: 'clear' | 'save' | 'keep'; notice?: Notice }
  | { kind: 'open-payment'; url: string }
  | { kind: 'toast'; notice: Notice };

/** NLAD's failure type for an applicant already enrolled elsewhere. */
export const DUPLICATE_SUBSCRIBER_FAILURE = 'Duplicate subscriber';

function isDuplicate(reply: EnrolmentReply): boolean {
  const codes = [reply.error, ...(reply.errors ?? []).map((entry) => entry.message)];
  return (
    codes.some((code) => code?.includes('DUPLICATE')) || reply.failureType === DUPLICATE_SUBSCRIBER_FAILURE
  );
}

/** The outcome of an enrolment or transfer submission (spec 001 §4; a device's co-pay url is opened). */
export function enrolmentOutcome(reply: EnrolmentReply, context: EnrolmentContext): EnrolmentOutcome {
  const error = reply.error ?? '';
  // These two say why in the spec's own words (spec 001 §8), in the visitor's language.
  if (error === 'APPLICATION_NOT_FOUND' || error === 'INVALID_APPLICATION_ID') {
    const notice = messageOf('enrolment.applicationNotFound');
    return { kind: 'route', path: ROUTES.enrolmentFailure, data: 'clear', notice };
  }
  // The saved application is another account's: it is dropped, so the next try uses this subscriber's own.
  if (error === 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER') {
    const notice = messageOf('enrolment.applicationOwnedByAnotherSubscriber');
    return { kind: 'route', path: ROUTES.enrolmentFailure, data: 'clear', notice };
  }
  if (error === 'INELIGIBLE_FOR_TRANSFER') {
    const notice = messageOf('enrolment.ineligibleForTransfer');
    return { kind: 'route', path: ROUTES.failure, data: 'keep', notice };
  }
  // The other routes say why in the code's words; the page they lead to says what next.
  if (error === 'CANNOT_UPDATE_DEVICE') {
    const path = withQuery(ROUTES.enrollStep, { code: error });
    return { kind: 'route', path, data: 'keep', notice: carrierReplyNotice('enrollNlad', reply) };
  }
  if (isDuplicate(reply))
    return {
      kind: 'route',
      path: ROUTES.transferAcpPlan,
      data: 'save',
      notice: carrierReplyNotice('enrollNlad', reply),
    };
  // Enrolment and transfer, public or subscriber, word the codes that reach here alike.
  if (error !== '') return { kind: 'toast', notice: carrierErrorNotice('enrollNlad', error) };
  // A device ordered with the enrolment is paid for at once: its checkout returns to the payment page.
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  const { subscriberId, orderId } = reply;
  if (subscriberId == null && orderId == null) {
    return { kind: 'toast', notice: messageOf('common.somethingWentWrong') };
  }
  if (context.tablets === 'Y' && context.isEligibleForDevice === true && subscriberId != null) {
    return { kind: 'route', path: withQuery(ROUTES.enrollDevices, { id: subscriberId }), data: 'keep' };
  }
  const query = {
    orderId,
    nladSubscriberId: subscriberId,
    isEligibleForDevice: context.isEligibleForDevice === true,
  };
  return { kind: 'route', path: withQuery(ROUTES.completedAcp, query), data: 'keep' };
}
