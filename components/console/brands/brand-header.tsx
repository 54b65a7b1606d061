'use client';

import Link from 'next/link';
import { auditHref } from '@/lib/client/hooks/audit';
import { formatDateTime } from '@/lib/client/format';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { ApproveBrand } from './approve-brand';
import { BrandIcon } from './brand-icon';
import { BrandTabs } from './brand-tabs';
import type { Brand } from './types';

/** The title, breadcrumbs and tabs of every page of one brand. */
export function BrandHeader({
  brandId,
  brand,
  current,
}: {
  brandId: string;
  brand?: Brand;
  current: string;
}) {
  const canAudit = useCan('audit.read');
  const staff = isStaff(useConsoleSession());
  const name = brand ? (brand.display_name ?? brand.company_name) : `Brand #${brandId}`;
  const base = [
    { label: 'Console', href: '/console' },
    { label: 'Brands', href: '/console/brands' },
  ];
  const crumbs =
    current === 'Details'
      ? [...base, { label: name }]
      : [...base, { label: name, href: `/console/brands/${brandId}` }, { label: current }];
  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {brand && <BrandIcon src={brand.advertiser_icon} name={name} size="h-10 w-10" />}
            {name}
          </span>
        }
        crumbs={crumbs}
        actions={
          brand && (
            <span className="flex items-center gap-3">
              <StatusBadge status={brand.status} />
              {staff && brand.status === 'p' && <ApproveBrand brand={brand} name={name} />}
              {canAudit && (
                <Link
                  href={auditHref({ entity_type: 'brand', entity_id: brand.advertiser_id })}
                  className={buttonClass('ghost', 'sm')}
                >
                  History
                </Link>
              )}
            </span>
          )
        }
      >
        {brand &&
          `Brand #${brand.advertiser_id} · ${brand.account_name} · created ${formatDateTime(brand.created)}`}
      </PageHeader>
      <BrandTabs brandId={brandId} />
    </>
  );
}
