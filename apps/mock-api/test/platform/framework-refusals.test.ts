import { connect } from 'node:net';
import { CARRIER_SCHEMA_ID, carrierApiDocument } from '@carrier/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { createSchemaValidators } from '../../src/validation/schema-validation';
import { testSettings } from '../build';

const WEB = 'http://127.0.0.1:5173';
const validators = createSchemaValidators({ [CARRIER_SCHEMA_ID]: carrierApiDocument });
const isCarrierError = validators.response.compile({
  $ref: `${CARRIER_SCHEMA_ID}#/components/schemas/Error`,
});

let built: BuiltApp;
let port: number;
beforeAll(async () => {
  built = await buildApp(testSettings({ requestTimeoutMs: 1000 }));
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  port = (built.app.server.address() as { port: number }).port;
});
afterAll(() => built.app.close());

/** Sends raw bytes and answers what came back before the server closed or a second passed. */
function raw(bytes: string, waitMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const done = () => resolve(received);
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(() => {
      socket.destroy();
      done();
    }, waitMs);
    socket.write(bytes);
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined };
}

function expectCarrierShape(body: unknown) {
  expect(isCarrierError(body), JSON.stringify(isCarrierError.errors)).toBe(true);
}

describe("Fastify's and Node's own refusals have the carrier's shape, outcome and CORS headers (edges audit E-1)", () => {
  it.each([
    ['a path parameter over 1,024 characters', `/public/rate/${'A'.repeat(1100)}`],
    ['a bad percent-encoding', '/public/rate/%zz'],
  ])('%s is 400 FIELD_VALIDATION_FAILED naming the path', async (_, url) => {
    const response = await built.app.inject({ method: 'GET', url, headers: { origin: WEB } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-mock-outcome']).toBe('request.field-validation-failed');
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    expect(response.headers['access-control-expose-headers']).toContain('X-Mock-Outcome');
    const body = response.json();
    expectCarrierShape(body);
    expect(body).toMatchObject({ error: 'FIELD_VALIDATION_FAILED', errors: [{ field: 'path' }] });
  });

  it.each([
    [
      'headers over the limit',
      `GET /public/plan HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`,
      431,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a header line without a colon',
      'GET /public/plan HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n',
      400,
      'FIELD_VALIDATION_FAILED',
    ],
    [
      'an HTTP/1.1 request without Host',
      `GET /public/plan HTTP/1.1\r\nOrigin: ${WEB}\r\n\r\n`,
      400,
      'FIELD_VALIDATION_FAILED',
    ],
    ['headers that never finish', 'GET /public/plan HTTP/1.1\r\n', 408, 'REQUEST_TIMEOUT'],
  ])('%s', async (_, bytes, status, code) => {
    const response = parse(await raw(bytes));
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-mock-outcome']).toMatch(/^request\./);
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    expect(response.headers['access-control-expose-headers']).toContain('X-Mock-Outcome');
    expectCarrierShape(response.body);
    expect(response.body).toMatchObject({ error: code });
  });

  it('still answers after them', async () => {
    expect(
      parse(await raw('GET /public/plan HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status,
    ).toBe(200);
  });
});
