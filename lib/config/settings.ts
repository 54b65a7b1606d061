import { z } from 'zod';
import {
  addressList,
  decimal,
  matching,
  oneOf,
  optional,
  onOff,
  optionalDecimal,
  optionalMatching,
  optionalOnOff,
  optionalWhole,
  text,
  textOr,
  url,
  whole,
} from './fields';

/**
 * Every environment variable the app reads, one entry each, with its default and parsing.
 * README.md's "Configuration" table documents each of them (tests/docs/configuration-table.test.ts
 * fails when one is missing there). Defaults that differ under tests are left open here and
 * settled in lib/config/index.ts.
 */
export const settingsSchema = z.object({
  DATABASE_URL: url(),
  DATA_DIR: textOr('./.data'),
  DATABASE_POOL_SIZE: whole(20, 1),
  REDIS_URL: url(),
  PORT: whole(3000, 0, 65_535),
  KEEP_ALIVE_TIMEOUT_MS: whole(65_000, 0),
  API_FAST_PATH: onOff(true),
  CLICK_FAST_PATH: onOff(true),
  RATE_LIMIT_POINTS: whole(600, 1),
  RATE_LIMIT_WINDOW_SECONDS: whole(60, 1),
  RATE_LIMIT_PREFIX: textOr('anet-rl'),
  AUTH_CACHE_SECONDS: optionalDecimal(0, 86_400),
  NEXTAUTH_URL: url(),
  NEXTAUTH_SECRET: text(),
  PUBLIC_BASE_URL: url({ trimSlash: true }),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  DEMO_SEED: onOff(true),
  FRAUD_DETECTION: onOff(true),
  SMTP_URL: url(),
  MAIL_FROM: textOr('no-reply@localhost'),
  TRUSTED_PROXIES: addressList(),
  TRUSTED_PROXY_HOPS: whole(0, 0, 99),
  SAFE_FETCH_ALLOW_ADDRESSES: addressList(),
  IDEMPOTENCY_WAIT_MS: whole(10_000, 0),
  IDEMPOTENCY_LEASE_MS: whole(15_000, 100, 3_600_000),
  WEBHOOK_RETRY_BASE_MS: whole(60_000, 0),
  WEBHOOK_RETRY_MAX_MS: whole(3_600_000, 0),
  WEBHOOK_MAX_ATTEMPTS: whole(8, 1),
  WEBHOOK_DISABLE_AFTER: whole(5, 1),
  WEBHOOK_TIMEOUT_MS: whole(10_000, 1),
  WEBHOOK_POLL_MS: whole(5_000, 1),
  WEBHOOK_WORKERS: optionalOnOff(),
  TRACKING_BASE_URL: url({ trimSlash: true }),
  CLICK_REF_PARAM: matching(
    /^[A-Za-z0-9_.-]{1,64}$/,
    'letters, digits, _ . or - (at most 64)',
    'clickref',
  ),
  CLICK_IP_MODE: oneOf(['truncate', 'hash'], 'truncate'),
  CLICK_IP_SECRET: text(),
  CLICK_COUNTRY_HEADER: optionalMatching(
    /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/,
    'an HTTP header name (letters, digits, - _ . and the like; at most 64)',
  ),
  PAYMENT_DETAILS_KEY: text(),
  CLICK_FLOOD_LIMIT: whole(10, 1, 1_000_000),
  CLICK_FLOOD_WINDOW_SECONDS: whole(60, 1, 86_400),
  CLICK_RETENTION_MONTHS: whole(25, 1, 1200),
  CLICK_CACHE_SECONDS: whole(5, 0, 3600),
  CLICK_WRITE_CONCURRENCY: whole(4, 1, 1000),
  CONVERSION_MAX_VALUE: whole(1_000_000, 1, 99_999_999),
  CONVERSION_MAX_AGE_DAYS: whole(365, 1, 36_500),
  QUEUE_EXPIRE_SECONDS: whole(900, 1),
  QUEUE_POOL_SIZE: whole(4, 1),
  QUEUE_WORKERS: onOff(true),
  QUEUE_CONCURRENCY: optionalWhole(1, 1000),
  QUEUE_POLL_SECONDS: decimal(1, 0.5, 3600),
  QUEUE_HEARTBEAT_SECONDS: whole(10, 1, 3600),
  PSEUDO_LOCALE: onOff(false),
});

export type Settings = z.infer<typeof settingsSchema>;

/** The names of every setting, in the schema's order. */
export const settingNames = Object.keys(settingsSchema.shape) as (keyof Settings)[];
