import { processSingleton } from '@/lib/process-singleton';
import { settingsSchema, type Settings } from './settings';

/**
 * The app's configuration: the environment read once, validated by lib/config/settings.ts and
 * arranged by concern. The only module that reads process.env (eslint.config.mjs enforces it;
 * scripts, bench and tests aside). A bad value stops the server at start (configOrExit(), called
 * first by instrumentation.ts) with a ConfigError naming each variable and what it expects.
 */
export type Env = Record<string, string | undefined>;

/** Thrown when the environment holds a value a setting does not accept. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration (see README.md, "Configuration"):\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

function parseSettings(env: Env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${String(issue.path[0])}: expects ${issue.message}`,
  );
  throw new ConfigError([...new Set(problems)]);
}

/** The configuration an environment describes (pure: validates `env`, never process.env). */
export function configFrom(env: Env) {
  const s = parseSettings(env);
  // Set by the toolchain, not by operators: vitest sets VITEST, Next.js and npm set NODE_ENV.
  const underTest = Boolean(env.VITEST);
  return {
    development: env.NODE_ENV === 'development',
    // PORT and KEEP_ALIVE_TIMEOUT_MS are validated here but read by lib/node-server/server.mjs
    // itself (it starts before Next.js); the port is also the demo's printed base URL.
    server: { port: s.PORT },
    demoSeed: s.DEMO_SEED,
    fraudDetection: s.FRAUD_DETECTION,
    pseudoLocale: s.PSEUDO_LOCALE,
    logLevel: s.LOG_LEVEL ?? (underTest ? 'silent' : 'info'),
    database: { url: s.DATABASE_URL, dataDir: s.DATA_DIR, poolSize: s.DATABASE_POOL_SIZE },
    redisUrl: s.REDIS_URL,
    fastPaths: { api: s.API_FAST_PATH, click: s.CLICK_FAST_PATH },
    rateLimit: {
      points: s.RATE_LIMIT_POINTS,
      windowSeconds: s.RATE_LIMIT_WINDOW_SECONDS,
      prefix: s.RATE_LIMIT_PREFIX,
    },
    authCacheSeconds: s.AUTH_CACHE_SECONDS ?? (underTest ? 0 : 5),
    session: { url: s.NEXTAUTH_URL, secret: s.NEXTAUTH_SECRET },
    paymentDetailsKey: s.PAYMENT_DETAILS_KEY,
    publicBaseUrl: s.PUBLIC_BASE_URL,
    mail: { smtpUrl: s.SMTP_URL, from: s.MAIL_FROM },
    trustedProxies: { addresses: s.TRUSTED_PROXIES, hops: s.TRUSTED_PROXY_HOPS },
    safeFetchAllowAddresses: s.SAFE_FETCH_ALLOW_ADDRESSES,
    idempotencyWaitMs: s.IDEMPOTENCY_WAIT_MS,
    idempotencyLeaseMs: s.IDEMPOTENCY_LEASE_MS,
    webhooks: {
      retryBaseMs: s.WEBHOOK_RETRY_BASE_MS,
      maxDelayMs: s.WEBHOOK_RETRY_MAX_MS,
      maxAttempts: s.WEBHOOK_MAX_ATTEMPTS,
      disableAfter: s.WEBHOOK_DISABLE_AFTER,
      timeoutMs: s.WEBHOOK_TIMEOUT_MS,
      pollMs: s.WEBHOOK_POLL_MS,
      // Off by default under tests: a queue one test file starts must not deliver another file's events.
      workers: s.WEBHOOK_WORKERS ?? !underTest,
    },
    tracking: {
      baseUrl: s.TRACKING_BASE_URL,
      clickrefParam: s.CLICK_REF_PARAM,
      ipMode: s.CLICK_IP_MODE,
      ipSecret: s.CLICK_IP_SECRET,
      // Header names are case-insensitive: node and the Fetch API both match them in lower case.
      countryHeader: s.CLICK_COUNTRY_HEADER?.toLowerCase(),
      floodLimit: s.CLICK_FLOOD_LIMIT,
      floodWindowSeconds: s.CLICK_FLOOD_WINDOW_SECONDS,
      retentionMonths: s.CLICK_RETENTION_MONTHS,
      cacheMs: s.CLICK_CACHE_SECONDS * 1000,
      writeConcurrency: s.CLICK_WRITE_CONCURRENCY,
    },
    conversions: {
      maxSaleValue: s.CONVERSION_MAX_VALUE,
      saleWindowDays: s.CONVERSION_MAX_AGE_DAYS,
    },
    queue: {
      workers: s.QUEUE_WORKERS,
      concurrency: s.QUEUE_CONCURRENCY,
      pollSeconds: s.QUEUE_POLL_SECONDS,
      expireSeconds: s.QUEUE_EXPIRE_SECONDS,
      poolSize: s.QUEUE_POOL_SIZE,
      heartbeatSeconds: s.QUEUE_HEARTBEAT_SECONDS,
    },
  } as const;
}

export type Config = Readonly<ReturnType<typeof configFrom>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const state = processSingleton('config', () => ({
  current: undefined as Config | undefined,
  overrides: {} as Env,
}));

/** The configuration of this process, read from the environment on first use. */
export function config(): Config {
  return (state.current ??= deepFreeze(configFrom({ ...process.env, ...state.overrides })));
}

/** At server start: the configuration, or each problem on stderr and exit code 1. */
export function configOrExit(): Config {
  try {
    return config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}

/**
 * Tests only: lays `overrides` over the environment (undefined unsets a variable) from now
 * until resetConfigForTests(). Later calls add to the earlier ones.
 */
export function overrideConfigForTests(overrides: Env): void {
  const next = { ...state.overrides, ...overrides };
  state.current = deepFreeze(configFrom({ ...process.env, ...next }));
  state.overrides = next;
}

/** Tests only: drops the overrides of `names` (of all when none is named). */
export function resetConfigForTests(...names: string[]): void {
  const next = { ...state.overrides };
  for (const name of names.length ? names : Object.keys(next)) delete next[name];
  state.overrides = next;
  state.current = undefined;
}
