'use client';

import { useState } from 'react';
import { useAddClaimReason } from '@/lib/client/hooks/claims';
import { useActionError } from '@/components/ui/action-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** A new rejection reason for the campaign, added to its list and chosen at once. */
export function AddReason({
  campaignId,
  onAdded,
}: {
  campaignId: string;
  onAdded: (reasonId: string) => void;
}) {
  const add = useAddClaimReason(campaignId);
  const [text, setText] = useState('');
  const { error, setError, run } = useActionError();
  async function submit() {
    if (!text.trim()) {
      setError('Enter the reason as the partner should read it');
      return;
    }
    await run(async () => {
      const answer = await add.mutateAsync(text.trim());
      onAdded(answer.transaction_query_reason.transaction_query_reason_id);
      setText('');
    });
  }
  return (
    <div className="mt-4 flex items-end gap-2">
      <TextField
        label="New reason (optional)"
        className="flex-1"
        value={text}
        maxLength={255}
        error={error ?? undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <Button size="sm" onClick={submit} disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add reason'}
      </Button>
    </div>
  );
}
