'use client';

import { blankTo } from '@/lib/client/form-resolver';
import { useCampaignV3, usePatchCampaign } from '@/lib/client/hooks/campaigns';
import { PatchCampaignIn } from '@/lib/schemas/campaign/requests';
import { useApiForm } from '@/components/ui/api-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormFrame } from '@/components/ui/form-frame';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

interface Values {
  max_sale_value: string;
  sale_window_days: string;
}
const FIELDS = ['max_sale_value', 'sale_window_days'] as const;

/** Blank fields go back to the deployment's defaults (null). */
const toInput = (v: Values) => ({
  max_sale_value: blankTo(v.max_sale_value, null),
  sale_window_days: /^\d+$/.test(v.sale_window_days.trim())
    ? Number(v.sale_window_days.trim())
    : blankTo(v.sale_window_days, null),
});

function SaleLimitsForm({ campaignId, initial }: { campaignId: string; initial: Values }) {
  const patch = usePatchCampaign(campaignId);
  const toast = useToast();
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: initial,
    schema: PatchCampaignIn,
    toInput,
    fields: FIELDS,
    save: async (values) => {
      await patch.mutateAsync(toInput(values) as never);
      toast('Sale limits saved.');
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Sale limits">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Maximum sale value"
          inputMode="decimal"
          hint="Larger sales are refused. Blank: the network's default."
          {...field('max_sale_value')}
        />
        <TextField
          label="Sale window (days)"
          inputMode="numeric"
          hint="Sales dated further back are refused (1 to 36500). Blank: the network's default."
          {...field('sale_window_days')}
        />
      </div>
      <Button type="submit" variant="primary" disabled={patch.isPending}>
        {patch.isPending ? 'Saving…' : 'Save sale limits'}
      </Button>
    </FormFrame>
  );
}

/**
 * The campaign page's "Sale limits" (docs/jobs-and-conversions.md#sale-limits): staff edit them,
 * brand users read them.
 */
export function CampaignSaleLimits({
  campaignId,
  editable,
}: {
  campaignId: string;
  editable: boolean;
}) {
  const campaign = useCampaignV3(campaignId);
  const c = campaign.data?.data;
  return (
    <Section
      title="Sale limits"
      id="sale-limits"
      description="Pixels, postbacks and API calls above the maximum value or dated before the window are refused, never recorded."
    >
      {campaign.isLoading ? (
        <LoadingState label="Loading the sale limits…" />
      ) : campaign.isError || !c ? (
        <ErrorState error={campaign.error} retry={() => campaign.refetch()} />
      ) : editable ? (
        <SaleLimitsForm
          key={`${c.max_sale_value}/${c.sale_window_days}`}
          campaignId={campaignId}
          initial={{
            max_sale_value: c.max_sale_value,
            sale_window_days: String(c.sale_window_days),
          }}
        />
      ) : (
        <p className="text-sm text-slate-700">
          Sales up to {c.max_sale_value}, dated at most {c.sale_window_days} days back. The
          network&apos;s staff set these limits.
        </p>
      )}
    </Section>
  );
}
