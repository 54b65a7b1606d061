import type { DiscoveryAdvertiserOut, DiscoveryCampaignOut } from '@/lib/schemas/participation';
import { plural } from '@/lib/client/format';
import { imageSrc } from '@/lib/client/image-src';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { RequestTarget } from './request-dialog';

const STATUS_BADGES: Record<
  DiscoveryCampaignOut['status'],
  { tone: 'blue' | 'amber' | 'red' | 'slate'; label: string } | null
> = {
  AVAILABLE: null,
  REQUESTED: { tone: 'amber', label: 'Requested: waiting for the brand' },
  INVITED: { tone: 'blue', label: 'Invited' },
  REJECTED: { tone: 'red', label: 'Not accepted' },
};

function BrandIcon({ advertiser }: { advertiser: DiscoveryAdvertiserOut }) {
  return advertiser.advertiser_icon ? (
    // eslint-disable-next-line @next/next/no-img-element -- our own served image URL
    <img
      src={imageSrc(advertiser.advertiser_icon)}
      alt=""
      className="h-10 w-10 rounded border border-slate-200 object-contain"
    />
  ) : (
    <span
      aria-hidden
      className="flex h-10 w-10 items-center justify-center rounded bg-brand-muted text-sm font-semibold text-brand"
    >
      {advertiser.display_name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function CampaignRow({
  advertiser,
  campaign,
  onRequest,
}: {
  advertiser: DiscoveryAdvertiserOut;
  campaign: DiscoveryCampaignOut;
  onRequest: (t: RequestTarget) => void;
}) {
  const badge = STATUS_BADGES[campaign.status];
  const target = {
    campaignId: campaign.id,
    title: campaign.title,
    brandId: advertiser.id,
    brandName: advertiser.display_name,
    invited: campaign.status === 'INVITED',
  };
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid={`campaign-${campaign.id}`}
    >
      <div>
        <p className="font-medium text-slate-900">{campaign.title}</p>
        <p className="text-xs text-slate-500">
          {campaign.vertical.name} · pays in {campaign.currency.name} ({campaign.currency.symbol})
        </p>
      </div>
      <div className="flex items-center gap-2">
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        {(campaign.status === 'AVAILABLE' || campaign.status === 'INVITED') && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => onRequest(target)}
            aria-label={`${campaign.status === 'INVITED' ? 'Accept invitation to' : 'Request to join'} ${campaign.title}`}
          >
            {campaign.status === 'INVITED' ? 'Accept invitation' : 'Request to join'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** A brand with its campaigns on offer. */
export function DiscoverBrand({
  advertiser: a,
  onRequest,
}: {
  advertiser: DiscoveryAdvertiserOut;
  onRequest: (t: RequestTarget) => void;
}) {
  return (
    <section
      aria-labelledby={`brand-${a.id}`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`brand-${a.id}`}
    >
      <div className="flex items-center gap-3">
        <BrandIcon advertiser={a} />
        <div>
          <h2 id={`brand-${a.id}`} className="text-base font-semibold text-slate-900">
            {a.display_name}
          </h2>
          <p className="text-xs text-slate-500">
            {a.name !== a.display_name ? `${a.name} · ` : ''}
            {plural(a.campaigns.length, 'campaign')}
          </p>
        </div>
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {a.campaigns.map((c) => (
          <CampaignRow key={c.id} advertiser={a} campaign={c} onRequest={onRequest} />
        ))}
      </ul>
    </section>
  );
}
