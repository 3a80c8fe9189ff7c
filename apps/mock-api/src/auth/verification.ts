import { randomInt } from 'node:crypto';
import { LIMITS } from '@carrier/domain';
import type { Language } from '../http/language';
import { sendMail } from '../mail/outbox';
import { MAIL_WORDS } from '../mail/words';
import type { Account } from '../store/accounts';
import type { World } from '../world';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, so a code read off a screen is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newVerificationCode(): string {
  return Array.from(
    { length: LIMITS.verificationCodeLength },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

/** Gives the account a new verification code (the previous one stops working) and mails it, in `language`. */
export function sendVerificationCode(world: World, account: Account, language: Language): void {
  const code = newVerificationCode();
  account.verificationCode = code;
  sendMail(world, {
    to: account.email,
    ...MAIL_WORDS.verificationCode[language](code),
    kind: 'verification-code',
    code,
    link: null,
  });
}

/** Checks a code against the last one sent; the right one verifies the e-mail and is used up. */
export function redeemVerificationCode(account: Account, code: string): boolean {
  if (account.verificationCode === null || account.verificationCode !== code.toUpperCase()) return false;
  account.verified = true;
  account.verificationCode = null;
  return true;
}
