'use client';

import { useState } from 'react';
import { useBrandList } from '@/lib/client/hooks/brands';
import { useBrandCampaigns } from '@/lib/client/hooks/campaigns';
import { usePartner, usePartnerList } from '@/lib/client/hooks/partners';
import { CLICK_VERDICT_LABELS } from '@/lib/client/click-verdicts';
import type { ClickVerdict, TrafficDays, TrafficGroup } from '@/lib/client/hooks/traffic';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { SelectField, TextField } from '@/components/ui/field';
import { rangeProblem, type TrafficView } from './use-traffic-filters';

const DAY_OPTIONS: [TrafficDays, string][] = [
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
];

export const GROUP_LABELS: Record<TrafficGroup, string> = {
  partner: 'Partner',
  campaign: 'Campaign',
  sub_id: 'Sub ID',
  device: 'Device',
  country: 'Country',
};

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The period: the last 7, 30 or 90 days, or a custom range (from, to) checked as it is typed. */
function PeriodFields({ view, update }: FilterProps) {
  const custom = Boolean(view.from || view.to);
  const problem = rangeProblem(view.from, view.to);
  return (
    <div className="grid gap-2">
      <SelectField
        label="Period"
        value={custom ? 'custom' : String(view.days)}
        onChange={(e) =>
          e.target.value === 'custom'
            ? update({ from: daysAgo(view.days - 1), to: today() })
            : update({
                days: Number(e.target.value) as TrafficDays,
                from: undefined,
                to: undefined,
              })
        }
      >
        {DAY_OPTIONS.map(([d, label]) => (
          <option key={d} value={d}>
            {label}
          </option>
        ))}
        <option value="custom">Custom range</option>
      </SelectField>
      {custom && (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="From"
            type="date"
            required
            value={view.from ?? ''}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
          <TextField
            label="To"
            type="date"
            required
            value={view.to ?? ''}
            error={problem ?? undefined}
            onChange={(e) => update({ to: e.target.value || undefined })}
          />
        </div>
      )}
    </div>
  );
}

/** Brands the user may view (a brand user's list holds other brands only in the limited record). */
function BrandSelect({ view, update }: FilterProps) {
  const brands = useBrandList({ limit: 500 });
  const mine = (brands.data?.advertisers ?? [])
    .map((a) => a.advertiser)
    .filter((b) => 'account_name' in b);
  return (
    <SelectField
      label="Brand"
      value={view.brand_id ?? ''}
      onChange={(e) => update({ brand_id: e.target.value || undefined, campaign_id: undefined })}
    >
      <option value="">Every brand</option>
      {view.brand_id && !mine.some((b) => b.advertiser_id === view.brand_id) && (
        <option value={view.brand_id}>Brand #{view.brand_id}</option>
      )}
      {mine.map((b) => (
        <option key={b.advertiser_id} value={b.advertiser_id}>
          {b.display_name || b.company_name}
        </option>
      ))}
    </SelectField>
  );
}

/** The chosen brand's campaigns (only fetched once a brand is chosen). */
function CampaignOptions({ brandId, chosen }: { brandId: string; chosen?: string }) {
  const campaigns = useBrandCampaigns(brandId, { limit: 500 });
  const list = campaigns.data?.campaigns.map((c) => c.campaign) ?? [];
  return (
    <>
      {chosen && !list.some((c) => c.campaign_id === chosen) && (
        <option value={chosen}>Campaign #{chosen}</option>
      )}
      {list.map((c) => (
        <option key={c.campaign_id} value={c.campaign_id}>
          {c.title}
        </option>
      ))}
    </>
  );
}

function CampaignSelect({ view, update }: FilterProps) {
  return (
    <SelectField
      label="Campaign"
      value={view.campaign_id ?? ''}
      disabled={!view.brand_id && !view.campaign_id}
      hint={view.brand_id ? undefined : 'Choose a brand first'}
      onChange={(e) => update({ campaign_id: e.target.value || undefined })}
    >
      <option value="">Every campaign</option>
      {view.brand_id ? (
        <CampaignOptions brandId={view.brand_id} chosen={view.campaign_id} />
      ) : (
        view.campaign_id && <option value={view.campaign_id}>Campaign #{view.campaign_id}</option>
      )}
    </SelectField>
  );
}

function ChosenPartnerOption({ partnerId }: { partnerId: string }) {
  const chosen = usePartner(partnerId);
  return (
    <option value={partnerId}>
      {chosen.data?.publisher.account_name ?? `Partner #${partnerId}`}
    </option>
  );
}

/** A search box narrowing the partner select to the first 20 matches. */
function PartnerSelect({ view, update }: FilterProps) {
  const session = useConsoleSession();
  const [q, setQ] = useState('');
  const list = usePartnerList(session.networkId, {
    q: q.trim() || undefined,
    sort: 'account_name',
    limit: 20,
  });
  const partners = (list.data?.publishers ?? []).map((p) => p.publisher);
  return (
    <div className="grid gap-2">
      <TextField
        label="Find partner"
        type="search"
        placeholder="Name or id"
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <SelectField
        label="Partner"
        value={view.partner_id ?? ''}
        onChange={(e) => update({ partner_id: e.target.value || undefined })}
      >
        <option value="">Every partner</option>
        {view.partner_id && !partners.some((p) => p.publisher_id === view.partner_id) && (
          <ChosenPartnerOption partnerId={view.partner_id} />
        )}
        {partners.map((p) => (
          <option key={p.publisher_id} value={p.publisher_id}>
            {p.account_name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

interface FilterProps {
  view: TrafficView;
  update: (change: Partial<TrafficView>) => void;
}

/** The traffic pages' filters: brand, campaign, partner, period and (invalid clicks) reason. */
export function TrafficFilterBar({
  view,
  update,
  withReason = false,
}: FilterProps & { withReason?: boolean }) {
  return (
    <div
      role="group"
      aria-label="Filter traffic"
      className="mb-6 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <BrandSelect view={view} update={update} />
      <CampaignSelect view={view} update={update} />
      <PartnerSelect view={view} update={update} />
      <PeriodFields view={view} update={update} />
      {!withReason && (
        <SelectField
          label="Breakdown"
          value={view.group_by ?? ''}
          onChange={(e) => update({ group_by: (e.target.value || undefined) as TrafficGroup })}
        >
          <option value="">None</option>
          {Object.entries(GROUP_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              By {code === 'sub_id' ? label : label.toLowerCase()}
            </option>
          ))}
        </SelectField>
      )}
      {withReason && (
        <SelectField
          label="Reason"
          value={view.reason ?? ''}
          onChange={(e) => update({ reason: (e.target.value || undefined) as ClickVerdict })}
        >
          <option value="">Every reason</option>
          {Object.entries(CLICK_VERDICT_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
