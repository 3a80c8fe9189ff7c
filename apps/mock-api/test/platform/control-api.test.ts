import { describe, expect, it } from 'vitest';
import type { ChatMessage, Mail } from '../../src/store/mail';
import { useMock } from '../build';

const mock = useMock();

const SCENARIO = 'catalogue.plan.not-found';
/** An operation of SCENARIO; the answer when nothing is forced comes from the catalogue's handler. */
const GET_PLAN = { method: 'GET', url: '/public/plan/1' } as const;

interface Armed {
  scenario: string;
  remaining: number;
  session: string | null;
}

async function arm(scenario: string, times?: number, session?: string) {
  return mock.json<Armed>({
    method: 'POST',
    url: '/__mock/scenarios/arm',
    payload: times === undefined ? { scenario } : { scenario, times },
    headers: session ? { 'x-mock-session': session } : {},
  });
}

async function armed(session?: string): Promise<Armed[]> {
  const { body } = await mock.json<{ armed: Armed[] }>({
    method: 'GET',
    url: '/__mock/scenarios',
    headers: session ? { 'x-mock-session': session } : {},
  });
  return body.armed;
}

async function outcomeOf(session?: string): Promise<string> {
  const response = await mock.request({ ...GET_PLAN, headers: session ? { 'x-mock-session': session } : {} });
  return String(response.headers['x-mock-outcome']);
}

function mail(id: string, to: string, sentAt: string): Mail {
  return {
    id,
    to,
    subject: 'Your verification code',
    kind: 'verification-code',
    text: 'Code',
    code: 'AB12CD',
    link: null,
    sentAt,
  };
}

describe('scenarios', () => {
  it('lists the whole catalogue with what is armed', async () => {
    await arm(SCENARIO);
    const { status, body } = await mock.json<{ scenarios: { id: string }[]; armed: Armed[] }>({
      method: 'GET',
      url: '/__mock/scenarios',
    });
    expect(status).toBe(200);
    expect(body.scenarios.map((s) => s.id)).toContain('nlad.enroll.duplicate');
    expect(body.armed).toEqual([{ scenario: SCENARIO, remaining: 1, session: null }]);
  });

  it('arms a scenario for the next `times` requests of its operations, then lets them go', async () => {
    const { status, body } = await arm(SCENARIO, 2);
    expect(status).toBe(201);
    expect(body).toEqual({ scenario: SCENARIO, remaining: 2, session: null });
    expect(await outcomeOf()).toBe(SCENARIO);
    expect(await armed()).toEqual([{ scenario: SCENARIO, remaining: 1, session: null }]);
    expect(await outcomeOf()).toBe(SCENARIO);
    expect(await armed()).toEqual([]);
    expect(await outcomeOf()).not.toBe(SCENARIO);
  });

  it('scopes an arm to its X-Mock-Session', async () => {
    await arm(SCENARIO, 1, 'anna');
    expect(await outcomeOf('ben')).not.toBe(SCENARIO);
    expect(await outcomeOf()).not.toBe(SCENARIO);
    expect(await armed('anna')).toEqual([{ scenario: SCENARIO, remaining: 1, session: 'anna' }]);
    expect(await outcomeOf('anna')).toBe(SCENARIO);
    expect(await armed('anna')).toEqual([]);
  });

  it('lists a session its own arms and the global ones; without a session, everything', async () => {
    await arm(SCENARIO, 1, 'anna');
    await arm('fault.server-error', 1, 'ben');
    await arm('orders.order.not-found');
    expect((await armed('anna')).map((a) => a.scenario)).toEqual([SCENARIO, 'orders.order.not-found']);
    expect(await armed()).toHaveLength(3);
  });

  it('adds to the count when the same scenario is armed again for the same session', async () => {
    await arm(SCENARIO, 2, 'anna');
    const { body } = await arm(SCENARIO, 3, 'anna');
    expect(body).toEqual({ scenario: SCENARIO, remaining: 5, session: 'anna' });
    expect(await armed('anna')).toEqual([body]);
  });

  it('answers 404 SCENARIO_NOT_FOUND for an unknown scenario', async () => {
    const { status, body } = await arm('nlad.enroll.dupe');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'SCENARIO_NOT_FOUND' });
  });

  it.each([
    ['times below 1', { scenario: SCENARIO, times: 0 }, 'times'],
    ['times not a number', { scenario: SCENARIO, times: 'twice' }, 'times'],
    ['no scenario', { times: 1 }, 'scenario'],
  ])('rejects an arm request with %s', async (_, payload, field) => {
    const { status, body } = await mock.json<{ errors: { field: string }[] }>({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      payload,
    });
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  it('rejects a malformed X-Mock-Session', async () => {
    const { status } = await mock.json({
      method: 'GET',
      url: '/__mock/scenarios',
      headers: { 'x-mock-session': 'anna and ben' },
    });
    expect(status).toBe(400);
  });

  it("disarms a session's arms, or with no session everything", async () => {
    await arm(SCENARIO, 1, 'anna');
    await arm('fault.server-error', 1, 'ben');
    await arm('orders.order.not-found');
    const bySession = await mock.json({
      method: 'DELETE',
      url: '/__mock/scenarios/armed',
      headers: { 'x-mock-session': 'anna' },
    });
    expect(bySession.body).toEqual({ message: '1 armed scenario removed' });
    expect((await armed()).map((a) => a.scenario)).toEqual(['fault.server-error', 'orders.order.not-found']);
    const all = await mock.json({ method: 'DELETE', url: '/__mock/scenarios/armed' });
    expect(all.body).toEqual({ message: '2 armed scenarios removed' });
    expect(await armed()).toEqual([]);
  });
});

describe('inboxes', () => {
  it('lists the outbox newest first, filtered by recipient without regard to case', async () => {
    const { world } = await mock.start();
    world.state.mail.outbox.push(
      mail('mail-1', 'maria.lopez@example.com', '2025-03-01T14:00:00.000Z'),
      mail('mail-2', 'john.carter@example.com', '2025-03-01T14:01:00.000Z'),
      mail('mail-3', 'maria.lopez@example.com', '2025-03-01T14:02:00.000Z'),
    );
    const all = await mock.json<{ messages: Mail[] }>({ method: 'GET', url: '/__mock/outbox' });
    expect(all.body.messages.map((m) => m.id)).toEqual(['mail-3', 'mail-2', 'mail-1']);
    const maria = await mock.json<{ messages: Mail[] }>({
      method: 'GET',
      url: '/__mock/outbox?to=Maria.Lopez@example.com',
    });
    expect(maria.body.messages.map((m) => m.id)).toEqual(['mail-3', 'mail-1']);
  });

  it('rejects an outbox filter that is not an e-mail address', async () => {
    const { status } = await mock.json({ method: 'GET', url: '/__mock/outbox?to=maria' });
    expect(status).toBe(400);
  });

  it('lists the chat inbox newest first', async () => {
    const { world } = await mock.start();
    const chat = (id: string): ChatMessage => ({
      id,
      text: 'My tablet has not arrived yet.',
      channel: '#support',
      username: 'Contact form',
      receivedAt: '2025-03-01T15:10:00.000Z',
    });
    world.state.mail.chat.push(chat('chat-1'), chat('chat-2'));
    const { status, body } = await mock.json<{ messages: ChatMessage[] }>({
      method: 'GET',
      url: '/__mock/chat',
    });
    expect(status).toBe(200);
    expect(body.messages.map((m) => m.id)).toEqual(['chat-2', 'chat-1']);
  });
});

describe('request log', () => {
  interface Logged {
    url: string;
    operationId: string | null;
    status: number;
    outcome: string;
    session: string | null;
  }

  async function log(query = ''): Promise<Logged[]> {
    const { body } = await mock.json<{ requests: Logged[] }>({
      method: 'GET',
      url: `/__mock/requests${query}`,
    });
    return body.requests;
  }

  it('logs carrier requests newest first with their operation, status, outcome and session', async () => {
    await mock.request({ method: 'GET', url: '/public/plan/1', headers: { 'x-mock-scenario': SCENARIO } });
    await mock.request({ method: 'GET', url: '/public/plan/abc', headers: { 'x-mock-session': 'anna' } });
    expect(await log()).toMatchObject([
      {
        url: '/public/plan/abc',
        operationId: 'getPlan',
        status: 400,
        outcome: 'request.field-validation-failed',
        session: 'anna',
      },
      { url: '/public/plan/1', operationId: 'getPlan', status: 404, outcome: SCENARIO, session: null },
    ]);
  });

  it('keeps its own control calls out of the log', async () => {
    await mock.request({ method: 'GET', url: '/__mock/clock' });
    expect(await log()).toEqual([]);
  });

  it('returns at most `limit` entries, the newest', async () => {
    for (const id of [1, 2, 3])
      await mock.request({
        method: 'GET',
        url: `/public/plan/${id}`,
        headers: { 'x-mock-scenario': SCENARIO },
      });
    expect((await log('?limit=2')).map((entry) => entry.url)).toEqual(['/public/plan/3', '/public/plan/2']);
  });

  it.each(['0', '1001', 'many'])('rejects limit=%s', async (limit) => {
    const { status } = await mock.json({ method: 'GET', url: `/__mock/requests?limit=${limit}` });
    expect(status).toBe(400);
  });
});

describe('clock', () => {
  const DAY = 86_400_000;

  it('advances, reports and resets the simulated time', async () => {
    const asked = Date.now();
    const before = await mock.json<{ now: string; offsetMs: number }>({
      method: 'GET',
      url: '/__mock/clock',
    });
    const answered = Date.now();
    expect(before.body.offsetMs).toBe(0);
    // The real time: read between the question and the answer (the ISO form drops nothing below a millisecond).
    expect(Date.parse(before.body.now)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(before.body.now)).toBeLessThanOrEqual(answered);

    const advanced = await mock.json<{ now: string; offsetMs: number }>({
      method: 'POST',
      url: '/__mock/clock/advance',
      payload: { ms: DAY },
    });
    expect(advanced.body.offsetMs).toBe(DAY);
    expect(Date.parse(advanced.body.now) - Date.parse(before.body.now)).toBeGreaterThanOrEqual(DAY);

    const reset = await mock.json<{ offsetMs: number }>({ method: 'POST', url: '/__mock/clock/reset' });
    expect(reset.body.offsetMs).toBe(0);
  });

  it('rejects moving the clock backwards', async () => {
    const { status, body } = await mock.json({
      method: 'POST',
      url: '/__mock/clock/advance',
      payload: { ms: -1 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'FIELD_VALIDATION_FAILED' });
  });
});

describe('reset', () => {
  it('goes back to the seed: state, armed scenarios, clock and request log', async () => {
    const { world } = await mock.start();
    const seedOutbox = world.state.mail.outbox.length;
    world.state.mail.outbox.push(mail('mail-9', 'maria.lopez@example.com', '2025-03-01T14:00:00.000Z'));
    await arm(SCENARIO, 3, 'anna');
    await mock.request({ method: 'POST', url: '/__mock/clock/advance', payload: { ms: 1000 } });
    await mock.request({ method: 'GET', url: '/public/plan/abc' });

    const { status, body } = await mock.json({ method: 'POST', url: '/__mock/reset' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: expect.any(String) });
    expect(world.state.mail.outbox).toHaveLength(seedOutbox);
    expect(await armed()).toEqual([]);
    expect(world.clock.offsetMs).toBe(0);
    expect(await log()).toEqual([]);
  });

  async function log() {
    return (await mock.json<{ requests: unknown[] }>({ method: 'GET', url: '/__mock/requests' })).body
      .requests;
  }
});
