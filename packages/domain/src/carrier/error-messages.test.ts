import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  CARRIER_ERROR_MESSAGES,
  COMMON_ERROR_MESSAGES,
  carrierErrorMessageId,
  carrierErrorNotice,
  carrierFieldNotice,
} from './error-messages';

describe('the carrier error map', () => {
  const entries = [
    ...Object.entries(CARRIER_ERROR_MESSAGES).flatMap(([operationId, codes]) =>
      Object.entries(codes).map(([code, id]) => [`${operationId} ${code}`, id] as const),
    ),
    ...Object.entries(COMMON_ERROR_MESSAGES).map(([code, id]) => [`any ${code}`, id] as const),
  ];

  it.each(entries)('%s names a message of the catalogue (%s)', (_key, id) => {
    expect(messages[id]).toBeTruthy();
  });

  it.each([
    ['loginSubscriber', 'INVALID_CREDENTIALS', 'Invalid username or password'],
    ['activateSim', 'SIM_ALREADY_ACTIVATED', 'This SIM card is already activated'],
    ['activateAddOnPlan', 'SIM_ALREADY_ACTIVATED', 'This add-on plan is already activated'],
    ['getPlan', 'PLAN_NOT_FOUND', 'Plan ID not found'],
    ['transferNlad', 'INELIGIBLE_FOR_TRANSFER', 'Current application ID is not eligible for transfer'],
    ['postChatMessage', 'INTERNAL_SERVER_ERROR', 'The chat service is unavailable'],
    ['getPlan', 'INTERNAL_SERVER_ERROR', 'Something went wrong, please try again later'],
    ['getPlan', 'FIELD_VALIDATION_FAILED', 'Please check the information you entered'],
    ['getPlan', 'TIMEOUT', 'Endpoint request timed out'],
    ['getPlan', 'ACCESS_DENIED', 'HTTP Status 403 - Access is denied'],
    ['getProfile', 'UNAUTHORIZED', 'Your session has expired. Please log in again'],
    ['getProfile', 'HTTP_401', 'Your session has expired. Please log in again'],
    ['getPlan', 'MALFORMED_REPLY', 'We could not read the reply of the server, please try again later'],
    ['getPlan', 'NETWORK_ERROR', 'We could not reach the server. Check your connection and try again'],
  ])('%s %s: %j', (operationId, code, text) => {
    expect(carrierErrorNotice(operationId, code).text).toBe(text);
  });

  it.each([
    ['an unknown code', 'getPlan', 'SOMETHING_NEW'],
    ['a code of another operation', 'getPlan', 'SIM_ALREADY_ACTIVATED'],
    ['an unknown operation', 'noSuchOperation', 'PLAN_NOT_FOUND'],
    ['no code', 'getPlan', undefined],
  ])('gives the generic text for %s', (_case, operationId, code) => {
    expect(carrierErrorMessageId(operationId, code)).toBe('common.somethingWentWrong');
  });
});

describe('carrierFieldNotice', () => {
  it.each([
    ['First name Invalid', 'enrolmentForm.firstNameInvalid'],
    ['ZipCode should be 5 digits', 'purchase.zipDigits'],
    ['Password & confirm password must be same', 'register.passwordMismatch'],
    ['firstName must be at least 2 characters', 'carrier.fieldInvalid'],
    [undefined, 'carrier.fieldInvalid'],
  ])('words %j as %s', (message, id) => {
    expect(carrierFieldNotice({ message }).id).toBe(id);
  });
});
