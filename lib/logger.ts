import pino from 'pino';

const holder = globalThis as typeof globalThis & { __anetLogger?: pino.Logger };

/** Structured JSON logs on stdout. LOG_LEVEL=silent in tests unless asked for. */
export const logger: pino.Logger =
  holder.__anetLogger ??
  (holder.__anetLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
    base: { service: 'affiliate-network' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  }));
