'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useWhitelist, useWhitelistMutations } from '@/lib/client/hooks/fraud';
import { describeError } from '@/lib/client/form-errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

/** The partners a campaign's rules exempt: add by ID, remove, each in a dialog. */
export function Whitelist({ campaignId }: { campaignId: string }) {
  const list = useWhitelist(campaignId);
  const { add, remove } = useWhitelistMutations(campaignId);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [partnerId, setPartnerId] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ partner_id: string; partner_name: string } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const partners = list.data?.['whitelisted-partners'] ?? [];
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            setPartnerId('');
            setAddError(null);
            setAdding(true);
          }}
        >
          Add partner
        </Button>
      </div>
      <FormError message={error} />
      {list.isLoading ? (
        <LoadingState label="Loading the whitelist" />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : !partners.length ? (
        <EmptyState title="No partner is exempt">
          Every partner of this campaign is watched by its rules.
        </EmptyState>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          data-testid="fraud-whitelist"
        >
          {partners.map((p) => (
            <li
              key={p.partner_id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <Link href={`/console/partners/${p.partner_id}`} className="text-brand underline">
                {p.partner_name} (ID {p.partner_id})
              </Link>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setRemoving(p)}
                aria-label={`Remove ${p.partner_name} from the whitelist`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={adding}
        onOpenChange={setAdding}
        title="Exempt a partner from this campaign's rules"
        description="A whitelisted partner raises no incident on this campaign. Its payments are not held by them either."
      >
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setAddError(null);
            if (!partnerId.trim()) return setAddError('Enter the partner’s ID.');
            try {
              await add.mutateAsync(partnerId.trim());
              toast('Partner whitelisted on this campaign.');
              setAdding(false);
            } catch (err) {
              setAddError(describeError(err));
            }
          }}
        >
          <TextField
            label="Partner ID"
            inputMode="numeric"
            value={partnerId}
            error={addError ?? undefined}
            onChange={(e) => setPartnerId(e.target.value)}
          />
          <DialogFormActions pending={add.isPending} label="Whitelist" pendingLabel="Adding…" />
        </form>
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the whitelist"
        description={
          removing ? `${removing.partner_name} is watched by this campaign's rules again.` : ''
        }
        confirmLabel="Remove"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={async () => {
          setError(null);
          try {
            await remove.mutateAsync(removing!.partner_id);
            toast('Removed from the whitelist.');
          } catch (err) {
            setError(describeError(err));
          }
          setRemoving(null);
        }}
      />
    </>
  );
}
