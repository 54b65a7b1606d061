import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import type { RecipientSegments } from '@/lib/db/schema';
import type { CommunicationRow } from './find-communication';

const list = (values: (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Which partners a communication's ids and segments select, as one SQL condition on `p`. */
function selected(ids: number[], s: RecipientSegments): SQL {
  const any: SQL[] = [];
  if (ids.length) any.push(sql`p.id in (${list(ids)})`);
  if (s.campaigns?.campaignIds.length)
    any.push(sql`exists (select 1 from participations pa
      where pa.partner_id = p.id and pa.campaign_id in (${list(s.campaigns.campaignIds)})
        and pa.status in (${list(s.campaigns.statuses)}))`);
  if (s.partnerGroupIds?.length)
    any.push(sql`exists (select 1 from commission_group_members m
      join commission_groups g on g.id = m.group_id
      where m.partner_id = p.id and g.network_id = p.network_id
        and m.group_id in (${list(s.partnerGroupIds)}))`);
  if (s.collectionIds?.length)
    any.push(sql`exists (select 1 from partner_collection_members m
      join partner_collections c on c.id = m.collection_id
      where m.partner_id = p.id and c.network_id = p.network_id and c.deleted_at is null
        and (c.expires_at is null or c.expires_at > now())
        and m.collection_id in (${list(s.collectionIds)}))`);
  if (s.countries?.length) any.push(sql`upper(p.operating_country) in (${list(s.countries)})`);
  if (s.allApproved) any.push(sql`true`);
  return any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`;
}

/** The partners `p` a communication would go to now: approved, with an address, not unsubscribed. */
function reachable(row: CommunicationRow): SQL {
  return sql`p.network_id = ${row.networkId} and p.network_status = 'a' and p.contact_email <> ''
      and not exists (select 1 from mail_unsubscribes u
        where u.partner_id = p.id and u.kind = 'communications')
      and ${selected(row.partnerIds, row.segments)}`;
}

/**
 * How many partners the communication would go to if it went out now (the same rule as the
 * send; partners may still join or leave a segment before it does).
 */
export async function countRecipients(db: DbOrTx, row: CommunicationRow): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from partners p where ${reachable(row)}`,
  )) as unknown as { rows: { count: number | string }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Resolves a communication's recipients now, at send time, into one recipient row per partner:
 * approved partners of the network with an address, less those who unsubscribed. The unique key
 * (communication, partner) keeps a partner selected twice (by id and by segment) to one row.
 */
export async function insertRecipients(tx: Tx, row: CommunicationRow): Promise<number> {
  const result = await tx.execute(sql`
    insert into communication_recipients (network_id, communication_id, partner_id, email)
    select p.network_id, ${row.id}, p.id, p.contact_email
    from partners p
    where ${reachable(row)}
    on conflict (communication_id, partner_id) do nothing`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** Whether a draft names anyone at all (by id or by a segment). */
export function hasRecipients(row: CommunicationRow): boolean {
  const s = row.segments;
  return Boolean(
    row.partnerIds.length ||
    s.campaigns?.campaignIds.length ||
    s.partnerGroupIds?.length ||
    s.collectionIds?.length ||
    s.countries?.length ||
    s.allApproved,
  );
}
