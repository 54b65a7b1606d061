import { useForm } from 'react-hook-form';
import { DeclineRequestsIn } from '@/lib/schemas/participation';
import { apiResolver } from '@/lib/client/form-resolver';
import { plural } from '@/lib/client/format';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { itemOf, type QueueRow } from './request-row';

/** The optional reason for declining one or several requests. */
export function DeclineForm({
  rows,
  onDone,
}: {
  rows: QueueRow[];
  onDone: (reason: string) => void;
}) {
  const form = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    // The same schema the decline operation parses: the reason is checked for every item.
    resolver: apiResolver(
      DeclineRequestsIn,
      (v: { reason: string }) => ({
        campaign_requests: rows.map((r) => ({ ...itemOf(r), reason: v.reason.trim() || null })),
      }),
      {
        campaign_requests: 'reason',
      },
    ),
  });
  return (
    <form
      onSubmit={form.handleSubmit((v) => onDone(v.reason.trim()))}
      noValidate
      className="space-y-4"
    >
      <TextAreaField
        label="Reason (optional)"
        hint="Kept in the participation's history."
        rows={3}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <DialogCancel />
        <Button type="submit" variant="danger">
          Decline {plural(rows.length, 'request')}
        </Button>
      </div>
    </form>
  );
}
