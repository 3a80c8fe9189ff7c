import { describe, expect, it } from 'vitest';
import { sendMail } from '../../src/mail/outbox';
import { ARMED_KEPT } from '../../src/scenarios/engine';
import { MAILBOX_KEPT } from '../../src/store/mail';
import { useMock } from '../build';

const mock = useMock();

describe('what grows with traffic is capped (issue 23)', () => {
  it('keeps at most 1,000 armed scenarios: sessions that arm and leave drop the oldest', async () => {
    expect(ARMED_KEPT).toBe(1000);
    const { world } = await mock.start();
    for (let session = 1; session <= 1005; session += 1)
      world.scenarios.arm('fault.server-error', 1, `visitor-${session}`);
    const armed = world.scenarios.listArmed(null);
    expect(armed).toHaveLength(1000);
    expect(armed[0]?.session).toBe('visitor-6');
    expect(armed.at(-1)?.session).toBe('visitor-1005');
  });

  it('keeps the newest 5,000 e-mails of the outbox and messages of the chat inbox', async () => {
    expect(MAILBOX_KEPT).toBe(5000);
    const { world } = await mock.start();
    for (let sent = 1; sent <= 6000; sent += 1)
      sendMail(world, {
        to: `visitor.${sent}@example.com`,
        subject: 'Your verification code',
        kind: 'verification-code',
        text: `code ${sent}`,
        code: String(sent),
        link: null,
      });
    const outbox = world.state.mail.outbox;
    expect(outbox.length).toBeLessThanOrEqual(5500);
    expect(outbox.length).toBeGreaterThanOrEqual(5000);
    expect(outbox.at(-1)?.to).toBe('visitor.6000@example.com');
    const chat = world.state.mail.chat;
    for (let sent = 1; sent <= 5500; sent += 1)
      chat.push({
        id: `chat-old-${sent}`,
        text: `old ${sent}`,
        channel: null,
        username: null,
        receivedAt: world.nowIso(),
      });
    await mock.request({ method: 'POST', url: '/webhooks/chat', payload: { text: 'the newest' } });
    expect(chat).toHaveLength(5000);
    expect(chat.at(-1)?.text).toBe('the newest');
  });
});
