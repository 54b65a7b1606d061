import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { networks, networkTerms, pendingSignups, users } from '@/lib/db/schema';
import { hashKey } from '@/lib/auth/keys';
import type { Principal } from '@/lib/auth/principal';
import { AppError, isAppError } from '@/lib/errors';
import type { CreatePartnerIn, CreatePartnerUserIn } from '@/lib/schemas/partner';
import { OTHER_PROMOTIONAL_METHOD, OTHER_VERTICAL } from '@/lib/schemas/reference';
import { ChangeSet, systemActor } from '../audit/change-set';
import { deliverSoon } from '../emails';
import type { TermsRow } from '../terms/network-terms';
import { createUser } from '../users/create-user';
import { insertPartner } from './create-partner';
import {
  assertLoginFree,
  loginRace,
  partnerUserFields,
  queueWelcome,
  type CreatedPartnerUser,
} from './partner-logins';
import type { PendingSignupDetails } from './request-signup';
import { renameFields } from './sign-up-partner';

export interface SignedUpPartner extends CreatedPartnerUser {
  terms: Pick<TermsRow, 'id' | 'version' | 'locale' | 'country'>;
}

type SignupPartnerUserIn = CreatePartnerUserIn & { publisher: CreatePartnerIn };

const invalidLink = () =>
  AppError.field(
    ['token'],
    'invalid_value',
    'This confirmation link does not work: it was used already, it has expired, or it was copied incompletely. Sign up again to get a new one.',
  );

/** The POST /user body the confirmed sign-up creates the partner and its user with. */
function creationInput(d: PendingSignupDetails): SignupPartnerUserIn {
  return {
    user_name: d.account_name,
    email_address: d.email,
    password: '',
    firstname: d.firstname,
    lastname: d.lastname,
    address1: d.address1,
    postcode: d.postcode,
    country: d.country,
    phone: d.phone,
    locale: d.locale,
    signup_ip: d.signup_ip,
    send_confirm_email: true,
    publisher: {
      account_name: d.account_name,
      company_name: d.company_name,
      vertical: d.vertical ?? OTHER_VERTICAL,
      promotional_method: d.promotional_method ?? OTHER_PROMOTIONAL_METHOD,
      signup_ip: d.signup_ip,
      entity_terms_id: d.terms_id,
      contact_email: d.email,
      contact_name: `${d.firstname} ${d.lastname}`.trim(),
      contact_locale: d.locale,
      operating_country: d.country,
      phone: d.phone,
    },
  } as SignupPartnerUserIn;
}

/**
 * Creates the partner and its user (the rules of POST /user: unique user name and e-mail,
 * current terms, auto-approval, the acceptance recorded, the welcome e-mail, which may now
 * carry the names since the address is confirmed). The new partner user is its own creator;
 * audit rows have the system as actor (nobody was signed in).
 */
async function createConfirmed(
  tx: Tx,
  networkId: number,
  input: SignupPartnerUserIn,
  passwordHash: string,
): Promise<CreatedPartnerUser> {
  const [network] = await tx
    .select({ name: networks.name })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!network) throw AppError.notFound('Network');
  const set = new ChangeSet(systemActor(networkId));
  await assertLoginFree(tx, networkId, input);
  const { userId, userApiKey } = await createUser(
    tx,
    { networkId, ...partnerUserFields(input), password: undefined, passwordHash },
    set,
  );
  const self: Principal = {
    userId,
    networkId,
    role: 'partner',
    userName: input.user_name,
    partnerId: null,
    brandIds: [],
    via: 'system',
  };
  const partner = await insertPartner(tx, set, self, input.publisher, []);
  await tx.update(users).set({ partnerId: partner.id }).where(eq(users.id, userId));
  set.change({
    entityType: 'user',
    entityId: userId,
    action: 'updated',
    before: { publisher_id: null },
    after: { publisher_id: String(partner.id) },
  });
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  await queueWelcome(tx, networkId, network.name, partner, input);
  await set.commit(tx);
  return { user: user!, userApiKey, networkName: network.name, partner };
}

async function acceptedTerms(db: Db, details: PendingSignupDetails) {
  const [terms] = await db
    .select({
      id: networkTerms.id,
      version: networkTerms.version,
      locale: networkTerms.locale,
      country: networkTerms.country,
    })
    .from(networkTerms)
    .where(eq(networkTerms.id, details.terms_id))
    .limit(1);
  return terms!;
}

/**
 * Step two of the public sign-up: the link from the confirmation e-mail. The token works
 * once (its row is deleted in the transaction that creates the partner) and only until it
 * expires. When the account name or the address was taken meanwhile, or the terms changed,
 * the error says so and nothing is created.
 */
export async function confirmSignup(db: Db, token: string): Promise<SignedUpPartner> {
  const created = await db
    .transaction(async (tx) => {
      const [pending] = await tx
        .delete(pendingSignups)
        .where(
          and(
            eq(pendingSignups.tokenHash, hashKey(token)),
            gt(pendingSignups.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!pending) throw invalidLink();
      const details = pending.details as PendingSignupDetails;
      const result = await createConfirmed(
        tx,
        pending.networkId,
        creationInput(details),
        pending.passwordHash,
      );
      return { ...result, details };
    })
    .catch((error: unknown) => {
      const raced = loginRace(error);
      throw isAppError(raced) ? renameFields(raced) : raced;
    });
  deliverSoon(db);
  const { details, ...rest } = created;
  return { ...rest, terms: await acceptedTerms(db, details) };
}
