import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGACY_ID_MAP } from '@/lib/schemas/reference/lists';

/**
 * Migration 0006 maps the ids stored before issue 18 to the reference's. The rows are written
 * at the state of 0005 with that state's columns (raw SQL, so later schema changes cannot break
 * the test), then the remaining migrations run.
 */
const SOURCE = path.join(process.cwd(), 'lib', 'db', 'migrations');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anet-migrations-'));
  dirs.push(dir);
  cpSync(SOURCE, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0006_issue18_reference_ids', () => {
  it('maps every old vertical, promotional method and website type id once', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0005_issue22_sessions_signups') });
    const one = async (sql: string, params: unknown[] = []) =>
      (await client.query<{ id: number }>(sql, params)).rows[0]!.id;

    const net = await one(
      `insert into networks (name, cm_client_id, application_key_hash, application_key_prefix)
       values ('n', 'c', 'h', 'p') returning id`,
    );
    const brand = await one(
      `insert into brands (network_id, account_name, company_name, address1, postcode, country, phone, signup_ip)
       values ($1, 'b', 'B', 'a', 'p', 'GB', '1', '203.0.113.1') returning id`,
      [net],
    );
    const partners: number[] = [];
    for (const [oldV, oldP] of [
      [1, 8],
      [15, 13],
      [9, 1],
    ])
      partners.push(
        await one(
          `insert into partners (network_id, account_name, contact_email, network_status, promotional_method, signup_ip, vertical)
           values ($1, $2, 'x@y.test', 'a', $3, '203.0.113.1', $4) returning id`,
          [net, `p${oldV}`, oldP, oldV],
        ),
      );
    await client.query(
      `insert into partner_websites (network_id, partner_id, website_url, website_type, website_vertical)
       values ($1, $2, 'https://a.test', 1, 15), ($1, $2, 'https://b.test', 2, 1), ($1, $2, 'https://c.test', 5, 8)`,
      [net, partners[0]],
    );
    await client.query(
      `insert into campaigns (network_id, brand_id, title, destination_url, vertical_id)
       values ($1, $2, 'c', 'https://c.test', 14)`,
      [net, brand],
    );
    await client.query(
      `insert into pending_signups (network_id, token_hash, email, password_hash, details, expires_at)
       values ($1, 't1', 'a@b.test', 'h', '{"vertical": 15, "promotional_method": 8, "x": 1}', now()),
              ($1, 't2', 'c@d.test', 'h', '{"x": 2}', now())`,
      [net],
    );

    await migrate(db, { migrationsFolder: SOURCE });

    const rows = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
    expect(await rows('select vertical, promotional_method from partners order by id')).toEqual([
      { vertical: LEGACY_ID_MAP.vertical[1], promotional_method: 1 },
      { vertical: 10, promotional_method: 14 },
      { vertical: 11, promotional_method: 2 },
    ]);
    expect(
      await rows('select website_type, website_vertical from partner_websites order by id'),
    ).toEqual([
      { website_type: 2, website_vertical: 10 },
      { website_type: 1, website_vertical: 2 },
      { website_type: 5, website_vertical: 9 },
    ]);
    expect(await rows('select vertical_id from campaigns')).toEqual([{ vertical_id: 16 }]);
    expect(await rows('select details from pending_signups order by id')).toEqual([
      { details: { vertical: 10, promotional_method: 1, x: 1 } },
      { details: { x: 2 } },
    ]);
    const fresh = await rows(
      `insert into partner_websites (network_id, partner_id, website_url) values (${net}, ${partners[0]}, 'https://d.test')
       returning website_type, website_vertical`,
    );
    expect(fresh).toEqual([{ website_type: 2, website_vertical: 2 }]);
    await client.close();
  });
});
