'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/states';

/**
 * Nothing tracked in the period: the message group's `noneTitle` and `noneText`, whose link
 * goes to the link builder.
 */
export function NothingTracked({ namespace, days }: { namespace: string; days: number }) {
  const t = useTranslations(namespace);
  return (
    <EmptyState title={t('noneTitle', { days })}>
      {t.rich('noneText', {
        link: (chunks) => (
          <Link href="/partner/links" className="text-brand underline">
            {chunks}
          </Link>
        ),
      })}
    </EmptyState>
  );
}
