'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMe } from '@/lib/client/hooks/users';
import { useOrigin } from '@/lib/client/use-origin';
import { RotateApiKey } from '@/components/console/settings/rotate-api-key';
import { SecretValue } from '@/components/ui/copy-button';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';

/**
 * The partner's API access: what to send on a call (an empty application key and the partner's
 * own API key, docs/api-decisions.md#partners-calling-the-api-the-application-key), the key's
 * prefix, rotation (the new key shown in full, once) and a curl example to copy.
 */
export function PartnerApiKey() {
  const t = useTranslations('apiAccess');
  const format = useFormatter();
  const me = useMe();
  const origin = useOrigin();
  const [newKey, setNewKey] = useState<string | null>(null);
  if (me.isLoading) return <LoadingState label={t('loading')} />;
  if (me.isError || !me.data) return <ErrorState error={me.error} retry={() => me.refetch()} />;
  const user = me.data.data;
  const key = newKey ?? 'YOUR_API_KEY';
  const curl = `curl -u ":${key}" ${origin}/v3/users/me`;
  return (
    <Section title={t('title')} id="api-key" description={t('description')}>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium text-slate-900">{t('appKeyTitle')}</dt>
          <dd className="text-slate-700">{t('appKeyText')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('apiKeyTitle')}</dt>
          <dd className="text-slate-700">
            {newKey ? (
              <>
                <SecretValue value={newKey} testId="partner-new-api-key" />
                <span className="mt-1 block text-xs text-amber-800">{t('shownOnce')}</span>
              </>
            ) : (
              <>
                <code className="rounded bg-slate-100 px-2 py-1" data-testid="api-key-prefix">
                  {user.api_key_prefix}…
                </code>{' '}
                {t('issued', {
                  date: format.dateTime(new Date(user.api_key_rotated_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('tryIt')}</dt>
          <dd>
            <SecretValue value={curl} testId="curl-example" />
          </dd>
        </div>
      </dl>
      <RotateApiKey onRotated={setNewKey} />
    </Section>
  );
}
