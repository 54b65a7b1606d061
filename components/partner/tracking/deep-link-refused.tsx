'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * The deep link is outside what the brand allows: says so in words, where the link would send
 * shoppers instead, and offers the two ways on.
 */
export function DeepLinkRefused({
  url,
  reason,
  defaultDestination,
  pending,
  onUseDefault,
  onEdit,
}: {
  url: string;
  reason: string;
  defaultDestination: string;
  pending: boolean;
  onUseDefault: () => void;
  onEdit: () => void;
}) {
  const noDeepLinks = /allows none/.test(reason);
  const t = useTranslations('links.refused');
  return (
    <div
      role="alert"
      data-testid="deep-link-refused"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-medium">{noDeepLinks ? t('none') : t('outside')}</p>
      <p className="mt-1 break-all">
        {url} {reason}.
      </p>
      <p className="mt-1 break-all">
        {t('fallback')} {defaultDestination}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="primary" onClick={onUseDefault} disabled={pending}>
          {t('useDefault')}
        </Button>
        <Button size="sm" onClick={onEdit} disabled={pending}>
          {t('edit')}
        </Button>
      </div>
    </div>
  );
}
