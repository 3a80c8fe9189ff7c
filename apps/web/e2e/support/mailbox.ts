import { type APIRequestContext, expect } from '@playwright/test';

interface Mail {
  to: string;
  kind: string;
  code: string | null;
  link: string | null;
}

/** The newest mail of a kind the mock sent to an address (its outbox stands in for the user's mailbox). */
export async function newestMail(
  request: APIRequestContext,
  mockUrl: string,
  to: string,
  kind: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${mockUrl}/__mock/outbox`, { params: { to } });
      const { messages } = (await response.json()) as { messages: Mail[] };
      found = messages.find((mail) => mail.kind === kind);
      return found !== undefined;
    }, `a ${kind} mail to ${to}`)
    .toBe(true);
  return found as Mail;
}

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
