'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import {
  useCampaignVoucherCodes,
  useSetVoucherCodeActive,
  type VoucherCode,
} from '@/lib/client/hooks/campaign-tracking';
import { useCampaignPartners } from '@/lib/client/hooks/campaigns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { VoucherCodeForm } from './voucher-code-form';

const LIMIT = 20;

function countsWhen(v: VoucherCode): string {
  if (!v.start_date_time && !v.end_date_time) return 'Always';
  if (!v.end_date_time) return `From ${formatDateTime(v.start_date_time)}`;
  if (!v.start_date_time) return `Until ${formatDateTime(v.end_date_time)}`;
  return `${formatDateTime(v.start_date_time)} – ${formatDateTime(v.end_date_time)}`;
}

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
          <td className="px-3 py-2">{countsWhen(v)}</td>
          <td className="px-3 py-2">
            {v.active === 'y' ? (
              <Badge tone="green">Active</Badge>
            ) : (
              <Badge tone="slate">Retired</Badge>
            )}
          </td>
          <td className="py-2 pl-3 text-right">
            {v.active === 'y' ? (
              <Button
                size="sm"
                variant="ghost"
                aria-haspopup="dialog"
                aria-label={`Retire voucher code ${v.voucher_code}`}
                onClick={() => onRetire(v)}
              >
                Retire
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Restore voucher code ${v.voucher_code}`}
                onClick={() => onRestore(v)}
              >
                Restore
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The campaign page's "Voucher codes": codes that attribute sales to partners; add, retire, restore. */
export function CampaignVoucherCodes({ campaignId }: { campaignId: string }) {
  const [offset, setOffset] = useState(0);
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
      actions={
        <Button variant="primary" size="sm" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add voucher code
        </Button>
      }
    >
      {codes.isLoading ? (
        <LoadingState label="Loading voucher codes…" />
      ) : codes.isError ? (
        <ErrorState error={codes.error} retry={() => codes.refetch()} />
      ) : list.length === 0 && offset === 0 ? (
        <EmptyState title="No voucher codes yet">
          A code credits its partner with the sales that use it.
        </EmptyState>
      ) : (
        <>
          <CodeTable
            codes={list}
            partnerNames={partnerNames}
            onRetire={setRetiring}
            onRestore={(v) => change(v, true)}
          />
          {(codes.data?.total ?? 0) > LIMIT && (
            <Pagination
              offset={offset}
              limit={LIMIT}
              total={codes.data?.total ?? 0}
              onChange={setOffset}
              label="voucher codes"
            />
          )}
        </>
      )}
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
