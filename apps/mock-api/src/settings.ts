import { parseArgs } from 'node:util';

/** Everything the mock can be told at start; each has a flag and an environment variable. */
export interface Settings {
  host: string;
  port: number;
  /** Where the browser is sent back to after checkout and the National Verifier (the web's origin). */
  webOrigin: string;
  /** The mock's own public origin, used in the links it hands out (checkout, verifier, portal). */
  publicUrl: string;
  /** Survives restarts when set: state is loaded from and written to this file. */
  stateFile: string | undefined;
  tokenTtlSeconds: number;
  /** Added before every reply, to feel a slow network. */
  delayMs: number;
  /** How long the `fault.timeout` scenario holds a reply: past the client's timeout. */
  timeoutDelayMs: number;
  /** Checks every reply against the document; on in tests, off in normal runs (it costs time). */
  validateResponses: boolean;
  /** Signs bearer tokens. */
  tokenSecret: string;
  logLevel: string;
}

const options = {
  host: { type: 'string', env: 'MOCK_HOST', default: '127.0.0.1', help: 'address to bind' },
  port: { type: 'string', env: 'MOCK_PORT', default: '4010', help: 'port to listen on' },
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
    help: 'origin of this mock in the links it hands out (default http://<host>:<port>)',
  },
  'state-file': {
    type: 'string',
    env: 'MOCK_STATE_FILE',
    default: '',
    help: 'persist state to this JSON file (written atomically, loaded at start)',
  },
  'token-ttl': {
    type: 'string',
    env: 'MOCK_TOKEN_TTL',
    default: '3600',
    help: 'bearer token lifetime, seconds',
  },
  delay: { type: 'string', env: 'MOCK_DELAY_MS', default: '0', help: 'latency added to every reply, ms' },
  'timeout-delay': {
    type: 'string',
    env: 'MOCK_TIMEOUT_DELAY_MS',
    default: '31000',
    help: 'how long the fault.timeout scenario holds a reply, ms',
  },
  'validate-responses': {
    type: 'boolean',
    env: 'MOCK_VALIDATE_RESPONSES',
    default: false,
    help: 'check every reply against the OpenAPI document',
  },
  'log-level': {
    type: 'string',
    env: 'MOCK_LOG_LEVEL',
    default: 'info',
    help: 'fatal, error, warn, info, debug',
  },
  help: { type: 'boolean', env: '', default: false, help: 'print this help' },
} as const;

type OptionName = keyof typeof options;

export function helpText(): string {
  const lines = Object.entries(options).map(([name, option]) => {
    const env = option.env ? ` (${option.env})` : '';
    const fallback = option.default === '' || option.default === false ? '' : ` [${option.default}]`;
    return `  --${name.padEnd(20)}${option.help}${env}${fallback}`;
  });
  return ['Usage: mock-api [options]', '', 'The offline carrier backend.', '', ...lines].join('\n');
}

function positiveInt(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`--${name} must be a whole number, got '${value}'`);
  return number;
}

/** Reads settings from flags, then the environment, then the defaults. */
export function readSettings(
  argv: string[],
  environment: Record<string, string | undefined>,
): Settings & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(options).map(([name, o]) => [name, { type: o.type }])),
    strict: true,
  });
  const pick = (name: OptionName): string => {
    const option = options[name];
    const flag = values[name];
    if (flag !== undefined) return String(flag);
    const fromEnv = option.env ? environment[option.env] : undefined;
    return fromEnv ?? String(option.default);
  };
  const host = pick('host');
  const port = positiveInt('port', pick('port'));
  return {
    host,
    port,
    webOrigin: pick('web-origin'),
    publicUrl: pick('public-url') || `http://${host}:${port}`,
    stateFile: pick('state-file') || undefined,
    tokenTtlSeconds: positiveInt('token-ttl', pick('token-ttl')),
    delayMs: positiveInt('delay', pick('delay')),
    timeoutDelayMs: positiveInt('timeout-delay', pick('timeout-delay')),
    validateResponses: pick('validate-responses') === 'true',
    tokenSecret: environment.MOCK_TOKEN_SECRET ?? 'mock-carrier-signing-key',
    logLevel: pick('log-level'),
    help: pick('help') === 'true',
  };
}
