'use client';

import Link from 'next/link';
import { useBrandList } from '@/lib/client/hooks/brands';
import { formatDate } from '@/lib/client/format';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { buttonClass } from '@/components/ui/button';
import { StatusBadge, NETWORK_STATUS_LABELS } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination, useUrlOffset } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { BrandIcon } from './brand-icon';

const LIMIT = 25;

export function BrandList() {
  const session = useConsoleSession();
  const [offset, setOffset] = useUrlOffset();
  const pager = { offset, limit: LIMIT, onChange: setOffset };
  const list = useBrandList({ offset, limit: LIMIT });
  const rows = list.data?.advertisers.map((a) => a.advertiser) ?? [];

  return (
    <div>
      <PageHeader
        title="Brands"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Brands' }]}
        actions={
          <Link href="/console/brands/new" className={buttonClass('primary')}>
            New brand
          </Link>
        }
      >
        {isStaff(session)
          ? 'Every brand of the network.'
          : 'Brands granted to you are listed in full; others by name only.'}
      </PageHeader>
      <QueryTable
        query={list}
        rows={rows}
        caption="Brands"
        look="list"
        columns={[
          'Brand',
          'Account',
          'Country',
          'Status',
          'Created',
          { label: 'Campaigns', align: 'right' },
        ]}
        empty={
          <div className="p-4">
            <EmptyState
              title="No brands yet"
              action={
                <Link href="/console/brands/new" className={buttonClass('primary')}>
                  Create the first brand
                </Link>
              }
            >
              Brands run campaigns that partners promote.
            </EmptyState>
          </div>
        }
      >
        {(b) => {
          const full = 'account_name' in b;
          return (
            <tr key={b.advertiser_id} className="hover:bg-slate-50">
              <td className="px-3 py-2">
                <span className="flex items-center gap-3">
                  <BrandIcon src={b.advertiser_icon} name={b.display_name ?? ''} />
                  {full ? (
                    <Link
                      href={`/console/brands/${b.advertiser_id}`}
                      className="font-medium text-brand hover:underline"
                    >
                      {b.display_name ?? b.company_name}
                    </Link>
                  ) : (
                    <span className="font-medium">{b.display_name}</span>
                  )}
                </span>
              </td>
              <td className="px-3 py-2 text-slate-600">{full ? b.account_name : '—'}</td>
              <td className="px-3 py-2 text-slate-600">{full ? b.country : '—'}</td>
              <td className="px-3 py-2">
                {full ? <StatusBadge status={b.status} labels={NETWORK_STATUS_LABELS} /> : '—'}
              </td>
              <td className="px-3 py-2 text-slate-600">{full ? formatDate(b.created) : '—'}</td>
              <td className="px-3 py-2 text-right">
                {full && (
                  <Link
                    href={`/console/brands/${b.advertiser_id}/campaigns`}
                    className="text-brand hover:underline"
                  >
                    Campaigns
                  </Link>
                )}
              </td>
            </tr>
          );
        }}
      </QueryTable>
      {list.data && <Pagination {...pager} total={list.data.count} label="brands" />}
    </div>
  );
}
