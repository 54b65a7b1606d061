'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useSetCustomTermsPartners, type CustomTerms } from '@/lib/client/hooks/custom-terms';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { CampaignPartnerPicker } from './campaign-partner-picker';

export const NO_PARTNERS_YET =
  'This campaign has no partners yet: invite partners or wait for requests first.';

/** The "Choose partners" dialog's form: which partners partner terms apply to. */
export function CustomTermsPartnersForm({
  campaignId,
  terms,
  onDone,
}: {
  campaignId: string;
  terms: CustomTerms;
  onDone: (message: string) => void;
}) {
  const save = useSetCustomTermsPartners(campaignId);
  const [selected, setSelected] = useState<string[]>(terms.publishers);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const { added, removed } = await save.mutateAsync({
        termsId: terms.campaign_custom_terms_and_conditions_id,
        before: terms.publishers,
        after: selected,
      });
      onDone(
        added || removed
          ? `“${terms.title}” now applies to ${plural(selected.length, 'partner')}.`
          : 'Nothing changed.',
      );
    } catch (err) {
      setError(describeError(err));
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        A partner has one set of terms per campaign: choosing it here moves it from any other
        partner terms. Partners you leave out get the campaign&apos;s general terms. What a partner
        already accepted stays on record.
      </p>
      <FormError message={error} />
      <CampaignPartnerPicker
        campaignId={campaignId}
        selected={selected}
        onChange={setSelected}
        legend="Partners these terms apply to"
        emptyText={NO_PARTNERS_YET}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={save.isPending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save partners'}
        </Button>
      </div>
    </form>
  );
}
