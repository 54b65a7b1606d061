'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './button';

/** "Or an image URL": a URL field and a button that hands the trimmed URL on. */
export function ImageUrlInput({ onUse }: { onUse: (url: string) => void }) {
  const t = useTranslations('imagePicker');
  const [url, setUrl] = useState('');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="block flex-1 text-sm font-medium text-slate-700">
        {t('urlLabel')}
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/logo.png"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand"
        />
      </label>
      <Button size="md" onClick={() => onUse(url.trim())}>
        {t('useUrl')}
      </Button>
    </div>
  );
}
