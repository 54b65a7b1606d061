import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { networks, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CreatePartnerIn, CreatePartnerUserIn } from '@/lib/schemas/partner';
import { ChangeSet, systemActor } from '../change-set';
import { deliverSoon } from '../emails';
import { createUser } from '../users';
import { insertPartner } from './create';
import { assertLoginFree, assertPasswordAcceptable, loginRace, partnerUserFields, queueWelcome, type CreatedPartnerUser } from './logins';

export type SignupPartnerUserIn = CreatePartnerUserIn & { publisher: CreatePartnerIn };

/**
 * Public sign-up (docs/partner-self-service.md): op 3 for an anonymous caller of a given
 * network, with no staff principal. The same rules as createPartnerWithUser (password policy,
 * unique user name and e-mail, current terms, auto-approval, the acceptance recorded, the
 * welcome e-mail); the new partner user is its own creator, so the partner's created_by and
 * the actor of its first status change are that user. Its audit rows have no actor (nobody
 * was signed in; the request id ties them to the call). Field errors name `user_name`,
 * `email_address`, `password`, `account_name` and `entity_terms_id` at the top level.
 */
export async function createPartnerWithUserBySignup(db: Db, networkId: number, input: SignupPartnerUserIn): Promise<CreatedPartnerUser> {
  await assertPasswordAcceptable(input);
  const created = await db
    .transaction(async (tx) => {
      const [network] = await tx.select({ name: networks.name }).from(networks).where(eq(networks.id, networkId));
      if (!network) throw AppError.notFound('Network');
      // Nobody is signed in: the audit log shows the system as the actor.
      const set = new ChangeSet(systemActor(networkId));
      await assertLoginFree(tx, networkId, input);
      // The user first (its partner is set below), so the partner's creation is its own.
      const { userId, userApiKey } = await createUser(tx, { networkId, ...partnerUserFields(input) }, set);
      const self: Principal = { userId, networkId, role: 'partner', userName: input.user_name, partnerId: null, brandIds: [], via: 'system' };
      const partner = await insertPartner(tx, set, self, input.publisher, []);
      await tx.update(users).set({ partnerId: partner.id }).where(eq(users.id, userId));
      set.change({ entityType: 'user', entityId: userId, action: 'updated', before: { publisher_id: null }, after: { publisher_id: String(partner.id) } });
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      await queueWelcome(tx, networkId, network.name, partner, input);
      await set.commit(tx);
      return { user: user!, userApiKey, networkName: network.name, partner };
    })
    .catch((error: unknown) => {
      throw loginRace(error);
    });
  if (input.send_confirm_email) deliverSoon(db);
  return created;
}
