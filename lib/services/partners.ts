import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { images, networks, participations, partners, partnerStatusChanges, users, type NetworkStatus } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { passwordProblem } from '@/lib/auth/password';
import { AppError, type FieldError } from '@/lib/errors';
import type { CreatePartnerIn, CreatePartnerUserIn, PartnerListQuery, UpdatePartnerIn } from '@/lib/schemas/partner';
import { OTHER_PROMOTIONAL_METHOD, OTHER_VERTICAL } from '@/lib/schemas/reference';
import { isStaff, requireOwnNetwork, requirePartnerAccess, requireRole, requireStaff } from './access';
import { actorOf, anyId, ChangeSet, changedFields, snapshot, systemActor } from './change-set';
import { inChunks } from '@/lib/db/batch';
import { deliverSoon, queueEmail } from './emails';
import { sanitizeRichText } from './html';
import { prepareImage, storeImage, type PreparedImage, type StoredImage } from './images';
import { rejectParticipationsOfPartners } from './participations';
import { recordAcknowledgement, requireCurrentTerms, termsFor } from './terms';
import { createUser } from './users';

export type PartnerRow = typeof partners.$inferSelect;
export interface PartnerRecord extends PartnerRow {
  logo: StoredImage | null;
}

const partnerColumns = {
  partner: partners,
  logoId: images.id,
  logoSha: images.sha256,
  logoType: images.contentType,
};

function toRecord(row: { partner: PartnerRow; logoId: number | null; logoSha: string | null; logoType: StoredImage['contentType'] | null }): PartnerRecord {
  const logo = row.logoId !== null ? { id: row.logoId, sha256: row.logoSha!, contentType: row.logoType! } : null;
  return { ...row.partner, logo };
}

function selectPartners(db: DbOrTx) {
  return db.select(partnerColumns).from(partners).leftJoin(images, eq(images.id, partners.companyLogoImageId));
}

/** A partner of the caller's network; anything else reads as not found. */
async function findPartner(db: DbOrTx, networkId: number, partnerId: number): Promise<PartnerRecord> {
  const [row] = await selectPartners(db).where(and(eq(partners.networkId, networkId), eq(partners.id, partnerId))).limit(1);
  if (!row) throw AppError.notFound('Publisher');
  return toRecord(row);
}

/** Reads a partner the caller may act for: staff, or its own partner user. */
export async function getPartner(db: DbOrTx, principal: Principal, partnerId: number): Promise<PartnerRecord> {
  const partner = await findPartner(db, principal.networkId, partnerId);
  requirePartnerAccess(principal, partnerId);
  return partner;
}

const duplicateAccountName = (path: FieldError['path']) =>
  AppError.field(path, 'duplicate', 'account_name is already used by another partner on this network');

async function assertAccountNameFree(db: DbOrTx, networkId: number, accountName: string, path: FieldError['path'], exceptId?: number) {
  const conditions = [eq(partners.networkId, networkId), sql`lower(${partners.accountName}) = lower(${accountName})`];
  if (exceptId !== undefined) conditions.push(ne(partners.id, exceptId));
  const [hit] = await db.select({ id: partners.id }).from(partners).where(and(...conditions)).limit(1);
  if (hit) throw duplicateAccountName(path);
}

/** A partner as the audit log shows it (API field names). */
const partnerSnapshot = (row: PartnerRow | PartnerRecord, omit: (keyof PartnerRow)[] = []) =>
  snapshot(row, { rename: { termsId: 'terms_and_conditions_id', companyLogoImageId: 'company_logo_image_id' }, omit: ['logo', ...omit] });

/**
 * Inserts a partner (op 2 fields) in the caller's transaction; `path` prefixes field errors.
 * Its audit rows (the partner, its acceptance of the terms) and partner.created go into `set`.
 */
async function insertPartner(tx: Tx, set: ChangeSet, principal: Principal, input: CreatePartnerIn, path: FieldError['path']): Promise<PartnerRecord> {
  const networkId = principal.networkId;
  const terms = await requireCurrentTerms(tx, networkId, input.entity_terms_id, [...path, 'entity_terms_id']);
  await assertAccountNameFree(tx, networkId, input.account_name, [...path, 'account_name']);
  const [network] = await tx.select({ autoApprove: networks.autoApprovePublishers }).from(networks).where(eq(networks.id, networkId));
  const status: NetworkStatus = network?.autoApprove ? 'a' : 'p';
  let row: PartnerRow;
  try {
    [row] = (await tx
      .insert(partners)
      .values({
        networkId,
        accountName: input.account_name,
        companyName: input.company_name ?? '',
        contactName: input.contact_name ?? '',
        contactEmail: input.contact_email,
        contactLocale: input.contact_locale ?? 'en',
        defaultCurrency: input.default_currency ?? 'GBP',
        description: input.description === undefined ? null : sanitizeRichText(input.description),
        legalEntity: terms.country ?? input.operating_country ?? null,
        networkStatus: status,
        operatingCountry: input.operating_country ?? null,
        phone: input.phone ?? null,
        promotionalMethod: input.promotional_method,
        reportingTimezone: input.reporting_timezone ?? 'Europe/London',
        signupIp: input.signup_ip,
        termsId: terms.id,
        vatNumber: input.vat_number ?? null,
        vertical: input.vertical,
        createdBy: principal.userId,
      })
      .returning()) as [PartnerRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateAccountName([...path, 'account_name']);
    throw error;
  }
  await tx.insert(partnerStatusChanges).values({ networkId, partnerId: row.id, fromStatus: null, toStatus: status, actorUserId: principal.userId });
  await recordAcknowledgement(tx, set, terms, { userId: null, partnerId: row.id });
  set.change({ entityType: 'partner', entityId: row.id, action: 'created', after: partnerSnapshot(row) });
  set.event({ type: 'partner.created', data: { partner_id: String(row.id), account_name: row.accountName, network_status: row.networkStatus } });
  return { ...row, logo: null };
}

/** Create network partner (op 2): staff only. */
export async function createPartner(db: Db, principal: Principal, input: CreatePartnerIn): Promise<PartnerRecord> {
  requireStaff(principal, 'create partners');
  return db.transaction(async (tx) => {
    const set = new ChangeSet(actorOf(principal));
    const partner = await insertPartner(tx, set, principal, input, []);
    await set.commit(tx);
    return partner;
  });
}

export interface CreatedPartnerUser {
  user: typeof users.$inferSelect;
  userApiKey: string;
  networkName: string;
  partner: PartnerRecord;
}

/** Refuses a user name taken on the network, or an e-mail address taken anywhere. */
async function assertLoginFree(tx: Tx, networkId: number, input: CreatePartnerUserIn): Promise<void> {
  const [taken] = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(or(and(eq(users.networkId, networkId), sql`lower(${users.userName}) = lower(${input.user_name})`), sql`lower(${users.email}) = lower(${input.email_address})`))
    .limit(1);
  if (taken) throw taken.userName.toLowerCase() === input.user_name.toLowerCase() ? userNameTaken() : emailTaken();
}

const userNameTaken = () => AppError.field(['user_name'], 'duplicate', 'user_name is already taken on this network');
const emailTaken = () => AppError.field(['email_address'], 'duplicate', 'A user with this e-mail address already exists');

/** Two sign-ups with one name or address at the same moment: the unique index decides. */
function loginRace(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_network_user_name_unique')) return userNameTaken();
  if (isUniqueViolation(error, 'users_email_unique')) return emailTaken();
  return error;
}

/** The login's own fields from an op 3 body. */
function partnerUserFields(input: CreatePartnerUserIn) {
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

async function queueWelcome(tx: Tx, networkId: number, networkName: string, partner: PartnerRow, input: CreatePartnerUserIn): Promise<void> {
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

async function assertPasswordAcceptable(input: CreatePartnerUserIn): Promise<void> {
  const problem = await passwordProblem(input.password, input.user_name);
  if (problem) throw AppError.field(['password'], problem.kind, problem.message);
}

/** Create network partner with user account (op 3): staff only; the partner gets a login. */
export async function createPartnerWithUser(db: Db, principal: Principal, input: CreatePartnerUserIn): Promise<CreatedPartnerUser> {
  requireStaff(principal, 'create partners');
  await assertPasswordAcceptable(input);
  const networkId = principal.networkId;
  const created = await db
    .transaction(async (tx) => {
      const set = new ChangeSet(actorOf(principal));
      await assertLoginFree(tx, networkId, input);
      const publisher = input.publisher ?? (await defaultPublisherFor(tx, networkId, input));
      const partner = await insertPartner(tx, set, principal, publisher, input.publisher ? ['publisher'] : []);
      const { userId, userApiKey } = await createUser(tx, { networkId, partnerId: partner.id, ...partnerUserFields(input) }, set);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const [network] = await tx.select({ name: networks.name }).from(networks).where(eq(networks.id, networkId));
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
async function defaultPublisherFor(tx: Tx, networkId: number, input: CreatePartnerUserIn): Promise<CreatePartnerIn> {
  const terms = await termsFor(tx, networkId, input.locale ?? 'en', input.country);
  if (!terms) throw AppError.field(['publisher'], 'required', 'publisher is required: this network has no terms a new partner could accept');
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

const sortColumns = {
  publisher_id: partners.id,
  account_name: partners.accountName,
  company_name: partners.companyName,
  created: partners.createdAt,
  network_status: partners.networkStatus,
} as const;

/** List partners on the network (op 4) with our paging, filter, search and sort. Staff and brand users. */
export async function listPartners(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  query: PartnerListQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: PartnerRecord[]; total: number }> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'list the partners of the network');
  const conditions: SQL[] = [eq(partners.networkId, networkId)];
  if (query.network_status?.length) conditions.push(inArray(partners.networkStatus, query.network_status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(partners.accountName, pattern), ilike(partners.companyName, pattern), ilike(partners.contactEmail, pattern))!);
  }
  const where = and(...conditions);
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];
  const order = descending ? [desc(column), desc(partners.id)] : [asc(column), asc(partners.id)];
  // A deferred join: the page's ids first (an index-only walk past the offset), then only those
  // rows with their logo, so a deep offset does not read and join every row it skips.
  const pageIds = db.select({ id: partners.id }).from(partners).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
  const [rows, [count]] = await Promise.all([
    selectPartners(db).where(inArray(partners.id, pageIds)).orderBy(...order),
    db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}

const REJECTION_REASON = 'partner rejected from the network';

/**
 * Sets locked partners' network statuses, set-based whatever their number: one update, one
 * insert of status changes, and, for partners rejected (r), the rejection of every one of
 * their participations (lib/services/participations.ts). Partners already in the status
 * asked are left alone. Audit rows and events go into `set`.
 */
async function applyNetworkStatuses(tx: Tx, set: ChangeSet, moves: { partner: PartnerRow; to: NetworkStatus }[]): Promise<void> {
  const changed = moves.filter((m) => m.partner.networkStatus !== m.to);
  if (!changed.length) return;
  const rows = changed.map((m) => ({ id: m.partner.id, status: m.to }));
  await tx.execute(sql`
    update partners p set network_status = v.status, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
    where p.id = v.id`);
  await inChunks(changed, (slice) =>
    tx.insert(partnerStatusChanges).values(
      slice.map((m) => ({ networkId: m.partner.networkId, partnerId: m.partner.id, fromStatus: m.partner.networkStatus, toStatus: m.to, actorUserId: set.actor.userId })),
    ),
  );
  for (const { partner, to } of changed) {
    set.change({ entityType: 'partner', entityId: partner.id, action: 'status_changed', before: { network_status: partner.networkStatus }, after: { network_status: to } });
    set.event({ type: 'partner.network_status_changed', data: { partner_id: String(partner.id), previous_status: partner.networkStatus, network_status: to } });
  }
  const rejected = changed.filter((m) => m.to === 'r').map((m) => m.partner.id);
  await rejectParticipationsOfPartners(tx, set, set.actor.networkId, rejected, REJECTION_REASON);
}

/** Update partners' network status (op 5): the whole batch is checked first; one bad id changes nothing. */
export async function updateNetworkStatuses(
  db: Db,
  principal: Principal,
  networkId: number,
  items: { publisher_id: number; network_status: NetworkStatus }[],
): Promise<PartnerRecord[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "change partners' network status");
  const seen = new Map<number, number>();
  const problems: FieldError[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.publisher_id)) {
      problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'not_unique_items', message: `publisher ${item.publisher_id} appears more than once` });
    }
    seen.set(item.publisher_id, i);
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.publisher_id);
    const rows = await tx
      .select()
      .from(partners)
      .where(and(eq(partners.networkId, networkId), anyId(partners.id, ids)))
      .orderBy(asc(partners.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    items.forEach((item, i) => {
      if (!byId.has(item.publisher_id)) {
        problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'invalid_value', message: `publisher ${item.publisher_id} is not a partner on this network` });
      }
    });
    if (problems.length) throw AppError.validation(problems, `${problems.length} publisher id(s) are not partners on this network; nothing was changed`);
    const set = new ChangeSet(actorOf(principal));
    await applyNetworkStatuses(
      tx,
      set,
      items.map((item) => ({ partner: byId.get(item.publisher_id)!, to: item.network_status })),
    );
    await set.commit(tx);
    const updated = await selectPartners(tx).where(anyId(partners.id, ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    return updated.map(toRecord).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
}

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

/** Update partner (op 14). Partner users may not change their own network status or the network's notes. */
export async function updatePartner(db: Db, principal: Principal, partnerId: number, input: UpdatePartnerIn): Promise<PartnerRecord> {
  await getPartner(db, principal, partnerId);
  if (!isStaff(principal)) {
    if (input.network_status !== undefined) throw new AppError('forbidden', 'A partner may not change its own network status');
    if (input.network_notes !== undefined) throw new AppError('forbidden', 'Only network staff may edit network_notes');
  }
  if (input.company_logo && input.company_logo_upload) {
    throw AppError.field(['company_logo_upload'], 'invalid_value', 'Send either company_logo or company_logo_upload, not both');
  }
  let logo: PreparedImage | null | undefined;
  if (input.company_logo) logo = await prepareImage({ url: input.company_logo }, ['company_logo']);
  else if (input.company_logo_upload) logo = await prepareImage({ dataUrl: input.company_logo_upload }, ['company_logo_upload']);
  else if (input.company_logo === null || input.company_logo_upload === null) logo = null;

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
    if (!current) throw AppError.notFound('Publisher');
    if (input.account_name !== undefined) await assertAccountNameFree(tx, current.networkId, input.account_name, ['account_name'], partnerId);
    let logoId: number | null | undefined;
    if (logo) logoId = (await storeImage(tx, current.networkId, logo)).id;
    else if (logo === null) logoId = null;
    const changes: Partial<typeof partners.$inferInsert> = {
      abn: input.abn,
      accountName: input.account_name,
      campaignSelect: input.campaign_select,
      companyName: input.company_name,
      companyDivision: input.company_division,
      companyLogoImageId: logoId,
      contactEmail: input.contact_email,
      contactLocale: input.contact_locale,
      contactName: input.contact_name,
      defaultCurrency: input.default_currency,
      description: input.description === undefined || input.description === null ? input.description : sanitizeRichText(input.description),
      foreignIdentifier: input.foreign_identifier,
      gstRegistered: input.gst_registered,
      imProvider: input.im_provider,
      imUsername: input.im_username,
      isAffiliateUser: yes(input.is_affiliate_user),
      isForeignNetwork: yes(input.is_foreign_network),
      isLeadUser: yes(input.is_lead_user),
      networkNotes: input.network_notes,
      operatingCountry: input.operating_country,
      phone: input.phone,
      phoneArea: input.phone_area,
      promotionalMethod: input.promotional_method,
      reportingIdentifier: input.reporting_identifier,
      reportingTimezone: input.reporting_timezone,
      ukVatRegistered: yes(input.uk_vat_registered),
      usTaxState: input.us_tax_state,
      vatNumber: input.vat_number === undefined || input.vat_number === null ? input.vat_number : String(input.vat_number),
      vertical: input.vertical,
      weekStart: input.week_start,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    try {
      await tx.update(partners).set({ ...defined, updatedAt: new Date() }).where(eq(partners.id, partnerId));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateAccountName(['account_name']);
      throw error;
    }
    const set = new ChangeSet(actorOf(principal));
    if (input.network_status !== undefined) await applyNetworkStatuses(tx, set, [{ partner: current, to: input.network_status }]);
    const updated = await findPartner(tx, current.networkId, partnerId);
    // A network status change has its own row (status_changed), written above.
    const diff = changedFields(partnerSnapshot(current, ['networkStatus']), partnerSnapshot(updated, ['networkStatus']));
    if (diff) set.change({ entityType: 'partner', entityId: partnerId, action: 'updated', before: diff.before, after: diff.after });
    await set.commit(tx);
    return updated;
  });
}

export interface ParticipationCounts {
  partnerId: number;
  approved: number;
  pending: number;
  invited: number;
  rejected: number;
}

/**
 * How many participations each listed partner has per status (staff only), for the console's
 * confirmation of a network rejection, which ends every one that is not already rejected.
 * Ids that are not partners of the network are a 400 naming the item, like op 5.
 */
export async function countPartnerParticipations(db: DbOrTx, principal: Principal, networkId: number, partnerIds: number[]): Promise<ParticipationCounts[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "read partners' participation counts");
  const ids = [...new Set(partnerIds)];
  const known = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), inArray(partners.id, ids)));
  const knownIds = new Set(known.map((p) => p.id));
  const problems: FieldError[] = [];
  partnerIds.forEach((id, i) => {
    if (!knownIds.has(id)) problems.push({ path: ['ids', i], kind: 'invalid_value', message: `publisher ${id} is not a partner on this network` });
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  const rows = await db
    .select({ partnerId: participations.partnerId, status: participations.status, n: sql<number>`count(*)::int` })
    .from(participations)
    .where(and(eq(participations.networkId, networkId), inArray(participations.partnerId, ids)))
    .groupBy(participations.partnerId, participations.status);
  const byPartner = new Map(ids.map((id) => [id, { partnerId: id, approved: 0, pending: 0, invited: 0, rejected: 0 }]));
  const field = { a: 'approved', p: 'pending', t: 'invited', r: 'rejected' } as const;
  for (const row of rows) byPartner.get(row.partnerId)![field[row.status]] += row.n;
  return [...byPartner.values()];
}

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
