import { scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { starters } from '../../src/starters/catalogue';
import { useMock } from '../build';

const mock = useMock();
const SESSION = 'demo-starter';

async function start(id: string, session: string | null = SESSION) {
  return mock.json<Record<string, unknown>>({
    method: 'POST',
    url: `/__mock/starters/${id}`,
    headers: session ? { 'x-mock-session': session } : {},
  });
}

describe('journey starters', () => {
  it('arm only scenarios of the catalogue', () => {
    const ids = new Set(scenarios.map((scenario) => scenario.id));
    for (const starter of starters) for (const id of starter.scenarios) expect(ids, starter.id).toContain(id);
  });

  it('are listed by the control API', async () => {
    const { status, body } = await mock.json({ method: 'GET', url: '/__mock/starters' });
    expect(status).toBe(200);
    expect(body).toEqual({ starters });
  });

  it.each(starters.map((starter) => [starter.id, starter] as const))(
    '%s: arms its scenarios for the session alone, once each, and says where to start',
    async (id, starter) => {
      const { status, body } = await start(id);
      expect(status).toBe(201);
      expect(body.armed).toEqual(
        starter.scenarios.map((scenario) => ({ scenario, remaining: 1, session: SESSION })),
      );
      expect(mock.world.scenarios.listArmed('another-tab')).toEqual([]);
      if (starter.seeds.endsWith('checkout')) expect(body.open).toMatch(/^http:\/\/[^/]+\/checkout\/[^/]+$/);
      else expect(body.open).toBe(starter.firstPage);
    },
  );

  it('seed a new applicant with a completed application, untouched by the scenario armed after it', async () => {
    const { body } = await start('eligibility-rejected');
    const applicant = body.applicant as Record<string, string>;
    const recheck = await mock.json<{ status: string }>({
      method: 'POST',
      url: '/public/acp/eligibility-check/recheck',
      payload: { applicationId: applicant.applicationId, eligibilityCheckId: applicant.eligibilityCheckId },
    });
    expect(recheck).toMatchObject({ status: 200, body: { status: 'COMPLETE' } });
    const other = await start('eligibility-rejected');
    expect((other.body.applicant as Record<string, string>).lastName).not.toBe(applicant.lastName);
  });

  it("seed a checkout kept for the session: a SIM purchase's, or the demo subscriber's balance top-up", async () => {
    for (const [id, type] of [
      ['payment-declined', 'purchase'],
      ['payment-pending', 'top_up'],
    ] as const) {
      const { body } = await start(id);
      const checkout = mock.world.state.commerce.checkouts.find((entry) =>
        String(body.open).endsWith(entry.id),
      );
      expect(checkout?.session, id).toBe(SESSION);
      const order = mock.world.state.commerce.orders.find((entry) => entry.order.id === checkout?.orderId);
      expect(order?.order.type, id).toBe(type);
    }
  });

  it("hand the site the declined purchase's cart: its payment and the summary page of what it buys (N-11)", async () => {
    const { body } = await start('payment-declined');
    const checkout = mock.world.state.commerce.checkouts.find((entry) =>
      String(body.open).endsWith(entry.id),
    );
    const payment = mock.world.state.commerce.payments.find((entry) => entry.id === checkout?.paymentId);
    expect(body.cart).toEqual({ paymentId: payment?.publicId, path: '/SummaryPlanPage?plan=5&price=12' });
    expect((await start('payment-pending')).body.cart).toBeNull();
    expect((await start('eligibility-rejected')).body.cart).toBeNull();
  });

  it('seed an expired login of the demo subscriber: the carrier refuses its token', async () => {
    const { body } = await start('session-expired');
    const login = body.login as { authToken: string; expiresAt: string };
    expect(Date.parse(login.expiresAt)).toBeLessThan(Date.now());
    const profile = await mock.json<{ error: string }>({
      method: 'GET',
      url: '/subscriber/profile',
      headers: { authorization: `Bearer ${login.authToken}` },
    });
    expect(profile).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
  });

  it('need a session: a starter never arms for everyone', async () => {
    expect((await start('eligibility-pending', null)).status).toBe(400);
    expect(mock.world.scenarios.listArmed(null)).toEqual([]);
  });

  it('answer 404 STARTER_NOT_FOUND to an unknown id', async () => {
    expect(await start('no-such-starter')).toMatchObject({
      status: 404,
      body: { error: 'STARTER_NOT_FOUND' },
    });
  });
});
