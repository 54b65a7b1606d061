import type { DbOrTx } from '@/lib/db/client';
import { config } from '@/lib/config';
import { queueEmail } from '../emails';

// The e-mails of the public sign-up before the address is confirmed. They carry no text the
// visitor chose (names, account name): only the network's name, set by its staff, and our links.

/** Where links in e-mails point: PUBLIC_BASE_URL, else NEXTAUTH_URL; never the request's Host. */
export function publicSiteUrl(): string {
  const { publicBaseUrl, session } = config();
  return (publicBaseUrl ?? session.url ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** How long a confirmation link works. */
export const SIGNUP_CONFIRMATION_HOURS = 24;

export async function queueSignupConfirmation(
  db: DbOrTx,
  network: { id: number; name: string },
  to: string,
  token: string,
): Promise<void> {
  const link = `${publicSiteUrl()}/signup/confirm?token=${encodeURIComponent(token)}`;
  await queueEmail(db, {
    networkId: network.id,
    to,
    kind: 'signup_confirm_address',
    subject: `Confirm your e-mail address for ${network.name}`,
    body:
      `Someone asked to join ${network.name} as a partner with this e-mail address.\n\n` +
      `If it was you, confirm the address to create your account:\n${link}\n\n` +
      `The link works once, for ${SIGNUP_CONFIRMATION_HOURS} hours. ` +
      'If it was not you, ignore this e-mail: nothing is created without the confirmation.\n',
  });
}

export const EXISTING_ACCOUNT_MAIL_KIND = 'signup_existing_account';
/** The owner of a known address hears of sign-ups with it at most once in this many hours. */
export const EXISTING_ACCOUNT_MAIL_HOURS = 24;

/** Sent instead of a confirmation when the address already has an account. */
export async function queueSignupExistingAccount(
  db: DbOrTx,
  network: { id: number; name: string },
  to: string,
): Promise<void> {
  await queueEmail(db, {
    networkId: network.id,
    to,
    kind: EXISTING_ACCOUNT_MAIL_KIND,
    subject: `Your sign-up to ${network.name}`,
    body:
      `Someone asked to join ${network.name} as a partner with this e-mail address, ` +
      'which already has an account with us, so no new account was created.\n\n' +
      `If it was you, sign in instead: ${publicSiteUrl()}/login\n\n` +
      'If it was not you, ignore this e-mail: nothing was changed.\n',
  });
}
