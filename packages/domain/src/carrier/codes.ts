import type { ErrorCode } from '@carrier/contracts/types';

// The carrier's enumerations. The OpenAPI document declares the same values: the error codes are checked against
// it by `tsc`, the others by the mock's domain-agreement test.

/** The error codes of the carrier's error body (`error`) the domain routes on: each one of the document's enum. */
export const CARRIER_ERROR_CODES = [
  'FIELD_VALIDATION_FAILED',
  'SHIPPING_RATE_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'SIM_ALREADY_ACTIVATED',
  'PROBLEM_WITH_ACTIVATION',
  'INVALID_TRIBAL_ID',
  'STATE_NOT_SUPPORTED',
  'APPLICATION_NOT_FOUND',
  'ELIGIBILITY_CHECK_NOT_FOUND',
  'INVALID_APPLICATION_ID',
  'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
  'INELIGIBLE_FOR_TRANSFER',
  'CANNOT_UPDATE_DEVICE',
  'DUPLICATE_SUBSCRIBER',
  'DUPLICATE_ADDRESS',
] as const satisfies readonly ErrorCode[];

/** An error code of the carrier. */
export type CarrierErrorCode = (typeof CARRIER_ERROR_CODES)[number];

/** Statuses of an eligibility check. */
export const ELIGIBILITY_STATUSES = [
  'COMPLETE',
  'PENDING_RESOLUTION',
  'PENDING_CONTINUED_ELIGIBILITY',
  'PENDING_CONTINUED_ELIGIBILITY_BATCH',
  'PENDING_CERT',
  'PENDING_REVIEW',
  'REVIEWING',
  'IN_PROGRESS',
  'FAILURE',
  'APP_CLOSED_OR_EXPIRED',
  'APPROVED',
  'APPLICATION_NOT_FOUND',
] as const;

/** A status of an eligibility check. */
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** Statuses of a card payment. */
export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'canceled'] as const;

/** A status of a card payment. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Types of order. */
export const ORDER_TYPES = ['purchase', 'device_copay', 'top_up', 'renewal', 'addon_purchase'] as const;

/** A type of order. */
export type OrderType = (typeof ORDER_TYPES)[number];

/** Types of order item. */
export const ORDER_ITEM_TYPES = ['plan', 'addon_plan', 'sim', 'device', 'top_up'] as const;

/** A type of order item. */
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** Types of plan. */
export const PLAN_TYPES = ['regular', 'acp', 'tribal', 'others'] as const;

/** A type of plan. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** Units of a plan pricing's duration. */
export const DURATION_UNITS = ['month', 'day', 'year'] as const;

/** A unit of a plan pricing's duration. */
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The payment gateway every purchase names. */
export const PAYMENT_GATEWAY = 'stripe' as const;
