'use client';

import { useState, type FormEvent } from 'react';
import { splitServerError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import {
  usePaidSearchMutations,
  usePaidSearchWindows,
  type PaidSearchWindow,
} from '@/lib/client/hooks/paid-search';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateWindowFields, utcDateTime } from '@/components/ui/date-window-fields';
import { FormError } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

/**
 * A participation's paid-search violation windows, in the campaign's Partners tab: the partner
 * bid on the brand's terms from a start, to an end or open-ended, and the commissions of sales in
 * the window are not paid (docs/fraud.md#paid-search-violations). Add a window; end a running
 * one (one not started yet is removed).
 */

const FIELDS = ['start_date_time', 'end_date_time'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function stateOf(w: PaidSearchWindow, now: number): 'scheduled' | 'running' | 'ended' {
  if (Date.parse(w.start_date_time) > now) return 'scheduled';
  if (w.end_date_time && Date.parse(w.end_date_time) <= now) return 'ended';
  return 'running';
}

function WindowRow({
  w,
  readAt,
  onEnd,
  ending,
}: {
  w: PaidSearchWindow;
  /** When the list was read: a window's state is as of then. */
  readAt: number;
  onEnd: () => void;
  ending: boolean;
}) {
  const state = stateOf(w, readAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div>
        <p className="text-sm">
          From {formatDateTime(w.start_date_time)}{' '}
          {w.end_date_time ? `to ${formatDateTime(w.end_date_time)}` : '(open-ended)'}
        </p>
        <Badge tone={state === 'running' ? 'red' : 'slate'}>
          {state === 'running' ? 'In force' : state === 'scheduled' ? 'Not started' : 'Ended'}
        </Badge>
      </div>
      {state !== 'ended' && (
        <Button size="sm" onClick={onEnd} disabled={ending}>
          {state === 'scheduled' ? 'Remove' : 'End now'}
        </Button>
      )}
    </li>
  );
}

export function PaidSearchWindows({
  participationId,
  partnerName,
}: {
  participationId: string;
  partnerName: string;
}) {
  const toast = useToast();
  const windows = usePaidSearchWindows(participationId);
  const { add, end } = usePaidSearchMutations(participationId);
  const [values, setValues] = useState<Values>({ start_date_time: '', end_date_time: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await add.mutateAsync({
        start_date_time: utcDateTime(values.start_date_time) ?? undefined,
        end_date_time: utcDateTime(values.end_date_time),
      });
      setValues({ start_date_time: '', end_date_time: '' });
      toast(`Paid-search violation recorded for ${partnerName}.`);
    } catch (error) {
      const split = splitServerError(error, FIELDS);
      setErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.message])));
      setFormError(split.message);
    }
  }
  async function endWindow(id: string) {
    setFormError(null);
    try {
      await end.mutateAsync(id);
      toast('Paid-search violation ended.');
    } catch (error) {
      setFormError(splitServerError(error, []).message);
    }
  }
  return (
    <div className="space-y-4">
      {windows.isLoading ? (
        <LoadingState label="Loading violations…" />
      ) : windows.isError ? (
        <ErrorState error={windows.error} retry={() => windows.refetch()} />
      ) : !windows.data?.data.length ? (
        <EmptyState title="No paid-search violations" />
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="paid-search-windows">
          {windows.data.data.map((w) => (
            <WindowRow
              key={w.id}
              w={w}
              readAt={windows.dataUpdatedAt}
              ending={end.isPending}
              onEnd={() => void endWindow(w.id)}
            />
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="space-y-4 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold">Record a violation</h3>
        <p className="text-sm text-slate-600">
          Commissions of {partnerName}&rsquo;s sales in the window are not paid; payment runs say
          why. Leave the start blank for now and the end blank while it goes on.
        </p>
        <FormError message={formError} />
        <DateWindowFields
          start={field('start_date_time')}
          end={field('end_date_time')}
          startLabel="From (UTC, optional)"
          endLabel="Until (UTC, optional)"
        />
        <DialogFormActions
          pending={add.isPending}
          label="Record violation"
          pendingLabel="Saving…"
        />
      </form>
    </div>
  );
}
