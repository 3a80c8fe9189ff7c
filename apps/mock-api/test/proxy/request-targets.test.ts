import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import { buildProxy, documentedExample, listen } from './proxy-setup';

/** Sends raw bytes and answers the raw reply: no client library rewrites the request-target. */
function rawRequest(origin: string, head: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

describe('the proxy forwards the path it checked, and only that', () => {
  const carrier = Fastify();
  const seen: string[] = [];
  carrier.addHook('onRequest', async (request) => {
    seen.push(request.url);
  });
  carrier.get('/api/public/plan/:id', () => documentedExample('getPlan'));
  carrier.get('/api/public/rate/:country', () => documentedExample('getRate'));
  let proxy: BuiltApp;
  let origin: string;
  beforeAll(async () => {
    proxy = await buildProxy(`${await listen(carrier)}/api`);
    origin = await listen(proxy.app);
  });
  afterAll(async () => {
    await proxy.app.close();
    await carrier.close();
  });

  it('takes only the path and query of an absolute-form request-target (edges audit X-1)', async () => {
    seen.length = 0;
    const reply = await rawRequest(
      origin,
      `GET http://elsewhere.example:4409/public/plan/4?x=1 HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen).toEqual(['/api/public/plan/4?x=1']);
  });

  it.each(['%2e%2e', '..', '.%2e'])(
    'sends a dot-segment parameter (%s) as it came, not resolved to another resource (edges audit X-2)',
    async (country) => {
      seen.length = 0;
      const reply = await rawRequest(
        origin,
        `GET /public/rate/${country} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`,
      );
      expect(reply).toMatch(/^HTTP\/1\.1 /);
      expect(seen).toEqual([`/api/public/rate/${country}`]);
    },
  );
});
