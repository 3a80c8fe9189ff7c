import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

/** Everything the mock can be told at start; each has a flag and an environment variable. */
export interface Settings {
  host: string;
  port: number;
  /** Where the browser is sent back to after checkout and the National Verifier (the web's origin). */
  webOrigin: string;
  /** The mock's own public origin, used in the links it hands out (checkout, verifier, portal). */
  publicUrl: string;
  /** Host names answered besides 127.0.0.1, localhost, [::1] and those of the two origins (DNS rebinding). */
  allowedHosts: string[];
  /** Survives restarts when set: state is loaded from and written to this file. */
  stateFile: string | undefined;
  tokenTtlSeconds: number;
  /** Added before every reply, to feel a slow network. */
  delayMs: number;
  /** How late the `fault.latency` scenario answers. */
  latencyMs: number;
  /** How long the `fault.timeout` scenario holds a reply: past the client's timeout. */
  timeoutDelayMs: number;
  /** A request whose body has not fully arrived by then is answered 408 and its connection closed. */
  requestTimeoutMs: number;
  /** Checks every reply against the document; on in tests, off in normal runs (it costs time). */
  validateResponses: boolean;
  /** Signs bearer tokens: MOCK_TOKEN_SECRET, else a random key drawn at each start. */
  tokenSecret: string;
  logLevel: LogLevel;
  /** The carrier to forward every carrier operation to (the validating proxy); undefined: simulate. */
  upstream: string | undefined;
  /** How long the proxy waits for the upstream's reply before answering 504. */
  upstreamTimeoutMs: number;
  /** The largest upstream reply body the proxy reads; a larger one is answered 502. */
  upstreamMaxBytes: number;
  /** CI: where to write the violations (`<report>.json`, `<report>.xml`) at shutdown. */
  report: string | undefined;
  /** CI: stop after this many proxied exchanges (0: never). */
  maxRequests: number;
  /** Write each proxied exchange that kept to the document into this folder, as a recorded scenario. */
  record: string | undefined;
  /** Load the recorded scenarios of this folder at start. */
  recordings: string | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

interface Option {
  type: 'string' | 'boolean';
  env: string;
  default: string;
  help: string;
}

const options = {
  host: { type: 'string', env: 'MOCK_HOST', default: '127.0.0.1', help: 'address to bind' },
  port: { type: 'string', env: 'MOCK_PORT', default: '4010', help: 'port to listen on (0: any free port)' },
  'web-origin': {
    type: 'string',
    env: 'MOCK_WEB_ORIGIN',
    default: 'http://127.0.0.1:5173',
    help: 'the web site origin: CORS and the redirects back from checkout and the verifier',
  },
  'public-url': {
    type: 'string',
    env: 'MOCK_PUBLIC_URL',
    default: '',
    help: 'origin of this mock in the links it hands out [http://<host>:<port>]',
  },
  'allowed-hosts': {
    type: 'string',
    env: 'MOCK_ALLOWED_HOSTS',
    default: '',
    help: 'more host names to answer, comma-separated (127.0.0.1, localhost and those of the origins always)',
  },
  'state-file': {
    type: 'string',
    env: 'MOCK_STATE_FILE',
    default: '',
    help: 'keep state in this JSON file: loaded at start, written atomically after changes',
  },
  'token-ttl': { type: 'string', env: 'MOCK_TOKEN_TTL', default: '3600', help: 'bearer token lifetime, s' },
  delay: { type: 'string', env: 'MOCK_DELAY_MS', default: '0', help: 'latency added to every reply, ms' },
  latency: {
    type: 'string',
    env: 'MOCK_LATENCY_MS',
    default: '2000',
    help: 'how late the fault.latency scenario answers, ms',
  },
  'timeout-delay': {
    type: 'string',
    env: 'MOCK_TIMEOUT_DELAY_MS',
    default: '31000',
    help: 'how long the fault.timeout scenario holds a reply, ms',
  },
  'request-timeout': {
    type: 'string',
    env: 'MOCK_REQUEST_TIMEOUT_MS',
    default: '10000',
    help: 'a request not fully received by then gets 408 and is closed, ms',
  },
  'validate-responses': {
    type: 'boolean',
    env: 'MOCK_VALIDATE_RESPONSES',
    default: 'false',
    help: 'check every reply against the OpenAPI documents (true/false)',
  },
  'log-level': {
    type: 'string',
    env: 'MOCK_LOG_LEVEL',
    default: 'info',
    help: LOG_LEVELS.join(', '),
  },
  upstream: {
    type: 'string',
    env: 'MOCK_UPSTREAM',
    default: '',
    help: 'validating proxy: forward every carrier operation to this base URL, report what breaks the document',
  },
  'upstream-timeout': {
    type: 'string',
    env: 'MOCK_UPSTREAM_TIMEOUT_MS',
    default: '20000',
    help: 'proxy: an upstream silent this long gets a 504, ms',
  },
  'upstream-max-bytes': {
    type: 'string',
    env: 'MOCK_UPSTREAM_MAX_BYTES',
    default: '8388608',
    help: 'proxy: an upstream reply body larger than this gets a 502, bytes',
  },
  report: {
    type: 'string',
    env: 'MOCK_REPORT',
    default: '',
    help: 'proxy: write the violations to <report>.json and <report>.xml (JUnit) at exit; exit 1 if any',
  },
  'max-requests': {
    type: 'string',
    env: 'MOCK_MAX_REQUESTS',
    default: '0',
    help: 'proxy: stop after this many proxied requests (0: run until SIGTERM)',
  },
  record: {
    type: 'string',
    env: 'MOCK_RECORD',
    default: '',
    help: 'proxy: write each exchange that kept to the document into this folder as a scenario',
  },
  recordings: {
    type: 'string',
    env: 'MOCK_RECORDINGS',
    default: '',
    help: 'load the recorded scenarios of this folder (recorded.<operationId>.<status>)',
  },
  help: { type: 'boolean', env: '', default: 'false', help: 'print this help' },
  version: {
    type: 'boolean',
    env: '',
    default: 'false',
    help: "print the mock's version and the carrier document's info.version",
  },
} as const satisfies Record<string, Option>;

type OptionName = keyof typeof options;

/** Not a flag: a secret does not belong in a process list. */
const TOKEN_SECRET_ENV = 'MOCK_TOKEN_SECRET';

/** Every flag and its environment variable (none for --help and --version), as --help lists them. */
export const SETTING_NAMES: { flag: string; env: string }[] = [
  ...Object.entries(options).map(([name, option]: [string, Option]) => ({
    flag: `--${name}`,
    env: option.env,
  })),
  { flag: '', env: TOKEN_SECRET_ENV },
];

export function helpText(): string {
  const lines = Object.entries(options).map(([name, option]: [string, Option]) => {
    const env = option.env ? ` (${option.env})` : '';
    const fallback = option.default === '' || option.type === 'boolean' ? '' : ` [${option.default}]`;
    return `  --${name.padEnd(20)}${option.help}${fallback}${env}`;
  });
  return [
    'Usage: carrier-mock [proxy] [options]',
    '',
    'The offline carrier backend. Flags beat environment variables, which beat the defaults [in brackets].',
    'carrier-mock proxy: the validating proxy, which refuses to start without --upstream.',
    '',
    ...lines,
    '',
    `  ${TOKEN_SECRET_ENV.padEnd(22)}signs bearer tokens (environment only) [a random key at each start]`,
  ].join('\n');
}

function wholeNumber(name: string, value: string, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > max)
    throw new Error(`--${name} must be a whole number from 0 to ${max}, got '${value}'`);
  return number;
}

function flag(name: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`--${name} must be true or false, got '${value}'`);
}

function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--${name} must be an http(s) origin such as http://127.0.0.1:5173, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--${name} must be an http(s) origin, got '${value}'`);
  return url.origin;
}

function baseUrl(name: string, value: string): string {
  origin(name, value);
  const url = new URL(value);
  // A secret in a URL ends up in process lists and logs; the client's Authorization header is passed on instead.
  if (url.username || url.password) throw new Error(`--${name} must not carry a user name or password`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The proxy's own flags mean nothing without an upstream: a CI job that forgot it must not pass silently. */
function needsUpstream(values: Record<string, string>, upstream: string | undefined): void {
  if (upstream) return;
  const given = Object.entries(values).find(([, value]) => value !== '' && value !== '0');
  if (given) throw new Error(`--${given[0]} needs --upstream (MOCK_UPSTREAM)`);
}

const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

function hostNames(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.some((name) => !HOST_NAME.test(name)))
    throw new Error(
      `--allowed-hosts must be host names separated by commas, such as demo.lan,mock.example, got '${value}'`,
    );
  return names;
}

function logLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return level;
}

/** What the command line asks for besides the settings: the command, or only the help or the version. */
export interface Command {
  /** `proxy`: the validating proxy, which must have an upstream. */
  command: 'start' | 'proxy';
  help: boolean;
  version: boolean;
}

function command(positionals: string[]): Command['command'] {
  const [first, ...rest] = positionals;
  if (first === undefined) return 'start';
  if (first === 'proxy' && rest.length === 0) return 'proxy';
  throw new Error(`Unknown command '${positionals.join(' ')}': the one command is proxy`);
}

/** Reads settings from flags, then the environment, then the defaults; a bad value throws a readable error. */
export function readSettings(
  argv: string[],
  environment: Record<string, string | undefined>,
): Settings & Command {
  const { values, positionals } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(options).map(([name, o]) => [name, { type: o.type }])),
    strict: true,
    allowPositionals: true,
  });
  const pick = (name: OptionName): string => {
    const option: Option = options[name];
    const given = values[name];
    if (given !== undefined) return String(given);
    const fromEnv = option.env ? environment[option.env] : undefined;
    return fromEnv ?? option.default;
  };
  const host = pick('host');
  const port = wholeNumber('port', pick('port'), 65535);
  const publicUrl = pick('public-url');
  const upstream = pick('upstream') ? baseUrl('upstream', pick('upstream')) : undefined;
  needsUpstream(
    { report: pick('report'), 'max-requests': pick('max-requests'), record: pick('record') },
    upstream,
  );
  return {
    host,
    port,
    webOrigin: origin('web-origin', pick('web-origin')),
    publicUrl: publicUrl ? origin('public-url', publicUrl) : `http://${host}:${port}`,
    allowedHosts: hostNames(pick('allowed-hosts')),
    stateFile: pick('state-file') || undefined,
    tokenTtlSeconds: wholeNumber('token-ttl', pick('token-ttl')),
    delayMs: wholeNumber('delay', pick('delay')),
    latencyMs: wholeNumber('latency', pick('latency')),
    timeoutDelayMs: wholeNumber('timeout-delay', pick('timeout-delay')),
    requestTimeoutMs: wholeNumber('request-timeout', pick('request-timeout')),
    validateResponses: flag('validate-responses', pick('validate-responses')),
    // No key in the source: anyone could mint a token for any account with it (robustness audit F6).
    tokenSecret: environment[TOKEN_SECRET_ENV] || randomBytes(32).toString('base64url'),
    logLevel: logLevel(pick('log-level')),
    upstream,
    upstreamTimeoutMs: wholeNumber('upstream-timeout', pick('upstream-timeout')),
    upstreamMaxBytes: wholeNumber('upstream-max-bytes', pick('upstream-max-bytes')),
    report: pick('report') || undefined,
    maxRequests: wholeNumber('max-requests', pick('max-requests')),
    record: pick('record') || undefined,
    recordings: pick('recordings') || undefined,
    command: command(positionals),
    help: flag('help', pick('help')),
    version: flag('version', pick('version')),
  };
}
