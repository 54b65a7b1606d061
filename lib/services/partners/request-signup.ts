import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { emailOutbox, pendingSignups, users } from '@/lib/db/schema';
import { hashKey } from '@/lib/auth/keys';
import { hashPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import type { PartnerSignupIn } from '@/lib/schemas/signup';
import { deliverSoon } from '../emails';
import { requireAcceptablePassword } from '../users/acceptable-password';
import { findNetwork, requireShownTerms } from './sign-up-partner';
import {
  EXISTING_ACCOUNT_MAIL_HOURS,
  EXISTING_ACCOUNT_MAIL_KIND,
  queueSignupConfirmation,
  queueSignupExistingAccount,
  SIGNUP_CONFIRMATION_HOURS,
} from './signup-emails';

/** What the sign-up answers: the same for a new address and one that already has an account. */
export interface SignupRequested {
  email: string;
  networkId: number;
  networkName: string;
  expiresAt: Date;
}

/** What a pending sign-up keeps until it is confirmed (the password only as its hash). */
export type PendingSignupDetails = Omit<PartnerSignupIn, 'password'> & { signup_ip: string };

async function accountNameTaken(db: Db, networkId: number, name: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.networkId, networkId), sql`lower(${users.userName}) = lower(${name})`))
    .limit(1);
  return taken !== undefined;
}

/** Whether the owner of this address was told of a sign-up attempt within the last hours. */
async function existingAccountMailedLately(db: DbOrTx, email: string): Promise<boolean> {
  const since = new Date(Date.now() - EXISTING_ACCOUNT_MAIL_HOURS * 3600_000);
  const [mailed] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, EXISTING_ACCOUNT_MAIL_KIND),
        sql`lower(${emailOutbox.toAddress}) = lower(${email})`,
        gt(emailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return mailed !== undefined;
}

/**
 * Step one of the public sign-up. Checks the body as before (terms shown, password policy,
 * account name free on the network), then e-mails the address: a single-use confirmation
 * link (the token is stored hashed, for SIGNUP_CONFIRMATION_HOURS) when it is new, or a note
 * that it already has an account (at most once per EXISTING_ACCOUNT_MAIL_HOURS, so repeated
 * sign-ups cannot flood its owner). The answer, and the work done, are the same either way,
 * so the sign-up does not tell whether an address is known. Nothing else is created yet.
 */
export async function signUpPartner(
  db: Db,
  networkId: number,
  input: PartnerSignupIn,
  signupIp: string,
): Promise<SignupRequested> {
  const network = await findNetwork(db, networkId);
  await requireShownTerms(db, networkId, input);
  const { password, ...rest } = input;
  await requireAcceptablePassword(password, [
    input.account_name,
    input.email,
    input.firstname,
    input.lastname,
    input.company_name,
  ]);
  if (await accountNameTaken(db, networkId, input.account_name))
    throw AppError.field(
      ['account_name'],
      'duplicate',
      'account_name is already taken on this network',
    );
  const passwordHash = await hashPassword(password);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SIGNUP_CONFIRMATION_HOURS * 3600_000);
  await db.transaction(async (tx) => {
    await tx.delete(pendingSignups).where(lt(pendingSignups.expiresAt, new Date()));
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .limit(1);
    if (owner) {
      // Two sign-ups with the address at once take turns, so only one of them mails.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`signup-mail/${input.email.toLowerCase()}`}))`,
      );
      if (await existingAccountMailedLately(tx, input.email)) return;
      return queueSignupExistingAccount(tx, network, input.email);
    }
    const details: PendingSignupDetails = { ...rest, signup_ip: signupIp };
    await tx.insert(pendingSignups).values({
      networkId,
      tokenHash: hashKey(token),
      email: input.email,
      passwordHash,
      details,
      expiresAt,
    });
    await queueSignupConfirmation(tx, network, input.email, token);
  });
  deliverSoon(db);
  return { email: input.email, networkId, networkName: network.name, expiresAt };
}
