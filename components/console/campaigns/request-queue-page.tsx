'use client';

import Link from 'next/link';
import { useRequestInviteQueue, type QueuePartner } from '@/lib/client/hooks/invitations';
import { formatNumber } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';
import { QueueFilterForm, useQueueUrl, type QueueFilters } from './request-queue-filters';
import { QueuePartnerPanel } from './request-queue-partner';

const PAGE = 25;

function PartnerRow({
  partner: p,
  open,
  onOpen,
}: {
  partner: QueuePartner;
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <tr data-testid={`queue-partner-${p.id}`} className={open ? 'bg-blue-50/50' : undefined}>
      <td className="px-3 py-2">
        <Link href={`/console/partners/${p.id}`} className="font-medium text-brand hover:underline">
          {p.name}
        </Link>
        {p.company_name && <span className="block text-xs text-slate-500">{p.company_name}</span>}
      </td>
      <td className="px-3 py-2">
        {p.active ? <Badge tone="green">Approved</Badge> : <Badge>Not approved</Badge>}
      </td>
      <td className="px-3 py-2 text-slate-600">
        {[p.vertical.name, p.operating_country?.name].filter(Boolean).join(' · ') || '—'}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(p.request_count)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(p.invite_count)}</td>
      <td className="px-3 py-2 text-right">
        <Button
          size="sm"
          onClick={onOpen}
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} the requests and invitations of ${p.name}`}
        >
          {open ? 'Hide' : 'Show'}
        </Button>
      </td>
    </tr>
  );
}

/** The query the queue's API takes for the URL's filters and page. */
const queryOf = (filters: QueueFilters, offset: number) => ({ ...filters, offset, limit: PAGE });

/**
 * /console/requests: partners with open campaign requests or invitations, for staff (every
 * campaign of the network) and brand users (their brands' campaigns), filtered and paged by
 * the URL; one partner's requests and invitations open below the list, with the decisions.
 */
export function RequestInviteQueuePage() {
  const session = useConsoleSession();
  const url = useQueueUrl();
  const list = useRequestInviteQueue(session.networkId, queryOf(url.filters, url.offset));
  const rows = list.data?.partners ?? [];
  const filtered = Object.keys(url.filters).length > 0;
  return (
    <div className="space-y-4">
      <PageHeader title="Requests and invitations">
        Partners who asked to join campaigns, and partners invited to them, across{' '}
        {session.role === 'brand'
          ? 'the campaigns of your brands'
          : 'every campaign of the network'}
        .
      </PageHeader>
      <QueueFilterForm
        key={JSON.stringify(url.filters)}
        filters={url.filters}
        onApply={url.setFilters}
      />
      {list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : list.data && rows.length === 0 ? (
        <EmptyState
          title={filtered ? 'Nothing matches these filters' : 'No open requests or invitations'}
        >
          {filtered
            ? 'Clear or change the filters to see more.'
            : 'Requests from partners and the invitations you send appear here until they are answered.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Partners with open requests or invitations"
          testId="request-invite-queue"
          look="list"
          columns={[
            'Partner',
            'Network status',
            'Vertical and country',
            { label: 'Requests', align: 'right' },
            { label: 'Invitations', align: 'right' },
            { label: 'Details', align: 'right', srOnly: true },
          ]}
          after={
            list.data && (
              <div className="border-t border-slate-200 px-3">
                <Pagination
                  offset={url.offset}
                  limit={PAGE}
                  total={list.data.count}
                  onChange={url.setOffset}
                  label="partners"
                />
              </div>
            )
          }
        >
          {list.isLoading ? (
            <SkeletonRows columns={6} rows={5} />
          ) : (
            rows.map((p) => (
              <PartnerRow
                key={p.id}
                partner={p}
                open={url.partner === p.id}
                onOpen={() => url.setPartner(url.partner === p.id ? null : p.id)}
              />
            ))
          )}
        </DataTable>
      )}
      {url.partner && (
        <QueuePartnerPanel
          key={url.partner}
          partnerId={url.partner}
          onClose={() => url.setPartner(null)}
        />
      )}
    </div>
  );
}
