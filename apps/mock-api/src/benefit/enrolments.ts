import { ACP, messages } from '@carrier/domain';
import { type CheckoutRequest, openCheckout } from '../commerce/checkout';
import type { Scenario } from '../scenarios/types';
import type { EnrolmentRecord } from '../store/benefit';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { currentStatus, ENROLLABLE_STATUSES, findApplication } from './applications';

const CANNOT_UPDATE_DEVICE = 'nlad.enroll.cannot-update-device';

/** An enrolment or transfer, whichever payload (guest or subscriber) it came in. */
export interface EnrolmentRequest {
  applicationId: string;
  transfer: boolean;
  /** The subscriber enrolling; null for a guest. */
  ownerId: number | null;
  /** Who the device order is for; null for the applicant as the application names them. */
  customer: Schemas['OrderCustomer'] | null;
  shipping: NonNullable<CheckoutRequest['shipping']>;
  deviceModelId: number | undefined;
  /** The mock session of the call, kept by a device order's checkout. */
  session: string | null;
}

type Outcome<Body> = { status: 201; body: Body } | { scenario: string };

/** A guest may use any application; a subscriber only theirs or a guest's. */
function mayUse(recordOwnerId: number | null, ownerId: number | null): boolean {
  return recordOwnerId === null || ownerId === null || recordOwnerId === ownerId;
}

/** NLAD ids look like NL7F3K9Q2. */
function nladSubscriberId(world: World): string {
  return `NL${world.nextId().toString(36).toUpperCase().padStart(7, '0')}`;
}

/** The co-pay order of a benefit device, shipped to the subscriber; paid at its hosted checkout. */
function openDeviceCheckout(
  world: World,
  device: Schemas['Device'],
  request: Pick<CheckoutRequest, 'ownerId' | 'customer' | 'shipping' | 'session'>,
): Schemas['CheckoutSession'] {
  return openCheckout(world, {
    ...request,
    type: 'device_copay',
    items: [
      {
        type: 'device',
        quantity: 1,
        total: device.price,
        device: { name: device.name, model: device.modelNumber },
      },
    ],
    shippingRate: 0,
    surcharges: [],
  });
}

function fulfillmentOf(world: World, orderId: number): string | null {
  return (
    world.state.commerce.orders.find((record) => record.order.id === orderId)?.order.fulfillmentId ?? null
  );
}

/**
 * Registers an approved application in NLAD. A device chosen with the enrolment is ordered at once (its co-pay
 * is owed at the order's checkout) and uses up the device benefit. Under CANNOT_UPDATE_DEVICE the applicant is
 * enrolled without the device benefit, and the reply is that error.
 */
export function enrol(
  world: World,
  request: EnrolmentRequest,
  outcome: Scenario | undefined,
): Outcome<Schemas['Enrolment']> {
  const application = findApplication(world, { applicationId: request.applicationId });
  if (
    !application ||
    !mayUse(application.ownerId, request.ownerId) ||
    !ENROLLABLE_STATUSES.includes(currentStatus(world, application))
  )
    return { scenario: 'nlad.enroll.application-not-found' };
  const { enrolments } = world.state.benefit;
  if (enrolments.some((record) => record.enrolment.applicationId === application.applicationId))
    return { scenario: 'nlad.enroll.duplicate' };
  const device =
    request.deviceModelId === undefined
      ? undefined
      : world.state.catalogue.devices.find((candidate) => candidate.id === request.deviceModelId);
  if (request.deviceModelId !== undefined && !device) return { scenario: 'nlad.enroll.device-not-found' };

  const deviceRecorded = outcome?.id !== CANNOT_UPDATE_DEVICE;
  const { applicant } = application;
  const customer = request.customer ?? {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    emailAddress: applicant.contactEmail,
  };
  const order =
    device && deviceRecorded ? openDeviceCheckout(world, device, { ...request, customer }) : undefined;
  const record: EnrolmentRecord = {
    enrolment: {
      nladSubscriberId: nladSubscriberId(world),
      subscriberId: request.ownerId ?? world.nextId(),
      applicationId: application.applicationId,
      orderId: order?.orderId ?? null,
      fulfillmentId: order ? fulfillmentOf(world, order.orderId) : null,
      isEligibleForDevice: deviceRecorded && order === undefined,
      message: messages['enrolment.submitted'],
    },
    transfer: request.transfer,
    ownerId: request.ownerId,
    claimedDeviceId: order && device ? device.id : null,
  };
  enrolments.push(record);
  return deviceRecorded ? { status: 201, body: record.enrolment } : { scenario: CANNOT_UPDATE_DEVICE };
}

/** The enrolment of an NLAD subscriber id; the site also sends its subscriber id in that field (/EnrollDevices?id=). */
function findEnrolment(world: World, id: string): EnrolmentRecord | undefined {
  return world.state.benefit.enrolments.find(
    ({ enrolment }) => enrolment.nladSubscriberId === id || String(enrolment.subscriberId) === id,
  );
}

/** Claims the device benefit of an enrolment: opens the device's co-pay checkout; the benefit is then used. */
export function claimDevice(
  world: World,
  claim: Schemas['DeviceClaimRequest'],
  ownerId: number | null,
  outcome: Scenario | undefined,
  session: string | null,
): Outcome<Schemas['CheckoutSession']> {
  if (outcome?.id === CANNOT_UPDATE_DEVICE) return { scenario: CANNOT_UPDATE_DEVICE };
  const record = findEnrolment(world, claim.nladSubscriberId);
  if (!record || !mayUse(record.ownerId, ownerId)) return { scenario: 'nlad.claim.subscriber-not-found' };
  const device = world.state.catalogue.devices.find((candidate) => candidate.id === claim.deviceId);
  if (!device) return { scenario: 'catalogue.device.not-found' };
  if (!record.enrolment.isEligibleForDevice) return { scenario: CANNOT_UPDATE_DEVICE };

  const checkout = openDeviceCheckout(world, device, {
    session,
    ownerId: record.ownerId ?? ownerId,
    customer: { firstName: claim.firstName, lastName: claim.lastName, emailAddress: claim.emailAddress },
    shipping: {
      shippingAddress1: claim.primaryAddress1,
      shippingAddress2: claim.primaryAddress2 ?? null,
      shippingCity: claim.primaryCity,
      shippingState: claim.primaryState,
      shippingZipcode: claim.primaryZipCode,
      shippingCountry: ACP.shippingCountry,
    },
  });
  record.claimedDeviceId = device.id;
  record.enrolment.isEligibleForDevice = false;
  return { status: 201, body: checkout };
}
