import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { testSettings } from '../build';
import { buildProxy, documentedExample, listen } from './proxy-setup';

const carrierPlan = { ...documentedExample('getPlan'), name: 'Plan as the carrier has it' };
const notFound = documentedExample('getPlan', 404);

describe('recording what the carrier answered, and serving it back', () => {
  const carrier = Fastify();
  carrier.get('/public/plan/4', () => carrierPlan);
  carrier.get('/public/plan/5', () => ({ ...carrierPlan, promo: 'spring' }));
  carrier.get('/public/plan/404', (_request, reply) => reply.code(404).send(notFound));
  let folder: string;
  let proxy: BuiltApp;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mock-recordings-'));
    proxy = await buildProxy(await listen(carrier), { record: folder });
    for (const id of ['4', '5', '404']) await proxy.app.inject({ method: 'GET', url: `/public/plan/${id}` });
  });
  afterAll(async () => {
    await proxy.app.close();
    await carrier.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes each exchange that kept to the document as recorded.<operationId>.<status>, and no other', async () => {
    expect((await readdir(folder)).sort()).toEqual([
      'recorded.getPlan.200.json',
      'recorded.getPlan.404.json',
    ]);
    const recording = JSON.parse(await readFile(join(folder, 'recorded.getPlan.200.json'), 'utf8'));
    expect(recording).toEqual({
      id: 'recorded.getPlan.200',
      operationId: 'getPlan',
      status: 200,
      mediaType: 'application/json',
      // Plan 5's reply, with a property the document does not name, came later and was not kept.
      body: carrierPlan,
      recordedFrom: 'GET /public/plan/4',
      recordedAt: expect.any(String),
    });
  });

  describe('a mock started with --recordings', () => {
    let mock: BuiltApp;
    beforeAll(async () => {
      mock = await buildApp(testSettings({ recordings: folder }));
    });
    afterAll(() => mock.app.close());

    it('lists the recordings among its scenarios', async () => {
      const { scenarios } = (await mock.app.inject({ method: 'GET', url: '/__mock/scenarios' })).json();
      expect(scenarios.filter((s: { id: string }) => s.id.startsWith('recorded.'))).toEqual([
        expect.objectContaining({
          id: 'recorded.getPlan.200',
          operations: ['getPlan'],
          status: 200,
          error: null,
        }),
        expect.objectContaining({ id: 'recorded.getPlan.404', status: 404, error: 'PLAN_NOT_FOUND' }),
      ]);
    });

    it('serves an armed recording once, then its own reply again', async () => {
      const armed = await mock.app.inject({
        method: 'POST',
        url: '/__mock/scenarios/arm',
        payload: { scenario: 'recorded.getPlan.200', times: 1 },
      });
      expect(armed.statusCode).toBe(201);
      const replayed = await mock.app.inject({ method: 'GET', url: '/public/plan/1' });
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toEqual(carrierPlan);
      expect(replayed.headers['x-mock-outcome']).toBe('recorded.getPlan.200');
      const own = await mock.app.inject({ method: 'GET', url: '/public/plan/1' });
      expect(own.headers['x-mock-outcome']).toBe('state');
      expect(own.json().name).not.toBe(carrierPlan.name);
    });

    it('serves a recording named in X-Mock-Scenario', async () => {
      const replayed = await mock.app.inject({
        method: 'GET',
        url: '/public/plan/1',
        headers: { 'x-mock-scenario': 'recorded.getPlan.404' },
      });
      expect(replayed.statusCode).toBe(404);
      expect(replayed.json()).toEqual(notFound);
      expect(mock.app.contractViolations).toEqual([]);
    });
  });

  it('refuses to start on a recording whose reply breaks the document, naming the file', async () => {
    const tampered = await mkdtemp(join(tmpdir(), 'mock-recordings-'));
    const recording = JSON.parse(await readFile(join(folder, 'recorded.getPlan.200.json'), 'utf8'));
    const file = join(tampered, 'recorded.getPlan.200.json');
    await writeFile(file, JSON.stringify({ ...recording, body: { ...carrierPlan, costPerMonth: 'free' } }));
    await expect(buildApp(testSettings({ recordings: tampered }))).rejects.toThrow(
      `Recording ${file} breaks the carrier document: data/costPerMonth must be number`,
    );
    await rm(tampered, { recursive: true, force: true });
  });
});
