import { config, type Config } from '@/lib/config';

/** The delivery settings (WEBHOOK_*, README "Configuration"; lib/config). */
export type WebhookSettings = Config['webhooks'];

export const webhookSettings = (): WebhookSettings => config().webhooks;

/** Delay before the attempt after failed attempt `attempt` (1-based). */
export function retryDelayMs(
  attempt: number,
  settings: Pick<WebhookSettings, 'retryBaseMs' | 'maxDelayMs'> = webhookSettings(),
): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), settings.maxDelayMs);
}
