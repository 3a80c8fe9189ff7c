import { carrierApiDocument } from '@carrier/contracts/server';
import {
  CARRIER_ERROR_CODES,
  DURATION_UNITS,
  ELIGIBILITY_STATUSES,
  ORDER_ITEM_TYPES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  withoutHiddenCharacters,
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

describe('the web keeps out what the carrier refuses in names and addresses (edges audit E-7)', () => {
  const schemas = carrierApiDocument.components?.schemas as Record<string, { pattern?: string }> | undefined;
  const pattern = schemas?.PlainText?.pattern;
  if (!pattern) throw new Error('carrier-api.yaml has no PlainText pattern');
  const refused = new RegExp(pattern, 'u');
  // A sample of each kind: controls, bidi overrides and isolates, zero-width characters, the BOM, the soft hyphen,
  // variation selectors, tag characters; and text that must pass.
  const hidden = [
    '\u0000',
    '\u0007',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u202a',
    '\u202e',
    '\u2066',
    '\u2069',
    '\u200b',
    '\u200d',
    '\u200e',
    '\u061c',
    '\ufeff',
    '\u00ad',
    '\ufe0f',
    '\u{e0041}',
  ];
  const text = ['a', 'é', 'ñ', 'ß', '北', 'ع', '١', '-', "'", '.', ' ', '😀'];

  it.each(hidden.map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'U+%s: the document refuses it, the web drops it',
    (_, c) => {
      expect(refused.test(`a${c}b`)).toBe(false);
      expect(withoutHiddenCharacters(`a${c}b`)).toBe('ab');
    },
  );

  it.each(text)('%s: the document takes it, the web keeps it', (c) => {
    expect(refused.test(`a${c}b`)).toBe(true);
    expect(withoutHiddenCharacters(`a${c}b`)).toBe(`a${c}b`);
  });
});
