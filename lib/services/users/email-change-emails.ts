import type { DbOrTx } from '@/lib/db/client';
import { queueEmail } from '../emails';
import { publicSiteUrl } from '../partners/signup-emails';

// The e-mails of an e-mail address change. The new address gets the confirmation link (or, when
// it already belongs to an account, a note saying nothing changed); the old address is told once
// the change is made. They carry no free text a user chose: the network's name, addresses, our links.

/** How long a confirmation link works. */
export const EMAIL_CHANGE_CONFIRMATION_HOURS = 24;

interface Network {
  id: number;
  name: string;
}

export async function queueEmailChangeConfirmation(
  db: DbOrTx,
  network: Network,
  to: string,
  token: string,
): Promise<void> {
  const link = `${publicSiteUrl()}/login/confirm-email?token=${encodeURIComponent(token)}`;
  await queueEmail(db, {
    networkId: network.id,
    to,
    kind: 'email_change_confirm_address',
    subject: `Confirm your new e-mail address for ${network.name}`,
    body:
      `Someone asked to use this e-mail address for their account on ${network.name}.\n\n` +
      `If it was you, confirm the address: ${link}\n\n` +
      `The link works once, for ${EMAIL_CHANGE_CONFIRMATION_HOURS} hours. Until then you keep ` +
      'signing in with your current address. If it was not you, ignore this e-mail: nothing ' +
      'changes without the confirmation.\n',
  });
}

/** Sent instead of a confirmation when the address already belongs to an account. */
export async function queueEmailChangeAddressTaken(
  db: DbOrTx,
  network: Network,
  to: string,
): Promise<void> {
  await queueEmail(db, {
    networkId: network.id,
    to,
    kind: 'email_change_address_taken',
    subject: `Your e-mail address on ${network.name}`,
    body:
      `Someone asked to use this e-mail address for an account on ${network.name}. It already ` +
      'belongs to an account with us, so it cannot be used for another one and nothing was ' +
      `changed.\n\nIf it was you, sign in with this address instead: ${publicSiteUrl()}/login\n\n` +
      'If it was not you, ignore this e-mail.\n',
  });
}

/** Tells the old address that the account now uses another one. */
export async function queueEmailChanged(
  db: DbOrTx,
  network: Network,
  to: string,
  newAddress: string,
): Promise<void> {
  await queueEmail(db, {
    networkId: network.id,
    to,
    kind: 'email_changed',
    subject: `Your e-mail address on ${network.name} was changed`,
    body:
      `The e-mail address of your account on ${network.name} was changed to ${newAddress}, ` +
      'which was confirmed with the link sent to it. Sign in with the new address from now on.\n\n' +
      `If you did not ask for this, contact ${network.name} at once.\n`,
  });
}
