// Base64 of UTF-8 text, written out because the package's target (ES2023, no DOM, no Node) has neither
// btoa/atob nor TextEncoder, and btoa alone fails on any character above U+00FF.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}

function utf8Text(bytes: readonly number[]): string | undefined {
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    const tail = bytes.slice(index + 1, index + length);
    if (length === 0 || tail.length !== length - 1 || tail.some((byte) => (byte & 0xc0) !== 0x80))
      return undefined;
    const first = length === 1 ? lead : lead & (0xff >> (length + 1));
    const code = tail.reduce((value, byte) => (value << 6) | (byte & 0x3f), first);
    if (code > 0x10ffff) return undefined;
    text += String.fromCodePoint(code);
    index += length;
  }
  return text;
}

/** Base64 of the UTF-8 bytes of any text (emoji, accents and all). */
export function encodeBase64(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(index, index + 3);
    const triple = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(triple >> shift) & 0x3f]);
    const kept = Math.min(4, bytes.length - index + 1);
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
}

/** The text of a base64 string of UTF-8 bytes; undefined when it is not valid base64 or not valid UTF-8. */
export function decodeBase64(encoded: string): string | undefined {
  const clean = encoded.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return undefined;
  const digits = [...clean.replace(/=+$/, '')].map((char) => ALPHABET.indexOf(char));
  const bytes: number[] = [];
  for (let index = 0; index < digits.length; index += 4) {
    const group = digits.slice(index, index + 4);
    const bits = group.reduce((value, digit, position) => value | (digit << (18 - 6 * position)), 0);
    bytes.push(...[(bits >> 16) & 0xff, (bits >> 8) & 0xff, bits & 0xff].slice(0, group.length - 1));
  }
  return utf8Text(bytes);
}
