import { currentStatus, findApplication, STATUS_MESSAGES } from '../../benefit/applications';
import { claimDevice, type EnrolmentRequest, enrol, isApplicant } from '../../benefit/enrolments';
import { customerOf, subscriberOf } from '../../commerce/customer';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';
import type { HandlerContext, Handlers } from '../handler';

type NladOperation =
  | 'enrollNlad'
  | 'enrollSubscriberNlad'
  | 'transferNlad'
  | 'transferSubscriberNlad'
  | 'verifyNlad'
  | 'claimDeviceBenefit'
  | 'claimSubscriberDeviceBenefit';

const INVALID_RESELLER_CODE = { scenario: 'benefit.invalid-reseller-code' };

/** Guests may name the reseller who brought them; subscribers' payloads carry none. */
function knowsResellerCode(world: World, body: Schemas['NladTransferRequest']): boolean {
  return body.resellerCode === undefined || isKnownResellerCode(world, body.resellerCode);
}

/** A guest's enrolment or transfer: the shipping form names the customer. */
function guestEnrolment(
  body: Schemas['NladTransferRequest'],
  transfer: boolean,
  session: string | null,
): EnrolmentRequest {
  return {
    applicationId: body.applicationId,
    enrollee: { firstName: body.firstName, lastName: body.lastName, dob: body.dob },
    transfer,
    session,
    ownerId: null,
    customer: { firstName: body.firstName, lastName: body.lastName, emailAddress: body.emailAddress },
    shipping: {
      shippingAddress1: body.shippingAddress1,
      shippingAddress2: body.shippingAddress2 ?? null,
      shippingCity: body.shippingCity,
      shippingState: body.shippingState,
      shippingZipcode: body.shippingZipcode,
      shippingCountry: body.shippingCountry,
    },
    deviceModelId: body.deviceModelId,
  };
}

/** A subscriber's enrolment or transfer: the profile names the customer. */
function subscriberEnrolment(
  {
    body,
    auth,
    session,
    world,
  }: HandlerContext<'enrollSubscriberNlad'> | HandlerContext<'transferSubscriberNlad'>,
  transfer: boolean,
): EnrolmentRequest {
  const account = subscriberOf(world, auth);
  return {
    applicationId: body.applicationId ?? null,
    enrollee: null,
    transfer,
    session,
    ownerId: account?.id ?? null,
    customer: account ? customerOf(account) : null,
    shipping: {
      shippingAddress1: body.shippingAddress,
      shippingAddress2: null,
      shippingCity: body.shippingCity,
      shippingState: body.shippingState,
      shippingZipcode: body.shippingZipcode,
      shippingCountry: body.shippingCountry,
    },
    deviceModelId: body.deviceModelId,
  };
}

const claim = ({
  body,
  auth,
  outcome,
  session,
  world,
}: HandlerContext<'claimDeviceBenefit'> | HandlerContext<'claimSubscriberDeviceBenefit'>) =>
  claimDevice(world, body, auth ? Number(auth.sub) : null, outcome, session);

/** Handlers of the nlad operations. */
export const nladHandlers: Handlers<NladOperation> = {
  enrollNlad: ({ body, outcome, session, world }) =>
    knowsResellerCode(world, body)
      ? enrol(world, guestEnrolment(body, false, session), outcome)
      : INVALID_RESELLER_CODE,
  enrollSubscriberNlad: (context) =>
    enrol(context.world, subscriberEnrolment(context, false), context.outcome),
  transferNlad: ({ body, outcome, session, world }) =>
    knowsResellerCode(world, body)
      ? enrol(world, guestEnrolment(body, true, session), outcome)
      : INVALID_RESELLER_CODE,
  transferSubscriberNlad: (context) =>
    enrol(context.world, subscriberEnrolment(context, true), context.outcome),
  verifyNlad: ({ body, world }) => {
    const application = findApplication(world, { applicationId: body.applicationId });
    if (!application) return { scenario: 'nlad.enroll.application-not-found' };
    if (!isApplicant(body, application)) return { scenario: 'nlad.enroll.invalid-application-id' };
    const status = currentStatus(world, application);
    return {
      status: 200,
      body: { applicationId: application.applicationId, status, message: STATUS_MESSAGES[status] },
    };
  },
  claimDeviceBenefit: claim,
  claimSubscriberDeviceBenefit: claim,
};
