import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['Something went wrong', 'U29tZXRoaW5nIHdlbnQgd3Jvbmc='],
    ['Añadir señal', 'QcOxYWRpciBzZcOxYWw='],
    ['€', '4oKs'],
    ['😀 ok', '8J+YgCBvaw=='],
  ])('%j is %j', (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
    expect(decodeBase64(encoded)).toBe(text);
  });

  it.each([['%%%'], ['Zg='.repeat(2)], ['A'], ['/w=='], ['wA=='], ['9JCAgA==']])(
    '%j is not base64 of UTF-8',
    (encoded) => {
      expect(decodeBase64(encoded)).toBeUndefined();
    },
  );

  it('ignores white space', () => {
    expect(decodeBase64('Zm9v\nYmFy')).toBe('foobar');
  });
});
