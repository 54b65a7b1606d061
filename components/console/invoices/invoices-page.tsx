'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useInvoiceMutations, useInvoices, type InvoiceFilters } from '@/lib/client/hooks/invoices';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { InvoiceForm } from './invoice-form';
import { InvoiceRow, type Invoice, type InvoiceAction } from './invoice-row';

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Invoices' }];

const CONFIRM: Record<InvoiceAction, { title: string; label: string; words: string }> = {
  send: {
    title: 'Send the invoice?',
    label: 'Send',
    words: "It is e-mailed to the brand's contact address with a link to its PDF.",
  },
  paid: {
    title: 'Mark the invoice paid?',
    label: 'Mark paid',
    words:
      "Its conversions' commission becomes available to their partners. This cannot be undone.",
  },
  cancel: {
    title: 'Cancel the invoice?',
    label: 'Cancel invoice',
    words: 'Its conversions can be invoiced again. The number is not reused.',
  },
};

/** Brand invoices: staff create, send, mark paid and cancel; brand users see their brands' read-only. */
export function InvoicesPage() {
  const session = useConsoleSession();
  const staff = session.role === 'network';
  const toast = useToast();
  const [filters, setFilters] = useState<InvoiceFilters>({});
  const invoices = useInvoices(session.networkId, filters);
  const mutations = useInvoiceMutations(session.networkId);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ invoice: Invoice; action: InvoiceAction } | null>(null);
  const rows = invoices.data?.data ?? [];

  async function confirm() {
    if (!pending) return;
    try {
      await mutations[pending.action].mutateAsync(pending.invoice.id);
      toast(
        `Invoice ${pending.invoice.number}: ${CONFIRM[pending.action].label.toLowerCase()} done.`,
      );
      setPending(null);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  const createButton = staff ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      Create invoice
    </Button>
  ) : undefined;
  return (
    <div className="space-y-6">
      <PageHeader title="Invoices" crumbs={CRUMBS} actions={createButton}>
        {staff
          ? "Invoice a brand for a campaign's payable commission of a period, plus the network's fee and VAT. On a pay-when-paid network, partners are paid once the invoice is marked paid."
          : "Your brands' invoices: download the PDF and the conversions it covers."}
      </PageHeader>
      <Section title="Invoices" id="invoices">
        <div className="mb-3 flex flex-wrap gap-3">
          <SelectField
            label="Status"
            value={filters.status ?? ''}
            onChange={(e) =>
              setFilters({
                ...filters,
                status: (e.target.value || undefined) as InvoiceFilters['status'],
              })
            }
          >
            <option value="">All</option>
            <option value="created">Created</option>
            <option value="sent">Sent</option>
            <option value="paid">Paid</option>
            <option value="cancelled">Cancelled</option>
          </SelectField>
        </div>
        <QueryTable
          query={invoices}
          rows={rows}
          caption="Brand invoices"
          testId="invoices"
          columns={[
            'Number',
            'Campaign and period',
            'Total',
            'Status',
            { label: 'Actions', srOnly: true },
          ]}
          empty={
            <EmptyState title="No invoices yet" action={createButton}>
              {staff
                ? 'Create one for a campaign and period once its conversions are payable.'
                : 'Invoices for your brands appear here once the network creates them.'}
            </EmptyState>
          }
        >
          {(invoice) => (
            <InvoiceRow
              key={invoice.id}
              invoice={invoice}
              staff={staff}
              onAction={(action) => setPending({ invoice, action })}
            />
          )}
        </QueryTable>
      </Section>

      <Modal open={creating} onOpenChange={setCreating} title="Create an invoice">
        {creating && (
          <InvoiceForm
            onCreated={(number) => {
              setCreating(false);
              toast(`Invoice ${number} was created.`);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? CONFIRM[pending.action].title : ''}
        confirmLabel={pending ? CONFIRM[pending.action].label : ''}
        confirmVariant={pending?.action === 'cancel' ? 'danger' : 'primary'}
        pending={pending ? mutations[pending.action].isPending : false}
        onConfirm={confirm}
      >
        {pending && (
          <p className="text-sm text-slate-600">
            Invoice {pending.invoice.number}, {pending.invoice.total} {pending.invoice.currency}.{' '}
            {CONFIRM[pending.action].words}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
