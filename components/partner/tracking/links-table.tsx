'use client';

import { useTranslations } from 'next-intl';
import { usePartnerLinks, type TrackingLink } from '@/lib/client/hooks/partner-tracking';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';

/** The table's columns: their message keys, in order. */
const COLUMNS = ['campaign', 'subId', 'landsOn', 'trackingLink'];

/** The partner's stored links: campaign, sub ID, where they land, the link to copy. */
export function LinksTable({
  partnerId,
  titles,
  onShow,
}: {
  partnerId: string;
  titles: Map<string, string>;
  onShow: (link: TrackingLink) => void;
}) {
  const links = usePartnerLinks(partnerId);
  const t = useTranslations('links.table');
  const tl = useTranslations('links');
  if (links.isError)
    return <ErrorState error={links.error} retry={() => links.refetch()} title={t('loadFailed')} />;
  const rows = links.data?.links ?? [];
  if (links.data && !rows.length)
    return <EmptyState title={t('noneTitle')}>{t('noneText')}</EmptyState>;
  return (
    <DataTable
      caption={t('caption')}
      testId="tracking-links"
      columns={[...COLUMNS.map((c) => t(c)), { label: t('actions'), srOnly: true, align: 'right' }]}
    >
      {links.isLoading ? (
        <SkeletonRows columns={5} rows={3} />
      ) : (
        rows.map((link) => (
          <tr key={link.id}>
            <td className="py-3 pr-3">
              {titles.get(link.campaign_id) ?? tl('campaign', { id: link.campaign_id })}
              {!link.active && (
                <span className="ml-2">
                  <Badge>{t('off')}</Badge>
                </span>
              )}
            </td>
            <td className="px-3 py-3">
              {link.params.find((p) => p.key === 'pubref')?.value ?? '—'}
            </td>
            <td className="max-w-xs px-3 py-3 break-all">{link.destination_url}</td>
            <td className="max-w-sm px-3 py-3 font-mono text-xs break-all">
              {link.tracking_short_url}
            </td>
            <td className="py-3 pl-3 text-right whitespace-nowrap">
              <span className="inline-flex gap-2">
                <CopyButton value={link.tracking_url} label={t('copy')} />
                <Button size="sm" onClick={() => onShow(link)}>
                  {t('show')}
                </Button>
              </span>
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
