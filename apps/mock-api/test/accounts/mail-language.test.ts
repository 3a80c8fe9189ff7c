import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { aRegistration } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { mailTo } from './accounts-api';

const mock = useMock();

/** Posts as the web does, with the site's language in `Accept-Language`. */
function post(url: string, body: unknown, language?: string) {
  return mock.request({
    method: 'POST',
    url,
    payload: body as object,
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
  });
}

const newest = async (email: string) => (await mailTo(mock, email)).at(-1);

// W-28: the e-mails the Spanish site asks for are written in Spanish, in the site's usted.
describe("the carrier's e-mails speak the visitor's language", () => {
  it.each([
    ['es', 'Restablezca su contraseña', /^Restablezca su contraseña aquí: http/],
    ['es-US,es;q=0.9', 'Restablezca su contraseña', /^Restablezca su contraseña aquí: http/],
    ['en;q=0.2,es-MX;q=0.8', 'Restablezca su contraseña', /^Restablezca su contraseña aquí: http/],
    ['en', 'Reset your password', /^Reset your password here: http/],
    [undefined, 'Reset your password', /^Reset your password here: http/],
    ['fr', 'Reset your password', /^Reset your password here: http/],
  ])('a reset link asked for in %s', async (language, subject, text) => {
    const { email } = DEMO_ACCOUNTS.subscriber;
    expect((await post('/public/auth/forgot_password', { email }, language)).statusCode).toBe(200);
    const mail = await newest(email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toMatch(text);
  });

  it('a verification code asked for in Spanish, at registration and again', async () => {
    const details = aRegistration();
    expect((await post('/public/auth/register', details, 'es')).statusCode).toBe(201);
    const first = await newest(details.email);
    expect(first?.subject).toBe('Su código de verificación');
    expect(first?.text).toBe(`Su código de verificación es ${first?.code}`);
    const resent = await post(
      `/public/auth/verify/${encodeURIComponent(details.email)}/resend_code`,
      undefined,
      'es',
    );
    expect(resent.statusCode).toBe(200);
    expect((await newest(details.email))?.subject).toBe('Su código de verificación');
  });

  it('the waitlist confirmation asked for in Spanish', async () => {
    const email = 'rosa.waitlist@example.com';
    expect((await post('/public/acp/waitlist', { email, state: 'IL' }, 'es')).statusCode).toBe(201);
    const mail = await newest(email);
    expect(mail?.subject).toBe('Está en la lista de espera de Illinois');
    expect(mail?.text).toContain('le escribiremos');
  });
});
