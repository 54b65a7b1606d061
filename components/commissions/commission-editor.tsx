'use client';

import { useState } from 'react';
import {
  useCommissionRules,
  type Commission,
  type Promotion,
} from '@/lib/client/hooks/commissions';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { GroupRateForm, PromotionForm } from './commission-forms';
import { CommissionPreview } from './commission-preview';
import { CampaignEarnings } from '@/components/console-earnings/campaign-earnings';

/**
 * The campaign page's commission editor (docs/commissions.md): its standard commissions and
 * promotions, adding a partner group's rate or a promotion, and the preview.
 */

const rateText = (model: string, value: number) =>
  model === 'percentage_cpa' ? `${value}%` : `${value} per sale`;

function RuleList({
  commissions,
  promotions,
}: {
  commissions: Commission[];
  promotions: Promotion[];
}) {
  if (!commissions.length && !promotions.length)
    return (
      <EmptyState title="No commission rules: every partner earns the campaign's default rate" />
    );
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Commission rules">
      {commissions.flatMap((c) =>
        c.rates.map((r) => (
          <li key={`${c.id}-${r.type}-${r.id}`} className="flex justify-between py-2">
            <span>
              {r.type === 'group'
                ? `Partner group ${r.name}`
                : r.type === 'publisher'
                  ? `Partner ${r.name}`
                  : 'Every partner'}
              {c.description ? ` · ${c.description}` : ''}
            </span>
            <span>
              {rateText(r.performance_model, r.performance_value)} · {c.status.toLowerCase()}
            </span>
          </li>
        )),
      )}
      {promotions.map((p) => (
        <li key={`promo-${p.id}`} className="flex justify-between py-2">
          <span>
            Promotion {p.description || `#${p.id}`} · {p.start_date} to {p.end_date ?? 'open end'}
          </span>
          <span>
            {rateText(p.performance_model, p.performance_value)} · {p.status.toLowerCase()}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CommissionEditor({ campaignId }: { campaignId: string }) {
  const rules = useCommissionRules(campaignId);
  const toast = useToast();
  const [dialog, setDialog] = useState<'rate' | 'promotion' | null>(null);
  const done = (message: string) => {
    setDialog(null);
    toast(message);
  };
  return (
    <Section
      title="Commissions"
      id="commissions"
      description="Who earns what: rates for partner groups, promotions, and a preview of what a sale would pay."
      actions={
        <div className="flex gap-2">
          <Button onClick={() => setDialog('rate')}>Add partner group rate</Button>
          <Button onClick={() => setDialog('promotion')}>Add promotion</Button>
        </div>
      }
    >
      {rules.isLoading ? (
        <LoadingState label="Loading commission rules…" />
      ) : rules.isError ? (
        <ErrorState error={rules.error} retry={() => rules.refetch()} />
      ) : (
        <RuleList
          commissions={rules.data?.commissions ?? []}
          promotions={rules.data?.promotions ?? []}
        />
      )}
      <CampaignEarnings campaignId={campaignId} />
      <CommissionPreview campaignId={campaignId} />
      <Modal
        open={dialog === 'rate'}
        onOpenChange={(open) => setDialog(open ? 'rate' : null)}
        title="Add a partner group rate"
        wide
      >
        <GroupRateForm campaignId={campaignId} onDone={done} />
      </Modal>
      <Modal
        open={dialog === 'promotion'}
        onOpenChange={(open) => setDialog(open ? 'promotion' : null)}
        title="Add a promotion"
        wide
      >
        <PromotionForm campaignId={campaignId} onDone={done} />
      </Modal>
    </Section>
  );
}
