import type { components as Control } from '@carrier/contracts/control';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import {
  application,
  type CarrierError,
  checkEligibility,
  post,
  recheck,
  tribalApplicant,
} from './benefit-api';

const mock = useMock();

type TribalReply = Schemas['TribalConfirmation'] & CarrierError;
const confirmTribal = (body: object) => post<TribalReply>(mock, '/public/acp/tribal-confirmation', body);

describe('tribal confirmation', () => {
  it.each([
    {
      name: 'with the device’s coordinates',
      body: { tribalId: '402918337', latitude: 36.1, longitude: -109.5 },
      reply: {
        tribalStatusConfirmed: true,
        latitude: 36.1,
        longitude: -109.5,
        coordinateSource: 'DEVICE_LOCATION',
      },
    },
    {
      name: 'with the address geocoded',
      body: { tribalId: '402918337' },
      reply: {
        tribalStatusConfirmed: true,
        latitude: 35.6806,
        longitude: -109.0526,
        coordinateSource: 'GEOCODED_ADDRESS',
      },
    },
    {
      name: 'off Tribal lands (tribal id ending 9999)',
      body: { tribalId: '402919999', latitude: 40.7, longitude: -74 },
      reply: { tribalStatusConfirmed: false, latitude: null, longitude: null, coordinateSource: null },
    },
  ])('answers $name', async ({ body, reply }) => {
    const { status, body: answer } = await confirmTribal(body);
    expect(status).toBe(200);
    expect(answer).toEqual(reply);
  });

  it.each([
    {
      name: 'a tribal id starting 000',
      body: { tribalId: '000918337' },
      status: 400,
      error: 'INVALID_TRIBAL_ID',
    },
    {
      name: 'a tribal id with letters',
      body: { tribalId: '40A' },
      status: 400,
      error: 'FIELD_VALIDATION_FAILED',
    },
    {
      name: 'an unknown application',
      body: { tribalId: '402918337', applicationId: 'A24-999999' },
      status: 404,
      error: 'APPLICATION_NOT_FOUND',
    },
  ])('refuses $name', async ({ body, status, error }) => {
    const reply = await confirmTribal(body);
    expect(reply.status).toBe(status);
    expect(reply.body.error).toBe(error);
  });

  it('records the result on the application, as its recheck shows', async () => {
    const checked = await checkEligibility(mock, tribalApplicant());
    const ids = {
      applicationId: checked.body.applicationId,
      eligibilityCheckId: checked.body.eligibilityCheckId,
    };
    expect(checked.body.tribalStatusConfirmed).toBe(true);
    await confirmTribal({ applicationId: ids.applicationId, tribalId: '402919999' });
    expect((await recheck(mock, ids)).body.tribalStatusConfirmed).toBe(false);
  });
});

describe('personal data of the enhanced-service page', () => {
  const submit = (body: object) =>
    post<Schemas['MessageResponse'] & CarrierError>(mock, '/public/acp/personal-data', body);
  const personalData = (ids: object) => ({
    ...ids,
    firstName: 'Maria',
    lastName: 'Lopez',
    dob: '1990-05-17',
    ssn4: '4821',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    tribalStatusConfirmed: false,
  });

  it('saves them for a known application', async () => {
    const ids = await application(mock);
    const { status, body } = await submit(personalData(ids));
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Personal data saved' });
  });

  it.each([
    { name: 'an unknown application', ids: async () => ({ applicationId: 'A24-999999' }) },
    {
      name: 'an eligibility check id of another application',
      ids: async () => ({
        applicationId: (await application(mock)).applicationId,
        eligibilityCheckId: '00000000-0000-4000-8000-000000000000',
      }),
    },
  ])('answers 404 APPLICATION_NOT_FOUND for $name', async ({ ids }) => {
    const { status, body } = await submit(personalData(await ids()));
    expect(status).toBe(404);
    expect(body.error).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('the waitlist of an uncovered state', () => {
  const join = (body: object) => post<Schemas['MessageResponse']>(mock, '/public/acp/waitlist', body);
  const outbox = async (to: string) =>
    (
      await mock.json<Control['schemas']['Outbox']>({
        method: 'GET',
        url: `/__mock/outbox?to=${encodeURIComponent(to)}`,
      })
    ).body.messages;

  it.each([
    { name: 'the state', body: { email: 'sam.nguyen@example.com', state: 'IL' } },
    { name: 'only the zip code', body: { email: 'sam.nguyen@example.com', zipCode: '60601' } },
    {
      name: 'the state’s name, as the sorry page holds it',
      body: { email: 'sam.nguyen@example.com', state: 'Illinois' },
    },
  ])('confirms by mail naming the state, given $name', async ({ body }) => {
    const { status, body: reply } = await join(body);
    expect(status).toBe(201);
    expect(reply).toEqual({ message: 'We will let you know when we reach your state' });
    const mails = await outbox(body.email);
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'waitlist',
        subject: 'You are on the waitlist for Illinois',
        code: null,
      }),
    ]);
    expect(mails[0]?.text).toContain('not available in Illinois yet');
  });

  it('takes a second join of the same e-mail without a second mail', async () => {
    const body = { email: 'sam.nguyen@example.com', state: 'IL', zipCode: '60601' };
    expect((await join(body)).status).toBe(201);
    expect((await join({ ...body, email: 'Sam.Nguyen@example.com' })).status).toBe(201);
    expect(await outbox('sam.nguyen@example.com')).toHaveLength(1);
  });

  it('rejects an e-mail without @, and takes one only the sorry page’s looser pattern allows (no mail sent)', async () => {
    expect((await join({ email: 'not-an-email' })).status).toBe(400);
    expect((await join({ email: 'sam@intranet', state: 'Illinois' })).status).toBe(201);
    expect(mock.world.state.benefit.waitlist).toContainEqual(
      expect.objectContaining({ email: 'sam@intranet', state: 'IL' }),
    );
    expect(mock.world.state.mail.outbox.filter((mail) => mail.to === 'sam@intranet')).toEqual([]);
  });
});

describe('the chat webhook stand-in', () => {
  it('keeps the message for the chat inbox', async () => {
    const text = 'First name: Maria\nLast name: Lopez\nMessage: My tablet has not arrived yet.';
    const { status, body } = await post(mock, '/webhooks/chat', {
      text,
      channel: '#support',
      username: 'Contact form',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const inbox = await mock.json<Control['schemas']['ChatInbox']>({ method: 'GET', url: '/__mock/chat' });
    expect(inbox.body.messages).toEqual([
      {
        id: expect.any(String),
        text,
        channel: '#support',
        username: 'Contact form',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('fails with 500 when the chat service is forced unavailable, keeping nothing', async () => {
    const { status } = await post(
      mock,
      '/webhooks/chat',
      { text: 'Hello' },
      { 'x-mock-scenario': 'contact.chat.unavailable' },
    );
    expect(status).toBe(500);
    const inbox = await mock.json<Control['schemas']['ChatInbox']>({ method: 'GET', url: '/__mock/chat' });
    expect(inbox.body.messages).toEqual([]);
  });
});
