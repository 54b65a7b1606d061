import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { networks, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CreatePartnerIn, CreatePartnerUserIn } from '@/lib/schemas/partner';
import { OTHER_PROMOTIONAL_METHOD, OTHER_VERTICAL } from '@/lib/schemas/reference';
import { requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { deliverSoon } from '../emails';
import { termsFor } from '../terms/network-terms';
import { createUser } from '../users/create-user';
import { insertPartner } from './create-partner';
import {
  assertLoginFree,
  assertPasswordAcceptable,
  loginRace,
  partnerUserFields,
  queueWelcome,
  type CreatedPartnerUser,
} from './partner-logins';

/** Create network partner with user account: staff only; the partner gets a login. */
export async function createPartnerWithUser(
  db: Db,
  principal: Principal,
  input: CreatePartnerUserIn,
): Promise<CreatedPartnerUser> {
  requireStaff(principal, 'create partners');
  await assertPasswordAcceptable(input);
  const networkId = principal.networkId;
  const created = await db
    .transaction(async (tx) => {
      const set = new ChangeSet(actorOf(principal));
      await assertLoginFree(tx, networkId, input);
      const partnerFields = input.publisher ?? (await defaultPartnerFor(tx, networkId, input));
      const partner = await insertPartner(
        tx,
        set,
        principal,
        partnerFields,
        input.publisher ? ['publisher'] : [],
      );
      const { userId, userApiKey } = await createUser(
        tx,
        { networkId, partnerId: partner.id, ...partnerUserFields(input) },
        set,
      );
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const [network] = await tx
        .select({ name: networks.name })
        .from(networks)
        .where(eq(networks.id, networkId));
      await queueWelcome(tx, networkId, network!.name, partner, input);
      await set.commit(tx);
      return { user: user!, userApiKey, networkName: network!.name, partner };
    })
    .catch((error: unknown) => {
      throw loginRace(error);
    });
  if (input.send_confirm_email) deliverSoon(db);
  return created;
}

/** Without a `publisher` object the partner is described by the user fields, with "Other" vertical and method. */
async function defaultPartnerFor(
  tx: Tx,
  networkId: number,
  input: CreatePartnerUserIn,
): Promise<CreatePartnerIn> {
  const terms = await termsFor(tx, networkId, input.locale ?? 'en', input.country);
  if (!terms)
    throw AppError.field(
      ['publisher'],
      'required',
      'publisher is required: this network has no terms a new partner could accept',
    );
  const contactName = [input.firstname, input.lastname].filter(Boolean).join(' ');
  return {
    account_name: input.user_name,
    vertical: OTHER_VERTICAL,
    promotional_method: OTHER_PROMOTIONAL_METHOD,
    signup_ip: input.signup_ip,
    entity_terms_id: terms.id,
    contact_email: input.email_address,
    contact_name: contactName || undefined,
    contact_locale: input.locale,
    operating_country: input.country,
    phone: input.phone,
  };
}
