import { joinWaitlist as join } from '../../benefit/waitlist';
import type { Handler } from '../handler';

const ON_THE_WAITLIST = 'We will let you know when we reach your state';

/** The sorry page's e-mail (benefit/waitlist.ts): the same answer whether it is new on the list or not. */
export const joinWaitlist: Handler<'joinWaitlist'> = ({ body, world, language }) => {
  join(world, body, language);
  return { status: 201, body: { message: ON_THE_WAITLIST } };
};
