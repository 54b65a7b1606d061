'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { TrackingLink } from '@/lib/client/hooks/partner-tracking';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadingState } from '@/components/ui/states';

// The QR code library loads after first paint, so the page stays inside its first-load budget.
const QrCode = dynamic(() => import('./qr-code'), {
  ssr: false,
  loading: () => <QrLoading />,
});

function QrLoading() {
  return <LoadingState label={useTranslations('links.result')('qrLoading')} />;
}

function LinkLine({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code
          data-testid={testId}
          className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

/** A built link: the tracking link and its short form to copy, where it lands, and a QR code. */
export function LinkResult({ link, campaign }: { link: TrackingLink; campaign: string }) {
  const subId = link.params.find((p) => p.key === 'pubref')?.value;
  const t = useTranslations('links.result');
  return (
    <div className="flex flex-wrap items-start gap-6" data-testid="link-result">
      <div className="min-w-0 flex-1 space-y-4">
        <LinkLine
          label={t('trackingLink')}
          value={link.tracking_url}
          copyLabel={t('copyTracking')}
          testId="tracking-url"
        />
        <LinkLine
          label={t('shortLink')}
          value={link.tracking_short_url}
          copyLabel={t('copyShort')}
          testId="short-url"
        />
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">{t('campaign')}</dt>
          <dd className="text-slate-900">{campaign}</dd>
          <dt className="text-slate-500">{t('landsOn')}</dt>
          <dd className="break-all text-slate-900">{link.destination_url}</dd>
          <dt className="text-slate-500">{t('subId')}</dt>
          <dd className="text-slate-900">{subId ?? t('none')}</dd>
        </dl>
      </div>
      <QrCode
        value={link.tracking_url}
        title={t('qrTitle')}
        pngLabel={t('qrPng')}
        svgLabel={t('qrSvg')}
      />
    </div>
  );
}
