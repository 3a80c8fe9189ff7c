import { keepNewest, type Mail } from '../store/mail';
import type { World } from '../world';

/** Sends an e-mail into the simulated outbox (readable at /__mock/outbox and /__mock/ui/outbox). */
export function sendMail(world: World, mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
  const sent: Mail = { ...mail, id: `mail-${world.nextId()}`, sentAt: world.nowIso() };
  keepNewest(world.state.mail.outbox, sent);
  return sent;
}
