import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { type CampaignRecord } from '../campaigns/read-campaigns';
import { acknowledgedTermsIds } from '../terms/accepted-terms';
import { recordTermsAcknowledgement } from '../terms/campaign-terms-acknowledgements';
import {
  participationsOf,
  requireActingPartner,
  type ParticipationRow,
  type PartnerRow,
} from './acting-partner';
import { campaignsForPartner } from './campaigns-for-partner';
import { applyStatusChanges } from './apply-status-changes';
import { finalRows, pairKey, updateMovedRows, type Move } from './write-pair-moves';

/**
 * A partner answers its invitations (POST /v2/publishers/{publisherId}/invitations/accept and
 * .../decline): all or nothing, since the reference answers 204 without a body. Every campaign
 * named must hold an open invitation (t) of this partner, else 400 naming campaign_ids[i] and
 * nothing changes. Accept: t -> a (the partner approved on the network, the campaign and its
 * brand active), honouring custom terms: terms that apply to the partner must be accepted
 * beforehand or sent in `terms_ids` (recorded as acknowledgements in the same transaction),
 * else 403 terms_required. Decline: t -> r. History, audit rows and participation events go
 * through the same machinery as every other status change.
 */

const ACCEPTED = 'invitation accepted by the partner';
const DECLINED = 'invitation declined by the partner';

interface Answering {
  partner: PartnerRow;
  ids: number[];
  rows: Map<number, ParticipationRow>;
  records: Map<number, CampaignRecord>;
}

/** Locks the partner's participations in these campaigns and reads the campaigns as it sees them. */
async function load(tx: Tx, partner: PartnerRow, campaignIds: number[]): Promise<Answering> {
  const ids = [...new Set(campaignIds)];
  const rows = await participationsOf(tx, partner, anyId(participations.campaignId, ids))
    .orderBy(asc(participations.id))
    .for('update');
  const records = await campaignsForPartner(tx, partner.networkId, partner.id, ids);
  return {
    partner,
    ids,
    rows: new Map(rows.map((r) => [r.campaignId, r])),
    records: new Map(records.map((r) => [r.row.id, r])),
  };
}

const NOT_INVITED: Record<ParticipationRow['status'], string> = {
  a: 'the partner is already approved on it',
  p: 'the partner has requested it; that request waits for the brand',
  r: 'the partner was rejected from it',
  t: '',
};

/** Why a campaign id cannot be answered, or null when it holds an open invitation. */
function invitationProblem(a: Answering, campaignId: number, accepting: boolean): string | null {
  const row = a.rows.get(campaignId);
  const record = a.records.get(campaignId);
  if (!row || !record)
    return `Campaign ${campaignId} has no invitation for publisher ${a.partner.id}`;
  if (row.status !== 't')
    return `Campaign ${campaignId} is not an open invitation: ${NOT_INVITED[row.status]}`;
  if (accepting && (record.row.status !== 'a' || record.brand.status !== 'a'))
    return `Campaign ${campaignId} is not active; its invitation can be accepted once it is`;
  return null;
}

/** 400 naming every campaign_ids item that is not an open invitation of the partner. */
function requireInvitations(a: Answering, campaignIds: number[], accepting: boolean): void {
  const fields: FieldError[] = [];
  campaignIds.forEach((id, i) => {
    const problem = invitationProblem(a, id, accepting);
    if (problem)
      fields.push({ path: ['campaign_ids', i], kind: 'invalid_value', message: problem });
  });
  if (fields.length)
    throw AppError.validation(
      fields,
      `${fields.length} invitation(s) could not be ${accepting ? 'accepted' : 'declined'}; nothing was changed: ${fields[0]!.message}`,
    );
}

/**
 * The terms to record with the call. terms_ids must each be the terms that apply to the partner
 * on one of the campaigns (400 otherwise); a campaign whose terms are neither sent nor accepted
 * before is a 403 (terms_required) naming them.
 */
async function termsToRecord(tx: Tx, a: Answering, termsIds: number[]) {
  const applicable = a.ids.flatMap((id) => {
    const terms = a.records.get(id)!.customTerms;
    return terms ? [{ campaignId: id, terms }] : [];
  });
  const fields: FieldError[] = [];
  termsIds.forEach((termsId, i) => {
    if (applicable.some((x) => x.terms.id === termsId)) return;
    fields.push({
      path: ['terms_ids', i],
      kind: 'invalid_value',
      message: `terms ${termsId} are not the current custom terms of any campaign in campaign_ids${
        applicable.length
          ? ` (current: ${[...new Set(applicable.map((x) => x.terms.id))].join(', ')})`
          : ''
      }`,
    });
  });
  if (fields.length) throw AppError.validation(fields, fields[0]!.message);
  const sent = new Set(termsIds);
  const acked = await acknowledgedTermsIds(
    tx,
    a.partner.id,
    applicable.map((x) => x.terms.id),
  );
  const missing = applicable.filter((x) => !sent.has(x.terms.id) && !acked.has(x.terms.id));
  if (missing.length)
    throw new AppError(
      'terms_required',
      `Accept the campaigns' custom terms first: ${missing
        .map((x) => `campaign ${x.campaignId} needs terms ${x.terms.id}`)
        .join('; ')}. Send their ids in terms_ids or acknowledge them; nothing was changed`,
    );
  return applicable.filter((x) => sent.has(x.terms.id));
}

/** Moves every invitation named to `to`, with history, audit rows and events; commits the set. */
async function move(tx: Tx, set: ChangeSet, a: Answering, to: 'a' | 'r'): Promise<void> {
  const state = new Map<string, ParticipationRow>();
  const moves: Move[] = [];
  for (const id of a.ids) {
    const row = a.rows.get(id)!;
    const key = pairKey(id, a.partner.id);
    state.set(key, { ...row, status: to });
    moves.push({ key, from: 't', to, reason: to === 'a' ? ACCEPTED : DECLINED });
  }
  const updated = await updateMovedRows(tx, a.partner.networkId, state, moves);
  if (to === 'a') {
    // The accepted participation carries the terms that applied to the partner, as a request does.
    const withTerms = a.ids.flatMap((id) => {
      const terms = a.records.get(id)!.customTerms;
      return terms ? [{ id: a.rows.get(id)!.id, terms: terms.id }] : [];
    });
    if (withTerms.length)
      await tx.execute(sql`
        update participations p set accepted_terms_id = v.terms
        from jsonb_to_recordset(${JSON.stringify(withTerms)}::jsonb) as v(id bigint, terms bigint)
        where p.id = v.id and p.network_id = ${a.partner.networkId}`);
  }
  const rowOf = await finalRows(tx, state, updated);
  await applyStatusChanges(
    tx,
    set,
    moves.map((m) => ({ participation: rowOf(m.key)!, from: m.from, to: m.to, reason: m.reason })),
  );
  await set.commit(tx);
}

/** Accepts invitations: t -> a for every campaign named, or nothing (400/403). */
export async function acceptInvitations(
  db: Db,
  principal: Principal,
  partnerId: number,
  campaignIds: number[],
  termsIds: number[] = [],
): Promise<void> {
  const partner = await requireActingPartner(db, principal, partnerId, 'accept invitations');
  if (partner.networkStatus !== 'a')
    throw new AppError(
      'forbidden',
      `The partner's network status is ${partner.networkStatus}; only partners approved on the network (a) may accept invitations`,
    );
  await db.transaction(async (tx) => {
    const answering = await load(tx, partner, campaignIds);
    requireInvitations(answering, campaignIds, true);
    const recording = await termsToRecord(tx, answering, [...new Set(termsIds)]);
    const set = new ChangeSet(actorOf(principal));
    for (const { terms } of recording)
      await recordTermsAcknowledgement(tx, set, principal, partner.id, terms);
    await move(tx, set, answering, 'a');
  });
}

/** Declines invitations: t -> r for every campaign named, or nothing (400). */
export async function declineInvitations(
  db: Db,
  principal: Principal,
  partnerId: number,
  campaignIds: number[],
): Promise<void> {
  const partner = await requireActingPartner(db, principal, partnerId, 'decline invitations');
  await db.transaction(async (tx) => {
    const answering = await load(tx, partner, campaignIds);
    requireInvitations(answering, campaignIds, false);
    await move(tx, new ChangeSet(actorOf(principal)), answering, 'r');
  });
}
