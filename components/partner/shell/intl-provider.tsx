import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { DialogWordsProvider } from '@/components/ui/dialog-words';
import { PSEUDO_OPEN } from '@/lib/i18n/pseudo';

/** The message groups (top-level keys of messages/*.json) each area's client code uses. */
const NAMESPACES = {
  partner: [
    'chart',
    'dialog',
    'locale',
    'shell',
    'status',
    'partnerPage',
    'overview',
    'profile',
    'profileForm',
    'account',
    'apiAccess',
    'imagePicker',
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
    'payments',
    'paymentDetails',
    'taxProfile',
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
  const dialogWords = {
    cancel: t('cancel'),
    close: t('close'),
    working: t('working'),
    required: t('required'),
    edit: t('edit'),
    saving: t('saving'),
    active: t('active'),
    inactive: t('inactive'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    tryAgain: t('tryAgain'),
    validation: {
      required: t('validation.required'),
      atMostChars: t('validation.atMostChars', { n: '{n}' }),
      atLeastChars: t('validation.atLeastChars', { n: '{n}' }),
      atMost: t('validation.atMost', { n: '{n}' }),
      atLeast: t('validation.atLeast', { n: '{n}' }),
      email: t('validation.email'),
      number: t('validation.number'),
      choose: t('validation.choose'),
      invalid: t('validation.invalid'),
      // The schemas' own messages are English: other languages say "not valid" instead.
      keepOther: locale === 'en' && !t('required').startsWith(PSEUDO_OPEN),
    },
  };
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
