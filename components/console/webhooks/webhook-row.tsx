import Link from 'next/link';
import type { WebhookOut } from '@/lib/schemas/webhook-endpoint';
import { formatDateTime, plural } from '@/lib/client/format';
import { Button, buttonClass } from '@/components/ui/button';
import { WebhookStatus } from './webhook-status';

/** One endpoint: its URL (to its deliveries), events, status, failures, and enable/disable and delete. */
export function WebhookRow({
  webhook: w,
  busy,
  onSetEnabled,
  onDelete,
}: {
  webhook: WebhookOut;
  busy: boolean;
  onSetEnabled: (enabled: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td className="max-w-md py-2 pr-3">
        <Link
          href={`/console/webhooks/${w.webhook_id}`}
          className="block font-medium break-all text-brand hover:underline"
        >
          {w.url}
        </Link>
        <span className="text-xs text-slate-500">
          {w.description ? `${w.description} · ` : ''}added {formatDateTime(w.created_at)}
        </span>
      </td>
      <td className="px-3 py-2">
        <span title={w.event_types.join(', ')}>{plural(w.event_types.length, 'event type')}</span>
      </td>
      <td className="px-3 py-2">
        <WebhookStatus webhook={w} />
      </td>
      <td className="px-3 py-2 tabular-nums">{w.consecutive_failures}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        <span className="inline-flex gap-1">
          <Link href={`/console/webhooks/${w.webhook_id}`} className={buttonClass('ghost', 'sm')}>
            Deliveries
          </Link>
          <Button
            size="sm"
            onClick={() => onSetEnabled(!w.enabled)}
            disabled={busy}
            aria-label={`${w.enabled ? 'Disable' : 'Enable'} ${w.url}`}
          >
            {w.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${w.url}`}>
            Delete
          </Button>
        </span>
      </td>
    </tr>
  );
}
