import type { WebhookDeliveryOut } from '@/lib/schemas/webhook-endpoint';
import { formatDateTime } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const STATUS_TONES = { pending: 'amber', succeeded: 'green', failed: 'red' } as const;
export const DELIVERY_STATUS_LABELS = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
} as const;

/** Every attempt of one delivery, when the next is due, and the body sent. */
function Attempts({ delivery }: { delivery: WebhookDeliveryOut }) {
  if (!delivery.attempts.length)
    return (
      <p className="text-sm text-slate-500">
        No attempt yet
        {delivery.next_attempt_at ? `; due ${formatDateTime(delivery.next_attempt_at)}` : ''}.
      </p>
    );
  return (
    <div className="space-y-2">
      <table className="min-w-full text-xs">
        <caption className="sr-only">Attempts of delivery {delivery.delivery_id}</caption>
        <thead className="text-left font-semibold text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3">
              #
            </th>
            {['When', 'Response', 'Duration', 'Error'].map((label) => (
              <th key={label} scope="col" className="px-3 py-1">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {delivery.attempts.map((a, i) => (
            <tr key={a.attempt_id}>
              <td className="py-1 pr-3 tabular-nums">{i + 1}</td>
              <td className="px-3 py-1">{formatDateTime(a.created_at)}</td>
              <td className="px-3 py-1 tabular-nums">{a.response_code ?? '—'}</td>
              <td className="px-3 py-1 tabular-nums">{a.duration_ms} ms</td>
              <td className="px-3 py-1 text-slate-600">{a.error ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {delivery.status === 'pending' && delivery.next_attempt_at && (
        <p className="text-xs text-slate-500">
          Next attempt due {formatDateTime(delivery.next_attempt_at)}.
        </p>
      )}
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-600">Body sent</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">
          {JSON.stringify(delivery.event, null, 2)}
        </pre>
      </details>
    </div>
  );
}

/** One delivery in the log; its event type opens the attempts below it. */
export function DeliveryRows({
  delivery: d,
  expanded,
  onToggle,
  canRedeliver,
  busy,
  onRedeliver,
}: {
  delivery: WebhookDeliveryOut;
  expanded: boolean;
  onToggle: () => void;
  canRedeliver: boolean;
  busy: boolean;
  onRedeliver: () => void;
}) {
  const last = d.attempts.at(-1);
  return (
    <>
      <tr>
        <td className="py-2 pr-3">
          <button
            type="button"
            aria-expanded={expanded}
            onClick={onToggle}
            className="text-left font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            <code>{d.event.type}</code>
          </button>
          <span className="block text-xs text-slate-500">{d.event.id}</span>
        </td>
        <td className="px-3 py-2">{formatDateTime(d.created_at)}</td>
        <td className="px-3 py-2">
          <Badge tone={STATUS_TONES[d.status]}>{DELIVERY_STATUS_LABELS[d.status]}</Badge>
        </td>
        <td className="px-3 py-2 tabular-nums">{d.attempt_count}</td>
        <td className="px-3 py-2 tabular-nums">{d.last_response_code ?? '—'}</td>
        <td className="px-3 py-2 tabular-nums">{last ? `${last.duration_ms} ms` : '—'}</td>
        <td className="px-3 py-2 text-right">
          <Button
            size="sm"
            onClick={onRedeliver}
            disabled={busy || !canRedeliver}
            title={canRedeliver ? undefined : 'Enable the webhook to redeliver'}
          >
            Redeliver
          </Button>
        </td>
      </tr>
      {expanded && (
        <tr>
          <td colSpan={7} className="bg-slate-50/50 px-3 py-3">
            <Attempts delivery={d} />
          </td>
        </tr>
      )}
    </>
  );
}
