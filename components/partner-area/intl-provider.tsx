import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { DialogWordsProvider } from '@/components/ui/dialog-words';

/** The message groups (top-level keys of messages/*.json) each area's client code uses. */
const NAMESPACES = {
  partner: [
    'dialog',
    'locale',
    'shell',
    'status',
    'partnerPage',
    'overview',
    'profile',
    'websites',
    'databases',
    'creatives',
    'vouchers',
    'links',
    'performance',
    'campaigns',
    'invitations',
    'discover',
    'campaignTerms',
    'earnings',
    'claims',
  ],
  signup: ['dialog', 'locale', 'signup', 'status', 'confirmSignup'],
} as const;

/**
 * next-intl's client provider for the partner area or the sign-up (a server component): the
 * request's language (i18n/request.ts) with only that language's messages of the area's groups,
 * so the browser loads no other language and no console text. `lang` marks the area's language.
 */
export async function PartnerIntlProvider({
  area,
  children,
}: {
  area: keyof typeof NAMESPACES;
  children: ReactNode;
}) {
  const [locale, messages, t] = await Promise.all([
    getLocale(),
    getMessages(),
    getTranslations('dialog'),
  ]);
  const dialogWords = { cancel: t('cancel'), close: t('close'), working: t('working') };
  const picked = Object.fromEntries(
    NAMESPACES[area].filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="UTC">
      <div lang={locale} className="contents">
        <DialogWordsProvider words={dialogWords}>{children}</DialogWordsProvider>
      </div>
    </NextIntlClientProvider>
  );
}
