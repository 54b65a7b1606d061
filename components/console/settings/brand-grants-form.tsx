import { useState } from 'react';
import type { NetworkUserOut } from '@/lib/schemas/user';
import { describeError } from '@/lib/client/form-errors';
import { useUserMutations } from '@/lib/client/hooks/users';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { BrandChecklist, useAllBrands } from './brand-checklist';

/** The brands of a brand user: tick to grant, untick to revoke, then save them at once. */
export function BrandGrantsForm({ user, onDone }: { user: NetworkUserOut; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const { setBrands } = useUserMutations(session.networkId);
  const { brands, isLoading } = useAllBrands();
  const [value, setValue] = useState<string[]>(user.brand_ids);
  const granted = value.filter((id) => !user.brand_ids.includes(id)).length;
  const revoked = user.brand_ids.filter((id) => !value.includes(id)).length;
  async function save() {
    try {
      await setBrands.mutateAsync({ userId: user.user_id, brandIds: value });
      toast(`Brands of ${user.user_name} updated.`);
      onDone();
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }
  return (
    <div className="space-y-4">
      {isLoading ? (
        <p className="text-sm text-slate-500">Loading brands…</p>
      ) : (
        <BrandChecklist value={value} onChange={setValue} brands={brands} />
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {granted || revoked ? `${granted} to grant, ${revoked} to revoke.` : 'No change yet.'}
      </p>
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={setBrands.isPending} />
        <Button
          variant="primary"
          onClick={save}
          disabled={setBrands.isPending || (!granted && !revoked)}
        >
          {setBrands.isPending ? 'Saving…' : 'Save brands'}
        </Button>
      </div>
    </div>
  );
}
