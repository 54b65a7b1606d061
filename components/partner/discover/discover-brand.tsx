import { useTranslations } from 'next-intl';
import type {
  DiscoveryAdvertiserWithDetailsOut as DiscoveryAdvertiserOut,
  DiscoveryCampaignWithDetailsOut as DiscoveryCampaignOut,
} from '@/lib/schemas/participation';
import { imageSrc } from '@/lib/client/image-src';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CampaignFacts } from './discover-campaign-facts';
import type { RequestTarget } from './request-dialog';

const STATUS_BADGES: Record<
  DiscoveryCampaignOut['status'],
  { tone: 'blue' | 'amber' | 'red' | 'slate'; label: 'REQUESTED' | 'INVITED' | 'REJECTED' } | null
> = {
  AVAILABLE: null,
  REQUESTED: { tone: 'amber', label: 'REQUESTED' },
  INVITED: { tone: 'blue', label: 'INVITED' },
  REJECTED: { tone: 'red', label: 'REJECTED' },
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
  const t = useTranslations('discover');
  const target = {
    campaignId: campaign.id,
    title: campaign.title,
    brandId: advertiser.id,
    brandName: advertiser.display_name,
    invited: campaign.status === 'INVITED',
    autoApprove: campaign.details.approval === 'automatic',
  };
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-3"
      data-testid={`campaign-${campaign.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{campaign.title}</p>
        <p className="text-xs text-slate-500">
          {t('meta', {
            sector: campaign.vertical.name,
            currency: campaign.currency.name,
            symbol: campaign.currency.symbol,
          })}
        </p>
        <CampaignFacts campaign={campaign} />
      </div>
      <div className="flex items-center gap-2">
        {badge && <Badge tone={badge.tone}>{t(`badge.${badge.label}`)}</Badge>}
        {(campaign.status === 'AVAILABLE' || campaign.status === 'INVITED') && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => onRequest(target)}
            aria-label={t(
              campaign.status === 'INVITED' ? 'acceptInvitationTo' : 'requestToJoinLabel',
              { title: campaign.title },
            )}
          >
            {campaign.status === 'INVITED' ? t('acceptInvitation') : t('requestToJoin')}
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
  const t = useTranslations('discover');
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
            {t('campaignCount', { count: a.campaigns.length })}
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
