'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { formatWindow } from '@/lib/client/format';
import {
  useCampaignVoucherCodes,
  useSetVoucherCodeActive,
  type VoucherCode,
} from '@/lib/client/hooks/campaign-tracking';
import { useCampaignPartners } from '@/lib/client/hooks/campaigns';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { AddButton, RowButton } from '@/components/ui/edit-dialog';
import { Section } from '@/components/ui/page-header';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { VoucherCodeForm } from './voucher-code-form';

const LIMIT = 20;

function CodeTable({
  codes,
  partnerNames,
  onRetire,
  onRestore,
}: {
  codes: VoucherCode[];
  partnerNames: Map<string, string>;
  onRetire: (v: VoucherCode) => void;
  onRestore: (v: VoucherCode) => void;
}) {
  return (
    <DataTable
      caption="Voucher codes"
      testId="voucher-codes"
      columns={[
        'Code',
        'Partner credited',
        'Counts',
        'State',
        { label: 'Actions', align: 'right', srOnly: true },
      ]}
    >
      {codes.map((v) => (
        <tr key={v.voucher_code_id}>
          <td className="py-2 pr-3">
            <span className="block font-mono font-medium">{v.voucher_code}</span>
            {v.description && <span className="text-xs text-slate-500">{v.description}</span>}
          </td>
          <td className="px-3 py-2">
            {v.publisher_id
              ? (partnerNames.get(v.publisher_id) ?? `Partner #${v.publisher_id}`)
              : 'Nobody'}
          </td>
          <td className="px-3 py-2">{formatWindow(v.start_date_time, v.end_date_time)}</td>
          <td className="px-3 py-2">
            {v.active === 'y' ? (
              <Badge tone="green">Active</Badge>
            ) : (
              <Badge tone="slate">Retired</Badge>
            )}
          </td>
          <td className="py-2 pl-3 text-right">
            {v.active === 'y' ? (
              <RowButton
                name={`Retire voucher code ${v.voucher_code}`}
                onClick={() => onRetire(v)}
                opensDialog
              >
                Retire
              </RowButton>
            ) : (
              <RowButton
                name={`Restore voucher code ${v.voucher_code}`}
                onClick={() => onRestore(v)}
              >
                Restore
              </RowButton>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

const NO_CODES = (
  <EmptyState title="No voucher codes yet">
    A code credits its partner with the sales that use it.
  </EmptyState>
);

/** The campaign page's "Voucher codes": codes that attribute sales to partners; add, retire, restore. */
export function CampaignVoucherCodes({ campaignId }: { campaignId: string }) {
  const { offset, pager } = usePaging(LIMIT);
  const codes = useCampaignVoucherCodes(campaignId, { offset, limit: LIMIT });
  const partners = useCampaignPartners(campaignId, 'a');
  const setActive = useSetVoucherCodeActive(campaignId);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [retiring, setRetiring] = useState<VoucherCode | null>(null);
  const partnerNames = new Map(
    (partners.data?.publishers ?? []).map((p) => [
      p.publisher.publisher_id,
      p.publisher.account_name,
    ]),
  );
  async function change(v: VoucherCode, active: boolean) {
    try {
      await setActive.mutateAsync({ id: v.voucher_code_id, active });
      toast(`Voucher code ${v.voucher_code} ${active ? 'restored' : 'retired'}.`);
    } catch (error) {
      toast(describeError(error));
    }
    setRetiring(null);
  }
  const list = codes.data?.codes ?? [];
  return (
    <Section
      title="Voucher codes"
      id="voucher-codes"
      description="Codes shoppers type at checkout; a sale with a code is credited to its partner."
      actions={<AddButton label="Add voucher code" onClick={() => setAdding(true)} opensDialog />}
    >
      <QueryView
        query={codes}
        loading="Loading voucher codes…"
        empty={list.length === 0 && offset === 0 && NO_CODES}
      >
        <CodeTable
          codes={list}
          partnerNames={partnerNames}
          onRetire={setRetiring}
          onRestore={(v) => change(v, true)}
        />
        {(codes.data?.total ?? 0) > LIMIT && (
          <Pagination {...pager} total={codes.data?.total ?? 0} label="voucher codes" />
        )}
      </QueryView>
      <Modal open={adding} onOpenChange={setAdding} title="Add voucher code" wide>
        {adding && (
          <VoucherCodeForm
            campaignId={campaignId}
            onDone={(message) => {
              setAdding(false);
              toast(message);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={`Retire voucher code ${retiring?.voucher_code ?? ''}`}
        confirmLabel="Retire code"
        confirmVariant="danger"
        pending={setActive.isPending}
        onConfirm={() => retiring && change(retiring, false)}
      >
        <p className="text-sm text-slate-600">
          Sales using a retired code are no longer credited to its partner. You can restore it
          later.
        </p>
      </ConfirmDialog>
    </Section>
  );
}
