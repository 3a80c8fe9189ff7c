import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageCode, isLanguageName } from './languages';

describe('languages', () => {
  it('starts in English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    ['en', true, false],
    ['es', true, false],
    ['English', false, true],
    ['Spanish', false, true],
    ['fr', false, false],
    [null, false, false],
  ])('%j: code %s, name %s', (value, code, name) => {
    expect(isLanguageCode(value)).toBe(code);
    expect(isLanguageName(value)).toBe(name);
  });
});
