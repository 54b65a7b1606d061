import { useFormatter, useTranslations } from 'next-intl';
import type { DiscoveryCampaignWithDetailsOut } from '@/lib/schemas/participation';
import { RichText } from '../../shared/rich-text';

type Campaign = DiscoveryCampaignWithDetailsOut;

/** The default commission in words: "8% of each sale", "£5.00 per sale", both, or not set. */
function useCommissionInWords(): (c: Campaign) => string {
  const t = useTranslations('discover');
  const format = useFormatter();
  return (c) => {
    const { default_commission_rate: rate, default_commission_value: value } = c.details;
    const parts: string[] = [];
    if (rate !== null && Number(rate) > 0)
      parts.push(
        t('rate', {
          rate: format.number(Number(rate) / 100, { style: 'percent', maximumFractionDigits: 2 }),
        }),
      );
    if (value !== null && Number(value) > 0)
      parts.push(
        t('value', {
          amount: format.number(Number(value), { style: 'currency', currency: c.currency.iso }),
        }),
      );
    const base = parts.length
      ? parts.reduce((first, second) => t('plus', { first, second }))
      : t('noCommission');
    return c.details.higher_rates_may_apply ? t('higherRates', { base }) : base;
  };
}

/** What a partner weighs before asking to join: description, commission, cookie, approval. */
export function CampaignFacts({ campaign }: { campaign: Campaign }) {
  const d = campaign.details;
  const t = useTranslations('discover');
  const commissionInWords = useCommissionInWords();
  return (
    <div className="mt-1 space-y-2">
      {d.description && (
        <RichText
          html={d.description}
          className="text-slate-700"
          label={t('about', { title: campaign.title })}
        />
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-800">{t('commission')}</dt>
          <dd data-testid="commission">{commissionInWords(campaign)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">{t('cookiePeriod')}</dt>
          <dd data-testid="cookie-period">{t('cookieDays', { days: d.cookie_period_days })}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">{t('approval')}</dt>
          <dd data-testid="approval">{t(`approvalWords.${d.approval}`)}</dd>
        </div>
      </dl>
    </div>
  );
}
