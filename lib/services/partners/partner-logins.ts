import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { AppError } from '@/lib/errors';
import type { CreatePartnerUserIn } from '@/lib/schemas/partner';
import { queueEmail } from '../emails';
import { requireAcceptablePassword } from '../users/acceptable-password';
import type { PartnerRecord, PartnerRow } from './partner-record';

// A partner's login (POST /user and the public sign-up): the checks and the welcome e-mail both share.

export interface CreatedPartnerUser {
  user: typeof users.$inferSelect;
  userApiKey: string;
  networkName: string;
  partner: PartnerRecord;
}

/** Refuses a user name taken on the network, or an e-mail address taken anywhere. */
export async function assertLoginFree(
  tx: Tx,
  networkId: number,
  input: CreatePartnerUserIn,
): Promise<void> {
  const [taken] = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(
      or(
        and(
          eq(users.networkId, networkId),
          sql`lower(${users.userName}) = lower(${input.user_name})`,
        ),
        sql`lower(${users.email}) = lower(${input.email_address})`,
      ),
    )
    .limit(1);
  if (taken)
    throw taken.userName.toLowerCase() === input.user_name.toLowerCase()
      ? userNameTaken()
      : emailTaken();
}

const userNameTaken = () =>
  AppError.field(['user_name'], 'duplicate', 'user_name is already taken on this network');
const emailTaken = () =>
  AppError.field(['email_address'], 'duplicate', 'A user with this e-mail address already exists');

/** Two sign-ups with one name or address at the same moment: the unique index decides. */
export function loginRace(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_network_user_name_unique')) return userNameTaken();
  if (isUniqueViolation(error, 'users_email_unique')) return emailTaken();
  return error;
}

/** The login's own fields from a POST /user body. */
export function partnerUserFields(input: CreatePartnerUserIn) {
  return {
    role: 'partner' as const,
    userName: input.user_name,
    email: input.email_address,
    password: input.password,
    firstname: input.firstname ?? null,
    lastname: input.lastname ?? null,
    locale: input.locale ?? 'en',
    address1: input.address1,
    address2: input.address2 ?? null,
    address3: input.address3 ?? null,
    address4: input.address4 ?? null,
    postcode: input.postcode,
    country: input.country,
    phone: input.phone,
    signupIp: input.signup_ip,
  };
}

export async function queueWelcome(
  tx: Tx,
  networkId: number,
  networkName: string,
  partner: PartnerRow,
  input: CreatePartnerUserIn,
): Promise<void> {
  if (!input.send_confirm_email) return;
  await queueEmail(tx, {
    networkId,
    to: input.email_address,
    kind: 'signup_confirmation',
    subject: `Welcome to ${networkName}`,
    body:
      `Hello ${input.firstname ?? input.user_name},\n\nYour partner account "${partner.accountName}" was created on ${networkName}. ` +
      (partner.networkStatus === 'a'
        ? 'It is approved: you can request campaigns now.'
        : 'The network reviews new partners; you can request campaigns once it approves you.') +
      `\nSign in with ${input.email_address}.\n`,
  });
}

export async function assertPasswordAcceptable(input: CreatePartnerUserIn): Promise<void> {
  await requireAcceptablePassword(input.password, [
    input.user_name,
    input.email_address,
    input.firstname,
    input.lastname,
  ]);
}
