/**
 * The hand-written SQL of the bare reference (bench/bare-server.ts), one function per benched
 * read: plain `pg` queries, no ORM and no service layer. Rows come back with the database's
 * column names; `rowsAs` renames them to the property names the presenters read, from the
 * schema's column list (metadata only; no query builder is involved).
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import * as t from '@/lib/db/schema';

type Raw = Record<string, unknown>;

/** A pg Pool, or PGlite's client: query(text, params) answering { rows }. */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(text: string, params?: unknown[]): Promise<{ rows: any[] }>;
}
type Pool = Queryable;

function renamer(table: Table) {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name, column.columnType === 'PgBigInt53'] as const,
  );
  return (raw: Raw) => {
    const out: Raw = {};
    for (const [key, name, bigint] of pairs) {
      const value = raw[name];
      out[key] = bigint && value !== null ? Number(value) : value;
    }
    return out;
  };
}

const asPartner = renamer(t.partners);
const asBrand = renamer(t.brands);
const asNetwork = renamer(t.networks);
const asWebsite = renamer(t.partnerWebsites);
const asDatabase = renamer(t.partnerDatabases);

function image(raw: Raw) {
  return raw.image_id === null || raw.image_id === undefined
    ? null
    : { id: Number(raw.image_id), sha256: raw.image_sha256, contentType: raw.image_type };
}

export async function network(pool: Pool, networkId: number) {
  const { rows } = await pool.query('select * from networks where id = $1 limit 1', [networkId]);
  return asNetwork(rows[0]);
}

/**
 * Partners of the network by id: the total from the trigger-kept counts, then the page's ids
 * walked from the nearer end, then those rows.
 */
export async function partnerPage(pool: Pool, networkId: number, offset: number, limit: number) {
  const counted = await pool.query(
    'select coalesce(sum(n), 0)::int as n from partner_counts where network_id = $1',
    [networkId],
  );
  const total = counted.rows[0].n as number;
  const take = Math.min(limit, total - offset);
  if (take <= 0) return { total, rows: [] };
  const reversed = offset > total / 2;
  const skip = reversed ? Math.max(total - offset - limit, 0) : offset;
  const page = await pool.query(
    `select p.*, i.id as image_id, i.sha256 as image_sha256, i.content_type as image_type
       from partners p left join images i on i.id = p.company_logo_image_id
      where p.id in (select id from partners where network_id = $1
                     order by id ${reversed ? 'desc' : 'asc'} limit $2 offset $3)
      order by p.id`,
    [networkId, take, skip],
  );
  return { total, rows: page.rows.map((r) => ({ ...asPartner(r), logo: image(r) })) };
}

export async function partner(pool: Pool, networkId: number, partnerId: number) {
  const [found, websites, databases] = await Promise.all([
    pool.query(
      `select p.*, i.id as image_id, i.sha256 as image_sha256, i.content_type as image_type
         from partners p left join images i on i.id = p.company_logo_image_id
        where p.network_id = $1 and p.id = $2 limit 1`,
      [networkId, partnerId],
    ),
    pool.query('select * from partner_websites where partner_id = $1 order by id', [partnerId]),
    pool.query('select * from partner_databases where partner_id = $1 order by id', [partnerId]),
  ]);
  const r = found.rows[0];
  return {
    partner: { ...asPartner(r), logo: image(r) },
    websites: websites.rows.map(asWebsite),
    databases: databases.rows.map(asDatabase),
  };
}

export async function brandPage(pool: Pool, networkId: number, offset: number, limit: number) {
  const [page, counted] = await Promise.all([
    pool.query(
      `select b.*, i.id as image_id, i.sha256 as image_sha256, i.content_type as image_type
         from brands b left join images i on i.id = b.icon_image_id
        where b.network_id = $1 order by b.id limit $2 offset $3`,
      [networkId, limit, offset],
    ),
    pool.query('select count(*)::int as n from brands where network_id = $1', [networkId]),
  ]);
  return {
    total: counted.rows[0].n as number,
    rows: page.rows.map((r) => ({ row: asBrand(r), icon: image(r) })),
  };
}

/** The brands with a campaign the partner can discover, then those brands' campaigns. */
export const DISCOVERY_BRANDS = `
  select b.*, i.id as image_id, i.sha256 as image_sha256, i.content_type as image_type, page.total
    from (select id, count(*) over ()::int as total from brands
           where network_id = $1 and status = 'a' and discovery_participating
             and exists (select 1 from campaigns c
                          where c.brand_id = brands.id and c.status = 'a' and not c.hidden_campaign
                            and c.discovery_shown
                            and c.id <> all(array(select campaign_id from participations
                                                  where partner_id = $2 and status = 'a')))
           order by id limit $3 offset $4) page
    join brands b on b.id = page.id
    left join images i on i.id = b.icon_image_id
   order by page.id`;

export const DISCOVERY_CAMPAIGNS = `
  select c.id, c.brand_id, c.title, c.destination_url, c.default_currency, c.vertical_id,
         p.status
    from campaigns c
    left join participations p on p.campaign_id = c.id and p.partner_id = $2
   where c.brand_id = any($1::bigint[]) and c.status = 'a' and not c.hidden_campaign
     and c.discovery_shown and (p.status is null or p.status <> 'a')
   order by c.brand_id, c.id`;

export async function discovery(
  pool: Pool,
  networkId: number,
  partnerId: number,
  offset: number,
  limit: number,
) {
  const [partnerRows, brandRows] = await Promise.all([
    pool.query(
      `select p.network_status, n.id, n.name from partners p join networks n on n.id = p.network_id
        where p.network_id = $1 and p.id = $2`,
      [networkId, partnerId],
    ),
    pool.query(DISCOVERY_BRANDS, [networkId, partnerId, limit, offset]),
  ]);
  const who = partnerRows.rows[0];
  if (who.network_status !== 'a') return { total: 0, advertisers: [] };
  const ids = brandRows.rows.map((r) => r.id);
  const campaignRows = ids.length
    ? (await pool.query(DISCOVERY_CAMPAIGNS, [ids, partnerId])).rows
    : [];
  const network = { id: Number(who.id), name: who.name as string };
  const byBrand = new Map<string, Raw[]>(ids.map((id) => [id, []]));
  for (const c of campaignRows) byBrand.get(c.brand_id)!.push(c);
  return {
    total: (brandRows.rows[0]?.total as number | undefined) ?? 0,
    advertisers: brandRows.rows.map((r) => ({
      brand: asBrand(r),
      icon: image(r),
      network,
      campaigns: byBrand.get(r.id)!.map((c) => ({
        record: {
          row: {
            id: Number(c.id),
            brandId: Number(c.brand_id),
            title: c.title,
            destinationUrl: c.destination_url,
            defaultCurrency: c.default_currency,
            verticalId: c.vertical_id,
            iconImageId: null,
          },
          icon: null,
        },
        status: c.status,
      })),
    })),
  };
}
