import { describe, expect, it } from 'vitest';
import carrierApi from '../generated/carrier-api.json';

/**
 * `PlainText` (names, address lines, cities) must mean the same to every validator: JSON Schema 2020-12 validators
 * compile a pattern in Unicode mode (the mock's Ajv), draft-07 ones without it (Ajv 6 inside Postman and Newman,
 * Spectral). The rule itself: no control (Cc), invisible formatting (Default_Ignorable_Code_Point), line or paragraph
 * separator (Zl, Zp), surrogate (Cs) or private-use (Co) character (edges audits E-7 and X-7).
 */
const { pattern } = carrierApi.components.schemas.PlainText as { pattern: string };
const unicode = new RegExp(pattern, 'u');
const legacy = new RegExp(pattern);
const REFUSED = /[\p{Cc}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\p{Cs}\p{Co}]/u;
/** Planes 15 and 16 are private use whole (their last two code points are noncharacters, refused with them). */
const refused = (code: number) => code >= 0xf0000 || REFUSED.test(String.fromCodePoint(code));

describe('the PlainText pattern', () => {
  it('refuses exactly the refused code points, with or without Unicode mode', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      const character = String.fromCodePoint(code);
      const expected = !refused(code);
      if (unicode.test(character) !== expected || legacy.test(character) !== expected)
        disagreements.push(code.toString(16).padStart(4, '0'));
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['ordinary text', 'Unit 4, 350 Fifth Avenue', true],
    ['letters of several scripts', 'José Núñez, São Paulo 北京 ١٢', true],
    ['a line separator', 'Ev\u2028e', false],
    ['a lone surrogate', 'New\ud800York', false],
    ['a private-use character', 'New\ue000York', false],
    ['a tag character (default-ignorable, outside the BMP)', 'flag\u{e0001}', false],
    ['a supplementary private-use character', 'x\u{f0000}', false],
    ['an emoji and a supplementary ideograph', 'Eve \u{1f600} \u{20bb7}', true],
    ['a lone surrogate before a pair', '\ud800\u{10000}', false],
  ])('%s: the same answer in both modes', (_, text, accepted) => {
    expect(unicode.test(text)).toBe(accepted);
    expect(legacy.test(text)).toBe(accepted);
  });
});
