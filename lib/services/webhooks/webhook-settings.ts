/** Settings, read from the environment on every pass so tests and operators can change them. */
export interface WebhookSettings {
  /** First retry delay; attempt n waits base * 2^(n-1), capped at maxDelayMs. WEBHOOK_RETRY_BASE_MS, default 60 s. */
  retryBaseMs: number;
  /** WEBHOOK_RETRY_MAX_MS, default 1 hour. */
  maxDelayMs: number;
  /** Tries per delivery before it is failed. WEBHOOK_MAX_ATTEMPTS, default 8. */
  maxAttempts: number;
  /** Failed deliveries in a row after which the endpoint is disabled. WEBHOOK_DISABLE_AFTER, default 5. */
  disableAfter: number;
  /** Time the receiver has to answer. WEBHOOK_TIMEOUT_MS, default 10 s. */
  timeoutMs: number;
}

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min ? Math.floor(value) : fallback;
}

export function webhookSettings(): WebhookSettings {
  return {
    retryBaseMs: envInt('WEBHOOK_RETRY_BASE_MS', 60_000, 0),
    maxDelayMs: envInt('WEBHOOK_RETRY_MAX_MS', 3_600_000, 0),
    maxAttempts: envInt('WEBHOOK_MAX_ATTEMPTS', 8, 1),
    disableAfter: envInt('WEBHOOK_DISABLE_AFTER', 5, 1),
    timeoutMs: envInt('WEBHOOK_TIMEOUT_MS', 10_000, 1),
  };
}

/** Delay before the attempt after failed attempt `attempt` (1-based). */
export function retryDelayMs(
  attempt: number,
  settings: Pick<WebhookSettings, 'retryBaseMs' | 'maxDelayMs'> = webhookSettings(),
): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), settings.maxDelayMs);
}
