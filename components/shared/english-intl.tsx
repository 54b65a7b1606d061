import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';

/**
 * The message groups the console shows through components it shares with the partner area (the
 * partner's profile, websites and databases, the account and API key sections): the console is
 * English, so it gets these groups in English whatever the user's language.
 */
const SHARED_GROUPS = [
  'profileForm',
  'websites',
  'databases',
  'account',
  'apiAccess',
  'imagePicker',
] as const;

export function EnglishSharedMessages({ children }: { children: ReactNode }) {
  const messages = Object.fromEntries(SHARED_GROUPS.map((group) => [group, en[group]]));
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
