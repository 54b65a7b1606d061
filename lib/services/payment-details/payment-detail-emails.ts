import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { DbOrTx } from '@/lib/db/client';
import { networks, users } from '@/lib/db/schema';
import { appLocaleOf, type AppLocale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import es from '@/messages/es.json';
import { queueEmail } from '../emails';
import { publicSiteUrl } from '../partners/signup-emails';

// The e-mail a partner's users get on every change of its payment details, each in the user's
// own language (messages/<locale>.json, group "emails"). It names the currency, the method and
// who changed it, never the account values, so a stolen inbox learns nothing to pay into.
// The words are read with next-intl's translator, never as raw strings: the build precompiles
// messages/*.json (next.config.mjs, `precompile`), so a message with a placeholder is no longer
// a string there, and only the translator formats both forms (vitest reads the plain JSON).

const MESSAGES = { en, de, fr, es } satisfies Record<AppLocale, unknown>;

export type PaymentDetailChange = 'saved' | 'suspended' | 'unsuspended';

function wordsFor(locale: AppLocale) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale] as typeof en,
    namespace: 'emails.paymentDetails',
  });
}

/** Queues, in the caller's transaction, one e-mail per user of the partner. */
export async function queuePaymentDetailsChanged(
  tx: DbOrTx,
  networkId: number,
  partnerId: number,
  change: PaymentDetailChange,
  sets: { paidCurrency: string; paymentType: string }[],
): Promise<void> {
  const [network] = await tx
    .select({ name: networks.name })
    .from(networks)
    .where(eq(networks.id, networkId));
  const recipients = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.networkId, networkId),
        eq(users.partnerId, partnerId),
        eq(users.role, 'partner'),
      ),
    );
  for (const user of recipients) {
    const t = wordsFor(appLocaleOf(user.locale) ?? 'en');
    const method = (type: string) =>
      type === 'bank_transfer' || type === 'paypal' ? t(`method.${type}`) : type;
    const args = {
      network: network?.name ?? '',
      sets: sets.map((s) => `${s.paidCurrency} (${method(s.paymentType)})`).join(', '),
      link: `${publicSiteUrl()}/partner/payment-details`,
    };
    await queueEmail(tx, {
      networkId,
      to: user.email,
      kind: `payment_details_${change}`,
      subject: t(`${change}.subject`, args),
      body: `${t(`${change}.body`, args)}\n\n${t('footer')}\n`,
    });
  }
}
