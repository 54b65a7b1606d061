import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks, networkTerms } from '@/lib/db/schema';
import { preparedRead } from '@/lib/db/prepared';
import { generateKey, hashKey, keyPrefix } from '@/lib/auth/keys';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { ChangeSet, snapshot, systemActor } from './audit/change-set';
import { createUser } from './users/create-user';
import { rotateKey } from './users/rotate-key';

export type NetworkRow = typeof networks.$inferSelect;

/** The network the caller belongs to (GET /network). */
const networkById = preparedRead('network_by_id', (db) =>
  db
    .select()
    .from(networks)
    .where(eq(networks.id, sql.placeholder('id')))
    .limit(1),
);

export async function getOwnNetwork(db: DbOrTx, principal: Principal): Promise<NetworkRow> {
  const [row] = await networkById(db, { id: principal.networkId });
  if (!row) throw AppError.notFound('Network');
  return row;
}

interface NewNetwork {
  name: string;
  email: string;
  password: string;
  userName?: string;
  description?: string;
  autoApprovePartners?: boolean;
  locale?: string;
}

export interface CreatedNetwork {
  networkId: number;
  applicationKey: string;
  userId: number;
  userApiKey: string;
}

export const DEFAULT_TERMS_CONTENT =
  "<p>By joining this network you agree to promote its campaigns honestly, to follow each brand's " +
  'rules, and to accept that commissions are paid on validated conversions only.</p>';

/** A network with its first staff user and default English terms, in one transaction (the operator's work: no actor). */
export async function createNetwork(db: Db, input: NewNetwork): Promise<CreatedNetwork> {
  return db.transaction(async (tx) => {
    const applicationKey = generateKey();
    const [network] = await tx
      .insert(networks)
      .values({
        name: input.name,
        description: input.description ?? '',
        autoApprovePartners: input.autoApprovePartners ?? false,
        cmClientId: randomBytes(16).toString('hex'),
        contactEmail: input.email,
        locale: input.locale ?? 'en',
        applicationKeyHash: hashKey(applicationKey),
        applicationKeyPrefix: keyPrefix(applicationKey),
      })
      .returning();
    const networkId = network!.id;
    const set = new ChangeSet(systemActor(networkId));
    set.change({
      entityType: 'network',
      entityId: networkId,
      action: 'created',
      after: snapshot(network!, { omit: ['applicationKeyHash'] }),
    });
    const user = await createUser(
      tx,
      {
        networkId,
        role: 'network',
        userName: input.userName ?? input.email,
        email: input.email,
        password: input.password,
      },
      set,
    );
    const [terms] = await tx
      .insert(networkTerms)
      .values({
        networkId,
        locale: 'en',
        country: null,
        version: 1,
        content: DEFAULT_TERMS_CONTENT,
        createdBy: user.userId,
      })
      .returning({ id: networkTerms.id });
    set.change({
      entityType: 'terms',
      entityId: terms!.id,
      action: 'published',
      after: { locale: 'en', country: null, version: 1, content: DEFAULT_TERMS_CONTENT },
    });
    await set.commit(tx);
    return { networkId, applicationKey, userId: user.userId, userApiKey: user.userApiKey };
  });
}

export async function listNetworks(db: DbOrTx): Promise<NetworkRow[]> {
  return db.select().from(networks).orderBy(asc(networks.id));
}

/**
 * Replaces the network's application key; every integration must switch to the new one.
 * The audit row (actor `actorUserId`, null for the operator) names the keys by prefix only.
 */
export async function rotateApplicationKey(
  db: DbOrTx,
  networkId: number,
  actorUserId: number | null = null,
): Promise<string> {
  return rotateKey(
    db,
    {
      lock: async (tx) => {
        const [current] = await tx
          .select({ networkId: networks.id, prefix: networks.applicationKeyPrefix })
          .from(networks)
          .where(eq(networks.id, networkId))
          .for('update');
        return current;
      },
      store: (tx, applicationKeyHash, applicationKeyPrefix) =>
        tx
          .update(networks)
          .set({ applicationKeyHash, applicationKeyPrefix })
          .where(eq(networks.id, networkId)),
      noun: 'Network',
      audit: {
        entityType: 'network',
        entityId: networkId,
        action: 'application_key_rotated',
        prefixField: 'application_key_prefix',
      },
    },
    actorUserId,
  );
}
