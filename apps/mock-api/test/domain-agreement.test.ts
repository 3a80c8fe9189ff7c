import { carrierApiDocument } from '@carrier/contracts/server';
import {
  CARRIER_ERROR_CODES,
  DURATION_UNITS,
  ELIGIBILITY_STATUSES,
  ORDER_ITEM_TYPES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  PLAN_TYPES,
} from '@carrier/domain';
import { describe, expect, it } from 'vitest';

/** The enum of a schema of the carrier document. */
function documentEnum(schema: string): unknown[] {
  const schemas = carrierApiDocument.components?.schemas as Record<string, { enum?: unknown[] }>;
  const values = schemas[schema]?.enum;
  if (!values) throw new Error(`carrier-api.yaml has no enum schema ${schema}`);
  return values;
}

// The domain decides on these values; the document describes them on the wire. They must not drift apart.
describe('the domain and the OpenAPI document agree', () => {
  it.each([
    ['EligibilityStatus', ELIGIBILITY_STATUSES],
    ['PaymentStatus', PAYMENT_STATUSES],
    ['OrderType', ORDER_TYPES],
    ['OrderItemType', ORDER_ITEM_TYPES],
    ['PlanType', PLAN_TYPES],
    ['DurationUnit', DURATION_UNITS],
  ])('on the values of %s', (schema, domainValues) => {
    expect([...domainValues].sort()).toEqual([...documentEnum(schema)].sort());
  });

  it('on error codes: every code the domain decides on is one the carrier can send', () => {
    expect(CARRIER_ERROR_CODES.filter((code) => !documentEnum('ErrorCode').includes(code))).toEqual([]);
  });
});
