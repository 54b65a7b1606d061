/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the benched reads send, for bench/results.md: the
 * service functions run in this process on the seeded database with a query logger, and each
 * SELECT they sent is explained with its parameters. The hand-written baseline's queries
 * (bench/bare-sql.ts) follow for discovery, the operation whose query shape matters most.
 */
import pg from 'pg';
import type { Principal } from '@/lib/auth/principal';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { getOwnNetwork } from '@/lib/services/networks';
import { getPartnerWithContacts, listPartners } from '@/lib/services/partners';
import { listBrands } from '@/lib/services/brands';
import { discoverAdvertisers } from '@/lib/services/discovery';
import { DISCOVERY_DEFAULT_LIMIT } from '@/lib/api/http/pagination';
import { partnerEarnings } from '@/lib/services/earnings';
import { authenticateByKeys, forgetCachedPrincipals } from '@/lib/services/users';
import { DISCOVERY_BRANDS, DISCOVERY_CAMPAIGNS, type Queryable } from './bare-sql';
import type { Seeded } from './seed';

interface Captured {
  sql: string;
  params: unknown[];
}

async function open(env: Record<string, string>, captured: Captured[]) {
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  if (env.DATABASE_URL) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    return { db, raw: pool as Queryable, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(env.DATA_DIR);
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return { db, raw: client as unknown as Queryable, close: () => client.close() };
}

export interface ExplainTargets {
  partnerId: number;
  deepOffset: number;
  brandsOffset: number;
}

export async function explainSection(
  env: Record<string, string>,
  seeded: Seeded,
  targets: ExplainTargets,
): Promise<string> {
  const captured: Captured[] = [];
  const { db, raw, close } = await open(env, captured);
  const out: string[] = ['', '## Query plans (EXPLAIN ANALYZE, BUFFERS; after the seed)', ''];
  try {
    const principal = (await authenticateByKeys(db, seeded.applicationKey, seeded.userApiKey))!;
    const { partnerId, deepOffset, brandsOffset } = targets;
    const ops: [string, (p: Principal) => Promise<unknown>][] = [
      [
        'authentication (a key pair not cached yet: once per AUTH_CACHE_SECONDS)',
        () => {
          forgetCachedPrincipals();
          return authenticateByKeys(db, seeded.applicationKey, seeded.userApiKey);
        },
      ],
      ['GET /network', (p) => getOwnNetwork(db, p)],
      [
        'list partners, first page',
        (p) =>
          listPartners(db, p, p.networkId, { sort: 'publisher_id' }, { offset: 0, limit: 100 }),
      ],
      [
        `list partners, offset ${deepOffset}`,
        (p) =>
          listPartners(
            db,
            p,
            p.networkId,
            { sort: 'publisher_id' },
            { offset: deepOffset, limit: 100 },
          ),
      ],
      ['GET a partner', (p) => getPartnerWithContacts(db, p, partnerId)],
      [
        `brands list, offset ${brandsOffset}`,
        (p) => listBrands(db, p, { offset: brandsOffset, limit: 100 }),
      ],
      [
        `discovery for a partner (${DISCOVERY_DEFAULT_LIMIT} brands)`,
        (p) => discoverAdvertisers(db, p, partnerId, { offset: 0, limit: DISCOVERY_DEFAULT_LIMIT }),
      ],
      // bench/earnings.ts gave the second partner its 100,000 conversions.
      ['earnings totals of a partner', (p) => partnerEarnings(db, p, seeded.partnerIds[1]!)],
    ];
    for (const [name, run] of ops) {
      captured.length = 0;
      await run(principal);
      const statements = captured.filter((c) => /^\s*(select|with)/i.test(c.sql));
      out.push(
        `### ${name} (${statements.length} ${statements.length === 1 ? 'query' : 'queries'})`,
        '',
      );
      for (const s of statements) out.push(await explain(raw, s));
    }
    const ids = (
      await raw.query(DISCOVERY_BRANDS, [principal.networkId, partnerId, 100, 0])
    ).rows.map((r) => r.id);
    out.push('### discovery for a partner, hand-written baseline (bench/bare-sql.ts)', '');
    out.push(
      await explain(raw, {
        sql: DISCOVERY_BRANDS,
        params: [principal.networkId, partnerId, 100, 0],
      }),
    );
    out.push(await explain(raw, { sql: DISCOVERY_CAMPAIGNS, params: [ids, partnerId] }));
  } finally {
    await close();
  }
  return out.join('\n');
}

async function explain(raw: Queryable, s: Captured): Promise<string> {
  const { rows } = await raw.query(`explain (analyze, buffers) ${s.sql}`, s.params);
  const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
  const params = JSON.stringify(s.params).slice(0, 200);
  return [
    '```text',
    s.sql.replace(/\s+/g, ' ').trim(),
    `-- params: ${params}`,
    plan,
    '```',
    '',
  ].join('\n');
}
