import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/tokens';
import { useMock } from '../build';
import { tokenOf } from '../sessions';
import { advanceClock, forgotPassword, newestCode, newestResetLink, resendCode } from './accounts-api';

const mock = useMock();

async function htmlPage(url: string) {
  const response = await mock.request({ method: 'GET', url });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return { status: response.statusCode, html: response.body };
}

const portal = (query: Record<string, string>) =>
  htmlPage(`/portal?${new URLSearchParams(query).toString()}`);

describe('the account portal landing', () => {
  it.each([
    { demo: DEMO_ACCOUNTS.subscriber, role: '3', label: 'Subscriber (role 3)', name: 'John Carter' },
    { demo: DEMO_ACCOUNTS.reseller, role: 'reseller', label: 'Reseller (role 2)', name: 'Dana Brooks' },
    { demo: DEMO_ACCOUNTS.administrator, role: '1', label: 'Administrator (role 1)', name: 'Alex Morgan' },
  ])('shows who arrived with role $role', async ({ demo, role, label, name }) => {
    const token = await tokenOf(mock, demo.role, demo.email, demo.password);
    const { status, html } = await portal({ token, role });
    expect(status).toBe(200);
    expect(html).toContain(`Welcome, ${name}`);
    expect(html).toContain(demo.email);
    expect(html).toContain(label);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain(`href="${mock.world.settings.webOrigin}/LogOut"`);
  });

  it('shows a subscriber’s balance and address', async () => {
    const john = DEMO_ACCOUNTS.subscriber;
    const { html } = await portal({ token: await tokenOf(mock, 'subscriber', john.email, john.password) });
    expect(html).toContain('$12.50');
    expect(html).toContain('Miami, FL 33131');
  });

  it('warns when the role the site passed is not the token’s', async () => {
    const john = DEMO_ACCOUNTS.subscriber;
    const token = await tokenOf(mock, 'subscriber', john.email, john.password);
    const { html } = await portal({ token, role: '2' });
    expect(html).toContain(
      'The site passed the role Reseller (role 2), but the token belongs to a subscriber.',
    );
  });

  it.each([
    { case: 'without a token', token: async () => null, heading: 'Nobody is signed in' },
    {
      case: 'with a forged token',
      token: async () => signToken({ sub: '42', role: 'subscriber', exp: 4102444800 }, 'another-secret'),
      heading: 'Nobody is signed in',
    },
    {
      case: 'with an expired token',
      token: async () => {
        const john = DEMO_ACCOUNTS.subscriber;
        const token = await tokenOf(mock, 'subscriber', john.email, john.password);
        await advanceClock(mock, (mock.world.settings.tokenTtlSeconds + 1) * 1000);
        return token;
      },
      heading: 'Your session has expired',
    },
  ])('says nobody is signed in $case', async ({ token, heading }) => {
    const given = await token();
    const { status, html } = await portal(given ? { token: given } : {});
    expect(status).toBe(200);
    expect(html).toContain(heading);
    expect(html).toContain('Not signed in');
    expect(html).not.toContain('Welcome');
  });

  it('answers an unknown role with an HTML 400', async () => {
    const { status } = await portal({ role: '9' });
    expect(status).toBe(400);
  });
});

describe('the outbox page', () => {
  it('lists the mail newest first, with the code and the link clickable', async () => {
    const { email } = DEMO_ACCOUNTS.unverifiedSubscriber;
    await resendCode(mock, email);
    await forgotPassword(mock, email);
    const code = await newestCode(mock, email);
    const { link } = await newestResetLink(mock, email);

    const { status, html } = await htmlPage('/__mock/ui/outbox');
    expect(status).toBe(200);
    expect(html).toContain(`<code>${code}</code>`);
    const escapedLink = link.href.replaceAll('&', '&amp;');
    expect(html).toContain(`<a href="${escapedLink}">${escapedLink}</a>`);
    expect(html.indexOf('Reset your password')).toBeLessThan(html.indexOf('Your verification code'));
  });

  it('says when nothing was sent', async () => {
    const { html } = await htmlPage('/__mock/ui/outbox');
    expect(html).toContain('No mail sent yet');
  });
});

describe('the chat inbox page', () => {
  it('shows what the chat webhook received, newest first', async () => {
    for (const text of ['First message', 'Second <message>']) {
      const sent = await mock.request({
        method: 'POST',
        url: '/webhooks/chat',
        payload: { text, channel: '#support', username: 'Contact form' },
      });
      expect(sent.statusCode).toBe(200);
    }
    const { status, html } = await htmlPage('/__mock/ui/chat');
    expect(status).toBe(200);
    expect(html).toContain('Second &lt;message&gt;');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First message'));
    expect(html).toContain('#support');
  });

  it('says when nothing was received', async () => {
    const { html } = await htmlPage('/__mock/ui/chat');
    expect(html).toContain('No message received yet');
  });
});
