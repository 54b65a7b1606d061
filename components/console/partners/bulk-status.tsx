import type { ReactNode } from 'react';
import { useParticipationCounts, type NetworkStatus } from '@/lib/client/hooks/partners';
import { describeError } from '@/lib/client/form-errors';
import { formatNumber, plural } from '@/lib/client/format';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/states';

export interface BulkAction {
  status: NetworkStatus;
  label: string;
  done: string;
  variant: 'primary' | 'secondary' | 'danger';
}

const ACTIONS: BulkAction[] = [
  { status: 'a', label: 'Approve', done: 'approved', variant: 'primary' },
  { status: 'p', label: 'Set pending', done: 'set to pending', variant: 'secondary' },
  { status: 'r', label: 'Reject', done: 'rejected', variant: 'danger' },
];

/**
 * Shown while partners are ticked: how many, a button per network status, the grid's other
 * actions (`children`: add to a collection or a group), and Clear.
 */
export function BulkStatusBar({
  count,
  pending,
  onAction,
  onClear,
  children,
}: {
  count: number;
  pending: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-2 text-sm"
    >
      <span className="mr-2 font-medium text-blue-900">{plural(count, 'partner')} selected</span>
      {ACTIONS.map((a) => (
        <Button
          key={a.status}
          size="sm"
          variant={a.variant}
          onClick={() => onAction(a)}
          disabled={pending}
        >
          {a.label}
        </Button>
      ))}
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}

/** What rejecting ends: every open participation of the partners, counted before confirming. */
function RejectImpact({ counts }: { counts: ReturnType<typeof useParticipationCounts> }) {
  if (counts.isLoading)
    return (
      <span className="flex items-center gap-2" role="status">
        <Spinner /> Counting their participations…
      </span>
    );
  if (counts.isError)
    return (
      <span>
        The participations could not be counted ({describeError(counts.error)}). Rejecting still
        ends every participation they have.
      </span>
    );
  return (
    <span data-testid="reject-impact">
      Rejecting from the network also rejects them from every campaign: this will end{' '}
      <strong>{plural(counts.data?.meta.open ?? 0, 'participation')}</strong>. Setting them back to
      approved later does not restore them.
    </span>
  );
}

/** The confirmation of a bulk status change, listing the partners it changes. */
export function BulkStatusDialog({
  networkId,
  action,
  selected,
  selectedOnPage,
  total,
  onClose,
  onConfirm,
}: {
  networkId: number;
  action: BulkAction | null;
  selected: Map<string, string>;
  selectedOnPage: number;
  total: number;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const counts = useParticipationCounts(networkId, [...selected.keys()], action?.status === 'r');
  const partners = plural(selected.size, 'partner');
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action ? `${action.label} ${partners}?` : ''}
      confirmLabel={action ? `${action.label} ${partners}` : ''}
      confirmVariant={action?.variant === 'danger' ? 'danger' : 'primary'}
      confirmDisabled={action?.status === 'r' && !counts.data && !counts.isError}
      onConfirm={onConfirm}
      description={
        action?.status === 'r' ? (
          <RejectImpact counts={counts} />
        ) : (
          `${partners} will be ${action?.done ?? ''} on the network.`
        )
      }
    >
      <ul className="max-h-40 overflow-y-auto rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {[...selected.entries()].map(([id, name]) => (
          <li key={id}>
            {name} <span className="text-slate-400">#{id}</span>
          </li>
        ))}
      </ul>
      {selected.size > selectedOnPage && (
        <p className="mt-2 text-xs text-slate-500">Includes partners selected on other pages.</p>
      )}
      {total > 0 && <p className="sr-only">{formatNumber(total)} partners match the filter.</p>}
    </ConfirmDialog>
  );
}
