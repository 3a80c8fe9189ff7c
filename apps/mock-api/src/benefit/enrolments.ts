import { ACP, calendarDate, dobFromString, messages, toIsoDate } from '@carrier/domain';
import type { Scenario } from '@carrier/scenarios';
import { type CheckoutRequest, openCheckout } from '../commerce/checkout';
import type { ApplicationRecord, EnrolmentRecord } from '../store/benefit';
import { householdOf, personOf } from '../store/nlad-keys';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { currentStatus, ENROLLABLE_STATUSES, findApplication } from './applications';

const CANNOT_UPDATE_DEVICE = 'nlad.enroll.cannot-update-device';
const APPLICATION_NOT_FOUND = { scenario: 'nlad.enroll.application-not-found' };
const OWNED_BY_ANOTHER_SUBSCRIBER = { scenario: 'nlad.enroll.application-owned-by-another-subscriber' };

/** Who a guest's shipping form says is enrolling; NLAD checks it against the application. */
export interface Enrollee {
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy */
  dob: string;
}

/** An enrolment or transfer, whichever payload (guest or subscriber) it came in. */
export interface EnrolmentRequest {
  /**
   * The application named: a guest's, or the one a subscriber saved before logging in; null for a subscriber
   * naming none, whose own latest completed application is used.
   */
  applicationId: string | null;
  /** The guest's name and date of birth; null for a subscriber (the profile's application is theirs). */
  enrollee: Enrollee | null;
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

/** A guest may use any application; a subscriber only theirs or one no subscriber owns. */
function mayUse(recordOwnerId: number | null, ownerId: number | null): boolean {
  return recordOwnerId === null || ownerId === null || recordOwnerId === ownerId;
}

const isEnrollable = (world: World, application: ApplicationRecord) =>
  ENROLLABLE_STATUSES.includes(currentStatus(world, application));

/** A subscriber's own latest completed application: the one their enrolment is for (spec 001 §3 names none). */
export function subscriberApplication(world: World, ownerId: number): ApplicationRecord | undefined {
  return world.state.benefit.applications.findLast(
    (application) => application.ownerId === ownerId && isEnrollable(world, application),
  );
}

/**
 * The application named (a subscriber adopts one no other subscriber owns), or a subscriber's own latest completed
 * one when none is named (DESIGN.md).
 */
function applicationOf(
  world: World,
  request: EnrolmentRequest,
): ApplicationRecord | typeof APPLICATION_NOT_FOUND | typeof OWNED_BY_ANOTHER_SUBSCRIBER {
  if (request.applicationId === null) {
    const own = request.ownerId === null ? undefined : subscriberApplication(world, request.ownerId);
    return own ?? APPLICATION_NOT_FOUND;
  }
  const application = findApplication(world, { applicationId: request.applicationId });
  if (!application || !isEnrollable(world, application)) return APPLICATION_NOT_FOUND;
  if (!mayUse(application.ownerId, request.ownerId)) return OWNED_BY_ANOTHER_SUBSCRIBER;
  return application;
}

/** Does a form name the applicant of the application (name and date of birth)? */
export function isApplicant(enrollee: Enrollee, application: ApplicationRecord): boolean {
  const dob = calendarDate(dobFromString(enrollee.dob));
  return (
    dob !== undefined &&
    personOf(enrollee, toIsoDate(dob)) === personOf(application.applicant, application.applicant.dob)
  );
}

/**
 * Why NLAD refuses a second benefit: the same person or subscriber (enrolled here, DESIGN.md: a new enrolment is
 * told so truthfully, and a transfer to the provider already holding the benefit is not eligible, so the site
 * ends on /Failure instead of looping between enrolment and transfer), or another member of the household.
 */
function duplicateOf(
  world: World,
  request: EnrolmentRequest,
  person: string,
  household: string,
): string | undefined {
  const { enrolments } = world.state.benefit;
  const samePerson = enrolments.some(
    (record) => record.person === person || (request.ownerId !== null && record.ownerId === request.ownerId),
  );
  if (samePerson) return request.transfer ? 'nlad.transfer.ineligible' : 'nlad.enroll.enrolled-here';
  if (enrolments.some((record) => record.household === household)) return 'nlad.enroll.duplicate-address';
  return undefined;
}

/** NLAD ids look like NL7F3K9Q2. */
function nladSubscriberId(world: World): string {
  return `NL${world.nextId().toString(36).toUpperCase().padStart(7, '0')}`;
}

/** The co-pay order of a benefit device, shipped free to the subscriber (no shipping rate); paid at its hosted checkout. */
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
    shippingRate: null,
    surcharges: [],
  });
}

function fulfillmentOf(world: World, orderId: number): string | null {
  return (
    world.state.commerce.orders.find((record) => record.order.id === orderId)?.order.fulfillmentId ?? null
  );
}

/**
 * Registers an approved application in NLAD, one per person and one per household (spec 000 §1): the same
 * applicant or subscriber again is DUPLICATE_SUBSCRIBER ("with this provider"; its transfer INELIGIBLE_FOR_TRANSFER),
 * another one at an enrolled address DUPLICATE_ADDRESS.
 * A guest's shipping form must name the application's applicant (INVALID_APPLICATION_ID otherwise). A device
 * chosen with the enrolment is ordered at once: the reply hands over its co-pay checkout `url` (and so no
 * `message`), and the device benefit is used. Under CANNOT_UPDATE_DEVICE the applicant is enrolled without the
 * device benefit, and the reply is that error.
 */
export function enrol(
  world: World,
  request: EnrolmentRequest,
  outcome: Scenario | undefined,
): Outcome<Schemas['Enrolment']> {
  const application = applicationOf(world, request);
  if ('scenario' in application) return application;
  // A subscriber who names an application no subscriber owns takes it (applied before logging in).
  application.ownerId ??= request.ownerId;
  if (request.enrollee && !isApplicant(request.enrollee, application))
    return { scenario: 'nlad.enroll.invalid-application-id' };
  const person = personOf(application.applicant, application.applicant.dob);
  const household = householdOf(request.shipping);
  const duplicate = duplicateOf(world, request, person, household);
  if (duplicate) return { scenario: duplicate };
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
      publicOrderId: order?.publicOrderId ?? null,
      fulfillmentId: order ? fulfillmentOf(world, order.orderId) : null,
      isEligibleForDevice: deviceRecorded && order === undefined,
      ...(order ? { url: order.url } : { message: messages['enrolment.submitted'] }),
    },
    transfer: request.transfer,
    ownerId: request.ownerId,
    person,
    household,
    claimedDeviceId: order && device ? device.id : null,
  };
  world.state.benefit.enrolments.push(record);
  return deviceRecorded ? { status: 201, body: record.enrolment } : { scenario: CANNOT_UPDATE_DEVICE };
}

/** The enrolment of an NLAD subscriber id; the site also sends its subscriber id in that field (/EnrollDevices?id=). */
function findEnrolment(world: World, id: string): EnrolmentRecord | undefined {
  return world.state.benefit.enrolments.find(
    ({ enrolment }) => enrolment.nladSubscriberId === id || String(enrolment.subscriberId) === id,
  );
}

/** Claims the device benefit of an enrolment: opens the device's co-pay checkout (no `message`); the benefit is then used. */
export function claimDevice(
  world: World,
  claim: Schemas['DeviceClaimRequest'],
  ownerId: number | null,
  outcome: Scenario | undefined,
  session: string | null,
): Outcome<Schemas['CheckoutSession']> {
  if (outcome?.id === CANNOT_UPDATE_DEVICE) return { scenario: CANNOT_UPDATE_DEVICE };
  const record = findEnrolment(world, claim.nladSubscriberId);
  if (!record) return { scenario: 'nlad.claim.subscriber-not-found' };
  if (!mayUse(record.ownerId, ownerId)) return OWNED_BY_ANOTHER_SUBSCRIBER;
  const device = world.state.catalogue.devices.find((candidate) => candidate.id === claim.deviceId);
  if (!device) return { scenario: 'catalogue.device.not-found' };
  // A device received already (claimed, or ordered with the enrolment) is NLAD's duplicate device; an
  // enrolment without the device benefit (CANNOT_UPDATE_DEVICE at enrolment) cannot be updated.
  if (record.claimedDeviceId !== null) return { scenario: 'nlad.claim.duplicate-device' };
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
  // A guest's enrolment is the claiming subscriber's from now on.
  record.ownerId ??= ownerId;
  return { status: 201, body: checkout };
}
