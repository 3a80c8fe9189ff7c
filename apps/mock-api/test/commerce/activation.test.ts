import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';
import type { CarrierError } from './commerce-api';

const mock = useMock();

type Reply = Schemas['SimActivation'] & Schemas['AddOnActivation'] & CarrierError;

const activateSim = (esn: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  mock.json<Reply>({
    method: 'POST',
    url: `/public/sim/${esn}/activate`,
    payload: { activationCode: '482913', ...body },
    headers,
  });

const activateAddOn = (mdn: string, activationCode = 'AO-77120') =>
  mock.json<Reply>({ method: 'POST', url: '/public/add-on_plan/activate', payload: { mdn, activationCode } });

const PORT_IN = {
  portInNumber: '7185550123',
  accountNumber: '400123987',
  accountPin: '2468',
  zipCode: '11201',
  activationCode: '739105',
};

const portIn = (esn: string, token: string | null, body: Record<string, unknown> = {}) =>
  mock.json<Reply>({
    method: 'POST',
    url: `/subscriber/sim/${esn}/port/activate`,
    payload: { ...PORT_IN, ...body },
    headers: token ? bearer(token) : {},
  });

describe('SIM activation', () => {
  it('activates a SIM once, with a new number, then answers SIM_ALREADY_ACTIVATED from the state', async () => {
    const first = await activateSim('89014103211118510720', { resellerCode: 'RESELLER01' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'SIM card activated successfully',
      esn: '89014103211118510720',
      mdn: expect.stringMatching(/^[2-9]\d{2}555\d{4}$/),
      status: 'active',
    });
    const second = await activateSim('89014103211118510720');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 'SIM_ALREADY_ACTIVATED',
      message: 'This SIM card is already activated',
    });
    expect(second.headers['x-mock-outcome']).toBe('state');
    const other = await activateSim('89014103211118510738');
    expect(other.status).toBe(200);
    expect(other.body.mdn).not.toBe(first.body.mdn);
  });

  it.each([
    [
      '0409',
      409,
      'SIM_ALREADY_ACTIVATED',
      'activation.already-activated',
      'activation.add-on.already-activated',
    ],
    ['0500', 500, 'PROBLEM_WITH_ACTIVATION', 'activation.problem', 'activation.problem'],
    ['0404', 404, 'SIM_NOT_FOUND', 'activation.not-found', 'activation.not-found'],
  ])(
    'answers an ESN or MDN ending %s with %d %s',
    async (suffix, status, error, simOutcome, addOnOutcome) => {
      for (const [response, outcome] of [
        [await activateSim(`8901410321111851${suffix}`), simOutcome],
        [await activateAddOn(`305555${suffix}`), addOnOutcome],
      ] as const) {
        expect(response.status).toBe(status);
        expect(response.body.error).toBe(error);
        expect(response.headers['x-mock-outcome']).toBe(outcome);
      }
    },
  );

  it('rejects an unknown reseller code before activating', async () => {
    const { status, body } = await activateSim('89014103211118510720', { resellerCode: 'NOBODY-99' });
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_RESELLER_CODE');
    expect((await activateSim('89014103211118510720')).status).toBe(200);
  });

  it.each([
    ['letters in the ESN', 'ABC123', {}],
    ['an ESN over 20 digits', '123456789012345678901', {}],
    ['no activation code', '89014103211118510720', { activationCode: undefined }],
    ['an activation code over 20 characters', '89014103211118510720', { activationCode: 'X'.repeat(21) }],
  ])('rejects %s with 400', async (_case, esn, body) => {
    const { status, body: error } = await activateSim(esn, body);
    expect(status).toBe(400);
    expect(error.error).toBe('FIELD_VALIDATION_FAILED');
  });

  it('answers SIM_ALREADY_ACTIVATED for a fresh SIM when the header names it', async () => {
    const { status, body, headers } = await activateSim(
      '89014103211118510720',
      {},
      {
        'x-mock-scenario': 'activation.already-activated',
      },
    );
    expect(status).toBe(409);
    expect(body.error).toBe('SIM_ALREADY_ACTIVATED');
    expect(headers['x-mock-outcome']).toBe('activation.already-activated');
  });

  it('applies an armed outcome to its session for as many requests as armed, and to no other session', async () => {
    const armed = await mock.json({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      headers: { 'x-mock-session': 'demo-anna' },
      payload: { scenario: 'activation.already-activated', times: 2 },
    });
    expect(armed.status).toBe(201);
    const anna = { 'x-mock-session': 'demo-anna' };
    expect((await activateSim('1000000001', {}, { 'x-mock-session': 'demo-ben' })).status).toBe(200);
    expect((await activateSim('1000000002')).status).toBe(200);
    expect((await activateSim('1000000003', {}, anna)).status).toBe(409);
    expect((await activateSim('1000000004', {}, anna)).status).toBe(409);
    expect((await activateSim('1000000005', {}, anna)).status).toBe(200);
  });
});

describe('add-on activation', () => {
  it('activates a line the first time, whatever the code, and SIM_ALREADY_ACTIVATED after, in add-on words', async () => {
    const first = await activateAddOn('3055550142');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Add-on plan activated successfully', mdn: '3055550142' });
    for (const code of ['AO-77120', 'AO-77121']) {
      const again = await activateAddOn('3055550142', code);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        error: 'SIM_ALREADY_ACTIVATED',
        message: 'This add-on plan is already activated',
      });
    }
    expect((await activateAddOn('3055550143', 'AO-77121')).status).toBe(200);
  });
});

describe('port-in activation', () => {
  it('activates the subscriber’s SIM with the ported number, once', async () => {
    const token = await demoSubscriberToken(mock);
    const { status, body } = await portIn('89014103211118510721', token);
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'SIM card activated with your ported number',
      esn: '89014103211118510721',
      mdn: '7185550123',
      status: 'active',
    });
    expect((await portIn('89014103211118510721', token, { portInNumber: '7185550124' })).status).toBe(409);
    expect((await portIn('89014103211118510739', token)).body.error).toBe('SIM_ALREADY_ACTIVATED');
  });

  it('cannot port onto a SIM activated already', async () => {
    const token = await demoSubscriberToken(mock);
    await activateSim('89014103211118510721');
    expect((await portIn('89014103211118510721', token)).status).toBe(409);
  });

  it.each([
    ['the losing carrier refuses the PIN', { accountPin: '0000' }, 422, 'PORT_IN_FAILED'],
    ['the number is not 10 digits', { portInNumber: '718555' }, 400, 'FIELD_VALIDATION_FAILED'],
    ['the zip code is not 5 digits', { zipCode: '112' }, 400, 'FIELD_VALIDATION_FAILED'],
  ])('fails when %s', async (_case, body, status, error) => {
    const token = await demoSubscriberToken(mock);
    const response = await portIn('89014103211118510721', token, body);
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
  });

  it('needs a token', async () => {
    expect((await portIn('89014103211118510721', null)).status).toBe(401);
  });
});
