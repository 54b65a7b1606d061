'use client';

import { useState } from 'react';
import { plural } from '@/lib/client/format';
import { useSetCustomTermsPartners, type CustomTerms } from '@/lib/client/hooks/custom-terms';
import { useActionError } from '@/components/ui/action-error';
import { FormError } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
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
  const { error, run } = useActionError();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
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
    });
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
      <DialogFormActions pending={save.isPending} label="Save partners" />
    </form>
  );
}
