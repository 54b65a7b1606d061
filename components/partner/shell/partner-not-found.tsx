'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';

/** An address in the partner area with no page, in the partner's language. */
export function PartnerNotFound() {
  const t = useTranslations('partnerPage.notFound');
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('text')}</p>
      <Link href="/partner" className={`${buttonClass('primary')} mt-4`}>
        {t('back')}
      </Link>
    </div>
  );
}
