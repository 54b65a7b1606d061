'use client';

import Link from 'next/link';
import { useBrand } from '@/lib/client/hooks/brands';
import { useBrandCampaigns } from '@/lib/client/hooks/campaigns';
import { formatDate } from '@/lib/client/format';
import { BrandHeader } from '@/components/console/brands/brand-header';
import { buttonClass } from '@/components/ui/button';
import { CAMPAIGN_STATUS_LABELS, StatusBadge } from '@/components/ui/badge';
import { Pagination, useUrlOffset } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';

const LIMIT = 25;

export function BrandCampaignsPage({ brandId }: { brandId: string }) {
  const brand = useBrand(brandId);
  const [offset, setOffset] = useUrlOffset();
  const pager = { offset, limit: LIMIT, onChange: setOffset };
  const list = useBrandCampaigns(brandId, { offset, limit: LIMIT });
  const rows = list.data?.campaigns.map((c) => c.campaign) ?? [];
  const newLink = (
    <Link href={`/console/brands/${brandId}/campaigns/new`} className={buttonClass('primary')}>
      New campaign
    </Link>
  );
  return (
    <div>
      <BrandHeader brandId={brandId} brand={brand.data?.advertiser} current="Campaigns" />
      <div className="mb-4 flex justify-end">{newLink}</div>
      <QueryTable
        query={list}
        rows={rows}
        caption="Campaigns"
        look="list"
        columns={['Campaign', 'Status', 'Commission', 'Approval', 'Created']}
        empty={
          <div className="p-4">
            <EmptyState title="No campaigns yet" action={newLink}>
              A campaign is what partners request to promote.
            </EmptyState>
          </div>
        }
      >
        {(c) => (
          <tr key={c.campaign_id} className="hover:bg-slate-50">
            <td className="px-3 py-2">
              <Link
                href={`/console/campaigns/${c.campaign_id}`}
                className="font-medium text-brand hover:underline"
              >
                {c.title}
              </Link>
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={c.status} labels={CAMPAIGN_STATUS_LABELS} />
            </td>
            <td className="px-3 py-2 tabular-nums">
              {c.default_commission_rate !== null
                ? `${c.default_commission_rate}%`
                : `${c.default_commission_value} ${c.default_currency}`}
            </td>
            <td className="px-3 py-2 text-slate-600">
              {c.auto_approve_publisher === 'y' ? 'Automatic' : 'Manual'}
            </td>
            <td className="px-3 py-2 text-slate-600">{formatDate(c.created)}</td>
          </tr>
        )}
      </QueryTable>
      {list.data && <Pagination {...pager} total={list.data.count} label="campaigns" />}
    </div>
  );
}
