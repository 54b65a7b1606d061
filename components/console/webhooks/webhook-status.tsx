import type { WebhookOut } from '@/lib/schemas/webhook-endpoint';
import { Badge } from '@/components/ui/badge';

/** Enabled, or disabled with the reason (such as too many failures in a row). */
export function WebhookStatus({ webhook }: { webhook: WebhookOut }) {
  if (webhook.enabled) return <Badge tone="green">Enabled</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="red">Disabled</Badge>
      {webhook.disabled_reason && (
        <span className="text-xs text-slate-500">{webhook.disabled_reason}</span>
      )}
    </span>
  );
}
