'use client';

import { useState } from 'react';
import { useCommissionRules } from '@/lib/client/hooks/commissions';
import { useVoucherCommissions } from '@/lib/client/hooks/voucher-commissions';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { CampaignEarnings } from '@/components/console/earnings/campaign-earnings';
import { CommissionEditForm, GroupRateForm, PromotionForm } from './commission-forms';
import { CommissionPreview } from './commission-preview';
import { ConfirmRule } from './rule-confirm';
import { RuleList, titleOf, type Action } from './rule-list';
import { TierForm } from './tier-form';
import { VoucherCommissionForm } from './voucher-commission-form';

/**
 * The campaign page's commission editor (docs/commissions.md): its standard commissions,
 * promotions, tiers and voucher commissions, each with what the reference lets you do to it
 * (edit and end a standard commission; edit, end and delete a promotion, a tier or a voucher
 * commission), and the preview.
 */

/** The rules' box keeps its height while they load, so the page below does not jump. */
function RulesSkeleton() {
  return (
    <div role="status" aria-label="Loading commission rules…" className="space-y-3 py-3">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="h-10 animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}

export function CommissionEditor({
  campaignId,
  currency,
}: {
  campaignId: string;
  currency: string;
}) {
  const rules = useCommissionRules(campaignId);
  const vouchers = useVoucherCommissions(campaignId);
  const toast = useToast();
  const [adding, setAdding] = useState<'rate' | 'promotion' | 'tier' | 'voucher' | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const done = (message: string) => {
    setAdding(null);
    setAction(null);
    toast(message);
  };
  const editing = action?.do === 'edit' ? action.target : null;
  return (
    <Section
      title="Commissions"
      id="commissions"
      description="Who earns what: rates for partner groups, promotions, tiers, voucher commissions, and a preview of what a sale would pay."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding('rate')} aria-haspopup="dialog">
            Add partner group rate
          </Button>
          <Button onClick={() => setAdding('promotion')} aria-haspopup="dialog">
            Add promotion
          </Button>
          <Button onClick={() => setAdding('tier')} aria-haspopup="dialog">
            Add tier
          </Button>
          <Button onClick={() => setAdding('voucher')} aria-haspopup="dialog">
            Add voucher commission
          </Button>
        </div>
      }
    >
      {rules.isLoading || vouchers.isLoading ? (
        <RulesSkeleton />
      ) : rules.isError || vouchers.isError ? (
        <ErrorState
          error={rules.error ?? vouchers.error}
          retry={() => {
            if (rules.isError) void rules.refetch();
            if (vouchers.isError) void vouchers.refetch();
          }}
        />
      ) : (
        <RuleList
          commissions={rules.data?.commissions ?? []}
          promotions={rules.data?.promotions ?? []}
          tiers={rules.data?.tiers ?? []}
          vouchers={vouchers.data ?? []}
          currency={currency}
          onAction={setAction}
        />
      )}
      <CampaignEarnings campaignId={campaignId} />
      <CommissionPreview campaignId={campaignId} />
      <Modal
        open={adding === 'rate'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'rate' : null)}
        title="Add a partner group rate"
        wide
      >
        <GroupRateForm campaignId={campaignId} onDone={done} />
      </Modal>
      <Modal
        open={adding === 'promotion'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'promotion' : null)}
        title="Add a promotion"
        wide
      >
        <PromotionForm campaignId={campaignId} onDone={done} />
      </Modal>
      <Modal
        open={adding === 'tier'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'tier' : null)}
        title="Add a tier"
        wide
      >
        {adding === 'tier' && <TierForm campaignId={campaignId} onDone={done} />}
      </Modal>
      <Modal
        open={adding === 'voucher'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'voucher' : null)}
        title="Add a voucher commission"
        description="What sales made with chosen voucher codes pay; it comes before every other rule."
        wide
      >
        {adding === 'voucher' && <VoucherCommissionForm campaignId={campaignId} onDone={done} />}
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setAction(null)}
        title={editing ? `Edit “${titleOf(editing)}”` : ''}
        description={
          editing?.kind === 'commission' && editing.rule.status === 'ACTIVE'
            ? 'Saving ends this commission now and starts a new one with your changes: sales before keep the rate they earned.'
            : undefined
        }
        wide
      >
        {editing?.kind === 'commission' && (
          <CommissionEditForm campaignId={campaignId} commission={editing.rule} onDone={done} />
        )}
        {editing?.kind === 'promotion' && (
          <PromotionForm campaignId={campaignId} promotion={editing.rule} onDone={done} />
        )}
        {editing?.kind === 'tier' && (
          <TierForm campaignId={campaignId} tier={editing.rule} onDone={done} />
        )}
        {editing?.kind === 'voucher' && (
          <VoucherCommissionForm campaignId={campaignId} voucher={editing.rule} onDone={done} />
        )}
      </Modal>
      <ConfirmRule
        campaignId={campaignId}
        action={action}
        onClose={() => setAction(null)}
        onDone={done}
      />
    </Section>
  );
}
