import { isEmail, stateCodeOf, stateName, zipToState } from '@carrier/domain';
import { sendMail } from '../../mail/outbox';
import type { Handler } from '../handler';

const ON_THE_WAITLIST = 'We will let you know when we reach your state';

/**
 * Puts an e-mail on an uncovered state's waitlist and confirms it by mail; joining again changes nothing. The
 * sorry page takes any something@something (spec 001 §5); only a full address (local@domain.tld) gets the mail.
 */
export const joinWaitlist: Handler<'joinWaitlist'> = ({ body, world }) => {
  const state = stateCodeOf(body.state) ?? zipToState(body.zipCode) ?? body.state ?? null;
  const { waitlist } = world.state.benefit;
  const email = body.email.toLowerCase();
  if (!waitlist.some((entry) => entry.email === email && entry.state === state)) {
    waitlist.push({ email, state, zipCode: body.zipCode ?? null, joinedAt: world.nowIso() });
    if (!isEmail(body.email)) return { status: 201, body: { message: ON_THE_WAITLIST } };
    const where = stateName(state) ?? 'your state';
    sendMail(world, {
      to: body.email,
      subject: `You are on the waitlist for ${where}`,
      kind: 'waitlist',
      text: `Thank you for your interest. The Affordable Connectivity Program is not available in ${where} yet; we will e-mail you as soon as you can apply.`,
      code: null,
      link: null,
    });
  }
  return { status: 201, body: { message: ON_THE_WAITLIST } };
};
