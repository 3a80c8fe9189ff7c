import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { testSettings } from '../build';

const REQUEST_TIMEOUT_MS = 300;

let built: BuiltApp;
let port: number;

beforeAll(async () => {
  built = await buildApp(testSettings({ requestTimeoutMs: REQUEST_TIMEOUT_MS }));
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  port = (built.app.server.address() as AddressInfo).port;
});
afterAll(() => built.app.close());

/** Sends `head` and `body` on a raw socket, never the rest; answers what came back once the server closed it. */
function sendShort(head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
  });
}

describe('a request whose body never arrives (robustness audit F4)', () => {
  it('is answered 408 and closed by the server', async () => {
    const reply = await sendShort(
      [
        'POST /public/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 10',
      ].join('\r\n'),
      '{"a',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('leaves the server answering others', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/public/plan`);
    expect(response.status).toBe(200);
  });
});
