'use client';

import { useTranslations } from 'next-intl';
import type { Creative } from '@/lib/client/hooks/creatives';
import { imageSrc } from '@/lib/client/image-src';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';

const TYPE_KEYS: Record<number, 'banner' | 'html' | 'text'> = { 1: 'banner', 2: 'html', 3: 'text' };

function Preview({ creative }: { creative: Creative }) {
  const t = useTranslations('creatives');
  if (creative.preview)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the brand's banner as we serve it
      <img
        src={imageSrc(creative.preview)}
        alt={creative.description || t('type.banner')}
        className="max-h-40 max-w-full rounded border border-slate-200 object-contain"
      />
    );
  if (creative.creative_type_id === 3)
    return <p className="font-medium text-brand underline">{creative.description}</p>;
  return (
    <p className="text-sm text-slate-600">
      {creative.description
        ? t('htmlNamed', { description: creative.description })
        : t('htmlCreative')}
    </p>
  );
}

/** One creative as a partner gets it: a preview, its tracking link and its HTML, each to copy. */
function CreativeCard({ creative }: { creative: Creative }) {
  const t = useTranslations('creatives');
  const type = TYPE_KEYS[creative.creative_type_id];
  return (
    <li
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="partner-creative"
    >
      <div className="flex items-center justify-between gap-2">
        <Badge tone="slate">{type ? t(`type.${type}`) : t('type.other')}</Badge>
        {creative.width && creative.height && (
          <span className="text-xs text-slate-500">
            {creative.width} × {creative.height}
          </span>
        )}
      </div>
      <Preview creative={creative} />
      <div>
        <p className="mb-1 text-xs font-medium text-slate-600">{t('trackingLink')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all">
            {creative.creative_tracking_link}
          </code>
          <CopyButton value={creative.creative_tracking_link} label={t('copyLink')} />
        </div>
      </div>
      {creative.html_tracking_link && (
        <div>
          <p className="mb-1 text-xs font-medium text-slate-600">{t('html')}</p>
          <pre className="max-h-32 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap">
            {creative.html_tracking_link}
          </pre>
          <div className="mt-1">
            <CopyButton value={creative.html_tracking_link} label={t('copyHtml')} />
          </div>
        </div>
      )}
    </li>
  );
}

export function CreativesList({ creatives }: { creatives: Creative[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {creatives.map((c) => (
        <CreativeCard key={c.creative_id} creative={c} />
      ))}
    </ul>
  );
}
