'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Check, Circle } from 'lucide-react';
import { usePaymentDetails } from '@/lib/client/hooks/payments';
import { useTaxProfile } from '@/lib/client/hooks/partner-payments';
import { usePartnerLinkCount } from '@/lib/client/hooks/partner-tracking';
import { useLivePartner } from './session-context';

type StepKey = 'profile' | 'website' | 'campaign' | 'link' | 'paymentDetails' | 'taxProfile';

/**
 * First steps for a new partner, each done or still to do with where to do it; gone once every
 * step is done. A step whose answer could not be read counts as not done.
 */
export function FirstSteps({
  partnerId,
  approved,
}: {
  partnerId: string;
  approved: number | undefined;
}) {
  const t = useTranslations('overview.steps');
  const format = useFormatter();
  const { partner } = useLivePartner();
  const links = usePartnerLinkCount(partnerId);
  const details = usePaymentDetails(partnerId);
  const tax = useTaxProfile(partnerId);
  const p = partner.data?.publisher;
  const answers: Record<StepKey, boolean | undefined> = {
    profile: p ? Boolean(p.company_logo && p.description) : undefined,
    website: p ? p.websites.some((w) => w.active === 'y') : undefined,
    campaign: approved === undefined ? undefined : approved > 0,
    link: links.isError ? false : links.data === undefined ? undefined : links.data > 0,
    paymentDetails: details.isError
      ? false
      : details.data === undefined
        ? undefined
        : details.data.length > 0,
    taxProfile: tax.isError ? false : tax.data === undefined ? undefined : tax.data !== null,
  };
  const steps: { key: StepKey; href: string }[] = [
    { key: 'profile', href: '/partner/profile' },
    { key: 'website', href: '/partner/websites' },
    { key: 'campaign', href: '/partner/discover' },
    { key: 'link', href: '/partner/links' },
    { key: 'paymentDetails', href: '/partner/payment-details' },
    { key: 'taxProfile', href: '/partner/tax-profile' },
  ];
  // Shown once every answer is in, so the list does not appear and then vanish.
  if (Object.values(answers).some((a) => a === undefined)) return null;
  const done = steps.filter((s) => answers[s.key]).length;
  if (done === steps.length) return null;
  return (
    <section
      aria-labelledby="first-steps"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="first-steps"
    >
      <h2 id="first-steps" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('progress', { done: format.number(done), total: format.number(steps.length) })}
      </p>
      <ol className="mt-3 space-y-2">
        {steps.map((s) => (
          <li key={s.key} className="flex items-center gap-2 text-sm" data-step={s.key}>
            {answers[s.key] ? (
              <>
                <Check aria-hidden className="h-4 w-4 shrink-0 text-green-700" />
                <span className="text-slate-500 line-through">{t(s.key)}</span>
                <span className="sr-only">{t('done')}</span>
              </>
            ) : (
              <>
                <Circle aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
                <Link href={s.href} className="font-medium text-brand hover:underline">
                  {t(s.key)}
                </Link>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
