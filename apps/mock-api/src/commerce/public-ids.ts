import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * An unguessable id for the public order, payment and invoice paths (DESIGN: numeric ids stay behind the
 * subscriber paths, which check the owner): a prefix and 24 random letters or digits, about 143 bits.
 */
export function publicId(prefix: 'ord' | 'pay' | 'inv'): string {
  return `${prefix}_${Array.from({ length: 24 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** An order's invoice is named after the order: as unguessable, and it shows that order only. */
export function invoicePublicId(orderPublicId: string): string {
  return `inv_${orderPublicId.slice('ord_'.length)}`;
}
