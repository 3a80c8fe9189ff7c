import { randomBytes } from 'node:crypto';
import { ROUTES, type Role, withQuery } from '@carrier/domain';
import type { Language } from '../http/language';
import { sendMail } from '../mail/outbox';
import { MAIL_WORDS } from '../mail/words';
import type { Account, ResetToken } from '../store/accounts';
import type { World } from '../world';

/** A reset link works for one hour of the mock's clock (advance the clock to see it expire). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Mails the account (in `language`) a link to the web's reset page for its role, with a new single-use token. */
export function sendResetLink(world: World, account: Account, language: Language): void {
  const token = `prt_${randomBytes(12).toString('hex')}`;
  world.state.accounts.resetTokens.push({
    token,
    accountId: account.id,
    expiresAtMs: world.clock.nowMs() + RESET_TOKEN_TTL_MS,
    used: false,
  });
  const link = `${world.settings.webOrigin}${withQuery(`${ROUTES.resetPassword}/${account.role}`, { token })}`;
  sendMail(world, {
    to: account.email,
    ...MAIL_WORDS.resetLink[language](link),
    kind: 'password-reset',
    code: null,
    link,
  });
}

/** A reset token that may change a password at the endpoint of `role`, with the account it belongs to. */
export interface UsableResetToken {
  reset: ResetToken;
  account: Account;
}

/**
 * The token must be known, unused, unexpired and belong to an account of the endpoint's role;
 * undefined otherwise.
 */
export function usableResetToken(world: World, token: string, role: Role): UsableResetToken | undefined {
  const reset = world.state.accounts.resetTokens.find((candidate) => candidate.token === token);
  if (!reset || reset.used || reset.expiresAtMs <= world.clock.nowMs()) return undefined;
  const account = world.state.accounts.accounts.find((candidate) => candidate.id === reset.accountId);
  return account?.role === role ? { reset, account } : undefined;
}

/** Sets the new password and uses the token up. */
export function resetPassword({ reset, account }: UsableResetToken, password: string): void {
  account.password = password;
  reset.used = true;
}
