import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readSettings, SETTING_NAMES } from '../../src/settings';

describe('readSettings', () => {
  it('has defaults for a local run', () => {
    expect(readSettings([], {})).toEqual({
      host: '127.0.0.1',
      port: 4010,
      webOrigin: 'http://127.0.0.1:5173',
      publicUrl: 'http://127.0.0.1:4010',
      allowedHosts: [],
      stateFile: undefined,
      tokenTtlSeconds: 3600,
      delayMs: 0,
      latencyMs: 2000,
      timeoutDelayMs: 31000,
      requestTimeoutMs: 10000,
      validateResponses: false,
      tokenSecret: expect.stringMatching(/^[\w-]{43}$/),
      logLevel: 'info',
      upstream: undefined,
      upstreamTimeoutMs: 20000,
      upstreamMaxBytes: 8388608,
      report: undefined,
      maxRequests: 0,
      record: undefined,
      recordings: undefined,
      command: 'start',
      help: false,
      version: false,
    });
  });

  it('signs tokens with a key drawn at each start unless MOCK_TOKEN_SECRET names one (robustness audit F6)', () => {
    const keys = new Set([readSettings([], {}).tokenSecret, readSettings([], {}).tokenSecret]);
    expect(keys.size).toBe(2);
    expect(keys.has('mock-carrier-signing-key')).toBe(false);
    expect(readSettings([], { MOCK_TOKEN_SECRET: 'shared-key' }).tokenSecret).toBe('shared-key');
  });

  it('takes the environment over the defaults, and flags over the environment', () => {
    const environment = { MOCK_PORT: '5000', MOCK_DELAY_MS: '20', MOCK_STATE_FILE: '/tmp/env.json' };
    expect(readSettings([], environment)).toMatchObject({
      port: 5000,
      delayMs: 20,
      stateFile: '/tmp/env.json',
    });
    expect(readSettings(['--port', '6000', '--state-file', '/tmp/flag.json'], environment)).toMatchObject({
      port: 6000,
      delayMs: 20,
      stateFile: '/tmp/flag.json',
    });
  });

  it.each([
    [['--host', '0.0.0.0', '--port', '4011'], { publicUrl: 'http://0.0.0.0:4011' }],
    [['--public-url', 'https://mock.example.com/'], { publicUrl: 'https://mock.example.com' }],
    [['--web-origin', 'http://localhost:5173'], { webOrigin: 'http://localhost:5173' }],
    [['--validate-responses'], { validateResponses: true }],
    [['--log-level', 'warn'], { logLevel: 'warn' }],
    [
      ['--latency', '150', '--timeout-delay', '500', '--token-ttl', '60', '--request-timeout', '2500'],
      { latencyMs: 150, timeoutDelayMs: 500, tokenTtlSeconds: 60, requestTimeoutMs: 2500 },
    ],
    [['--help'], { help: true }],
    [
      ['--upstream', 'https://staging.carrier.test/api/', '--report', 'out/contract', '--max-requests', '50'],
      { upstream: 'https://staging.carrier.test/api', report: 'out/contract', maxRequests: 50 },
    ],
    [
      ['--upstream', 'http://127.0.0.1:9000', '--upstream-timeout', '500', '--record', 'rec'],
      { upstreamTimeoutMs: 500, record: 'rec' },
    ],
    [['--recordings', 'rec'], { recordings: 'rec', upstream: undefined }],
  ])('reads %j', (argv, expected) => {
    expect(readSettings(argv, {})).toMatchObject(expected);
  });

  it.each([
    ['MOCK_VALIDATE_RESPONSES', 'true', { validateResponses: true }],
    ['MOCK_VALIDATE_RESPONSES', '0', { validateResponses: false }],
    ['MOCK_TOKEN_SECRET', 'another-secret', { tokenSecret: 'another-secret' }],
    ['MOCK_LOG_LEVEL', 'silent', { logLevel: 'silent' }],
    ['MOCK_UPSTREAM', 'http://127.0.0.1:9000', { upstream: 'http://127.0.0.1:9000' }],
    ['MOCK_RECORDINGS', 'rec', { recordings: 'rec' }],
  ])('reads %s=%s from the environment', (name, value, expected) => {
    expect(readSettings([], { [name]: value })).toMatchObject(expected);
  });

  it.each([
    [['--port', 'abc'], "--port must be a whole number from 0 to 65535, got 'abc'"],
    [['--port', '70000'], "--port must be a whole number from 0 to 65535, got '70000'"],
    [['--port', ''], "--port must be a whole number from 0 to 65535, got ''"],
    [['--delay=-5'], "--delay must be a whole number from 0 to 9007199254740991, got '-5'"],
    [
      ['--timeout-delay', '1.5'],
      "--timeout-delay must be a whole number from 0 to 9007199254740991, got '1.5'",
    ],
    [['--web-origin', 'localhost:5173'], '--web-origin must be an http(s) origin'],
    [['--log-level', 'loud'], '--log-level must be one of fatal, error, warn, info, debug, trace, silent'],
    [['--no-such-flag'], "Unknown option '--no-such-flag'"],
    [['serve'], "Unknown command 'serve': the one command is proxy"],
    [['--report', 'out/contract'], '--report needs --upstream (MOCK_UPSTREAM)'],
    [['--record', 'rec'], '--record needs --upstream (MOCK_UPSTREAM)'],
    [['--upstream', 'https://user:pw@carrier.test'], '--upstream must not carry a user name or password'],
  ])('rejects %j', (argv, message) => {
    expect(() => readSettings(argv, {})).toThrow(message);
  });

  it('rejects a bad number from the environment too', () => {
    expect(() => readSettings([], { MOCK_TOKEN_TTL: 'an hour' })).toThrow(
      '--token-ttl must be a whole number',
    );
    expect(() => readSettings([], { MOCK_VALIDATE_RESPONSES: 'yes' })).toThrow(
      "--validate-responses must be true or false, got 'yes'",
    );
  });
});

describe('the server command', () => {
  const run = promisify(execFile);
  const appDir = fileURLToPath(new URL('../..', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

  it('prints every setting and its environment variable with --help', async () => {
    const { stdout } = await run(tsx, ['src/server.ts', '--help'], { cwd: appDir });
    expect(SETTING_NAMES.length).toBeGreaterThan(20);
    for (const { flag, env } of SETTING_NAMES) {
      const line = stdout.split('\n').find((text) => text.trim().split(/\s/)[0] === (flag || env));
      expect(line, flag || env).toContain(env);
    }
  });

  it('refuses a bad setting with the reason and the help, exit code 2', async () => {
    const failure = run(tsx, ['src/server.ts', '--port', 'abc'], { cwd: appDir });
    await expect(failure).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--port must be a whole number from 0 to 65535, got 'abc'"),
    });
  });
});
