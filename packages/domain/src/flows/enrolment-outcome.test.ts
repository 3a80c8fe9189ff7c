import { describe, expect, it } from 'vitest';
import {
  type EnrolmentContext,
  type EnrolmentOutcome,
  type EnrolmentReply,
  enrolmentOutcome,
} from './enrolment-outcome';

const noDevice: EnrolmentContext = { tablets: 'N', isEligibleForDevice: false };
const tablet: EnrolmentContext = { tablets: 'Y', isEligibleForDevice: true };

describe('enrolmentOutcome', () => {
  it.each<[string, EnrolmentReply, EnrolmentContext, EnrolmentOutcome]>([
    [
      'enrolled with a device: its co-pay checkout opens, whatever the tablet flag',
      { subscriberId: 1043, orderId: 5125, url: 'https://pay.example/c/5125' },
      noDevice,
      { kind: 'open-payment', url: 'https://pay.example/c/5125' },
    ],
    [
      'APPLICATION_NOT_FOUND',
      { error: 'APPLICATION_NOT_FOUND' },
      noDevice,
      {
        kind: 'route',
        path: '/EnrolmentFailure',
        data: 'clear',
        notice: { id: 'enrolment.applicationNotFound', text: 'Application ID not found' },
      },
    ],
    [
      'INVALID_APPLICATION_ID',
      { error: 'INVALID_APPLICATION_ID' },
      noDevice,
      {
        kind: 'route',
        path: '/EnrolmentFailure',
        data: 'clear',
        notice: { id: 'enrolment.applicationNotFound', text: 'Application ID not found' },
      },
    ],
    [
      "APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER: the saved application is another account's, so it is dropped",
      { error: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER' },
      noDevice,
      {
        kind: 'route',
        path: '/EnrolmentFailure',
        data: 'clear',
        notice: {
          id: 'enrolment.applicationOwnedByAnotherSubscriber',
          text: 'This application belongs to another account',
        },
      },
    ],
    [
      'INELIGIBLE_FOR_TRANSFER',
      { error: 'INELIGIBLE_FOR_TRANSFER' },
      noDevice,
      {
        kind: 'route',
        path: '/Failure',
        data: 'keep',
        notice: {
          id: 'enrolment.ineligibleForTransfer',
          text: 'Current application ID is not eligible for transfer',
        },
      },
    ],
    [
      'CANNOT_UPDATE_DEVICE',
      { error: 'CANNOT_UPDATE_DEVICE' },
      noDevice,
      {
        kind: 'route',
        path: '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
        data: 'keep',
        notice: { id: 'enrolment.cannotUpdateDevice', text: expect.any(String) },
      },
    ],
    [
      'DUPLICATE_SUBSCRIBER',
      { error: 'DUPLICATE_SUBSCRIBER' },
      noDevice,
      {
        kind: 'route',
        path: '/TransferAcpPlan',
        data: 'save',
        notice: { id: 'enrolment.duplicateSubscriber', text: expect.any(String) },
      },
    ],
    [
      'DUPLICATE_ADDRESS',
      { error: 'DUPLICATE_ADDRESS' },
      noDevice,
      {
        kind: 'route',
        path: '/TransferAcpPlan',
        data: 'save',
        notice: { id: 'enrolment.duplicateAddress', text: expect.any(String) },
      },
    ],
    [
      'a DUPLICATE code in the list',
      {
        error: 'FIELD_VALIDATION_FAILED',
        errors: [{ message: 'TPIV_FAIL' }, { message: 'DUPLICATE_SUBSCRIBER' }],
      },
      noDevice,
      { kind: 'route', path: '/TransferAcpPlan', data: 'save', notice: expect.anything() },
    ],
    [
      "the 'Duplicate subscriber' failure type",
      { error: 'NLAD_FAILURE', failureType: 'Duplicate subscriber' },
      noDevice,
      {
        kind: 'route',
        path: '/TransferAcpPlan',
        data: 'save',
        notice: { id: 'common.somethingWentWrong', text: expect.any(String) },
      },
    ],
    [
      'another error',
      { error: 'NLAD_FAILURE', message: 'NLAD is down' },
      noDevice,
      {
        kind: 'toast',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
    [
      'a device that is not found, in its code’s words',
      { error: 'DEVICE_NOT_FOUND', message: 'No such device' },
      noDevice,
      { kind: 'toast', notice: { id: 'device.notFound', text: 'Device not found' } },
    ],
    [
      'another error without words',
      { error: 'NLAD_FAILURE' },
      noDevice,
      {
        kind: 'toast',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
    [
      'success with a tablet',
      { subscriberId: 'S-1', orderId: 'O-1' },
      tablet,
      { kind: 'route', path: '/EnrollDevices?id=S-1', data: 'keep' },
    ],
    [
      'success without a tablet',
      { subscriberId: 'S-1', orderId: 'O-1' },
      noDevice,
      {
        kind: 'route',
        path: '/CompletedACP?orderId=O-1&nladSubscriberId=S-1&isEligibleForDevice=false',
        data: 'keep',
      },
    ],
    [
      'success, tablet wanted but not device-eligible',
      { subscriberId: 'S-1' },
      { tablets: 'Y', isEligibleForDevice: false },
      { kind: 'route', path: '/CompletedACP?nladSubscriberId=S-1&isEligibleForDevice=false', data: 'keep' },
    ],
    [
      'success with an order only',
      { orderId: 'O-1' },
      tablet,
      { kind: 'route', path: '/CompletedACP?orderId=O-1&isEligibleForDevice=true', data: 'keep' },
    ],
    [
      'a reply with neither',
      { message: 'Unexpected' },
      noDevice,
      {
        kind: 'toast',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
  ])('%s', (_case, reply, context, outcome) => {
    expect(enrolmentOutcome(reply, context)).toEqual(outcome);
  });
});
