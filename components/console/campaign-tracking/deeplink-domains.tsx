'use client';

import { useState, type FormEvent } from 'react';
import { describeError, splitServerError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import {
  useAddDeeplinkDomain,
  useDeeplinkDomains,
  useRemoveDeeplinkDomain,
} from '@/lib/client/hooks/campaign-tracking';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

const ALIAS = { allowed_domains: 'domain', 'allowed_domains.0': 'domain' };

function AddDomainForm({ brandId }: { brandId: string }) {
  const add = useAddDeeplinkDomain(brandId);
  const toast = useToast();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = domain.trim();
    if (!value) return setError('Enter a domain, such as shop.example.');
    setError(null);
    try {
      await add.mutateAsync(value);
      setDomain('');
      toast(`Deep links may now go to ${value}.`);
    } catch (err) {
      const split = splitServerError(err, ['domain'], ALIAS);
      setError(split.fields[0]?.message ?? split.message);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-2">
      <TextField
        label="Domain"
        className="min-w-64 flex-1"
        placeholder="shop.example"
        hint="Its subdomains are allowed too."
        autoComplete="off"
        value={domain}
        error={error ?? undefined}
        onChange={(e) => setDomain(e.target.value)}
      />
      <Button type="submit" variant="primary" className="mt-6" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add domain'}
      </Button>
    </form>
  );
}

/**
 * The campaign page's "Deep-link domains": where deep links of the brand's campaigns may go (a
 * brand-wide list; any other deep link lands on the campaign's default destination).
 */
export function CampaignDeeplinkDomains({
  brandId,
  brandName,
}: {
  brandId: string;
  brandName: string;
}) {
  const domains = useDeeplinkDomains(brandId);
  const remove = useRemoveDeeplinkDomain(brandId);
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const list = domains.data?.domains ?? [];
  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      toast(`${removing} removed.`);
    } catch (error) {
      toast(describeError(error));
    }
    setRemoving(null);
  }
  return (
    <Section
      title="Deep-link domains"
      id="deeplink-domains"
      description={`Deep links may go to these domains of ${brandName} (for all its campaigns); any other deep link lands on the campaign's destination.`}
    >
      {domains.isLoading ? (
        <LoadingState label="Loading deep-link domains…" />
      ) : domains.isError ? (
        <ErrorState error={domains.error} retry={() => domains.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No deep-link domains yet">
          Deep links go only to the campaign&apos;s own destination site.
        </EmptyState>
      ) : (
        <DataTable
          caption="Deep-link domains"
          testId="deeplink-domains"
          columns={['Domain', 'Added', { label: 'Actions', align: 'right', srOnly: true }]}
        >
          {list.map((d) => (
            <tr key={d.domain}>
              <td className="py-2 pr-3 font-mono">{d.domain}</td>
              <td className="px-3 py-2">{formatDateTime(d.created_at)}</td>
              <td className="py-2 pl-3 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-haspopup="dialog"
                  aria-label={`Remove domain ${d.domain}`}
                  onClick={() => setRemoving(d.domain)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <AddDomainForm brandId={brandId} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove deep-link domain"
        confirmLabel="Remove domain"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={confirmRemove}
      >
        <p className="text-sm text-slate-600">
          Deep links to {removing} will land on the campaign&apos;s destination instead.
        </p>
      </ConfirmDialog>
    </Section>
  );
}
