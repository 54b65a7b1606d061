import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pendingSignups, users } from '@/lib/db/schema';
import { hashKey } from '@/lib/auth/keys';
import { hashPassword, passwordProblem } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import type { PartnerSignupIn } from '@/lib/schemas/signup';
import { deliverSoon } from '../emails';
import { findNetwork, requireShownTerms } from './sign-up-partner';
import {
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

/**
 * Step one of the public sign-up. Checks the body as before (terms shown, password policy,
 * account name free on the network), then e-mails the address: a single-use confirmation
 * link (the token is stored hashed, for SIGNUP_CONFIRMATION_HOURS) when it is new, or a note
 * that it already has an account. The answer, and the work done, are the same either way,
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
  const problem = await passwordProblem(password, [
    input.account_name,
    input.email,
    input.firstname,
    input.lastname,
    input.company_name,
  ]);
  if (problem) throw AppError.field(['password'], problem.kind, problem.message);
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
    if (owner) return queueSignupExistingAccount(tx, network, input.email);
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
