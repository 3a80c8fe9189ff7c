import type { RequestBody } from '@carrier/contracts/server';
import { isEmail, stateCodeOf, stateName, zipToState } from '@carrier/domain';
import type { Language } from '../http/language';
import { sendMail } from '../mail/outbox';
import { MAIL_WORDS } from '../mail/words';
import type { World } from '../world';

/**
 * Puts an e-mail on an uncovered state's waitlist and confirms it by mail; joining again changes nothing. The
 * sorry page takes any something@something (spec 001 §5); only a full address (local@domain.tld) gets the mail.
 */
export function joinWaitlist(world: World, body: RequestBody<'joinWaitlist'>, language: Language): void {
  const state = stateCodeOf(body.state) ?? zipToState(body.zipCode) ?? body.state ?? null;
  const { waitlist } = world.state.benefit;
  const email = body.email.toLowerCase();
  if (waitlist.some((entry) => entry.email === email && entry.state === state)) return;
  waitlist.push({ email, state, zipCode: body.zipCode ?? null, joinedAt: world.nowIso() });
  if (!isEmail(body.email)) return;
  sendMail(world, {
    to: body.email,
    ...MAIL_WORDS.waitlist[language](stateName(state)),
    kind: 'waitlist',
    code: null,
    link: null,
  });
}
