'use client';

import { useBrand } from '@/lib/client/hooks/brands';
import { PageHeader } from '@/components/ui/page-header';
import { CampaignForm } from './campaign-form';

/** A brand's new campaign: the form on a page of its own, so the list does not load it. */
export function NewCampaignPage({ brandId }: { brandId: string }) {
  const brand = useBrand(brandId);
  const name = brand.data
    ? (brand.data.advertiser.display_name ?? brand.data.advertiser.company_name)
    : `Brand #${brandId}`;
  return (
    <div>
      <PageHeader
        title="New campaign"
        crumbs={[
          { label: 'Console', href: '/console' },
          { label: 'Brands', href: '/console/brands' },
          { label: name, href: `/console/brands/${brandId}` },
          { label: 'Campaigns', href: `/console/brands/${brandId}/campaigns` },
          { label: 'New campaign' },
        ]}
      >
        For {name}.
      </PageHeader>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <CampaignForm brandId={brandId} campaign={null} />
      </div>
    </div>
  );
}
