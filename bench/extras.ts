/**
 * The timed, one-at-a-time scenarios of the benchmark (bench/run.ts): a single-partner status
 * change with its cascade, conversion intake (the v3 record call), and the console pages' time
 * to first byte (server-rendered, signed in through next-auth's credentials provider).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { campaigns, participations, partners } from '@/lib/db/schema';
import { authenticateByKeys } from '@/lib/services/users';
import { createPartnerWithUser } from '@/lib/services/partners';
import type { Seeded } from './seed';

export interface Timed {
  name: string;
  samples: number[];
  target: number;
  note?: string;
}

export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const STAFF_PASSWORD = 'bench-password-not-used';
export const PARTNER_PASSWORD = 'Bench-partner-Password-1';

/** A partner user (approved on the network) for the partner pages; its e-mail. */
export async function seedPartnerUser(env: Record<string, string>, seeded: Seeded) {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const principal = await authenticateByKeys(handle.db, seeded.applicationKey, seeded.userApiKey);
    const email = `bench-partner-${Date.now()}@bench.test`;
    const created = await createPartnerWithUser(handle.db, principal!, {
      user_name: email,
      email_address: email,
      password: PARTNER_PASSWORD,
      address1: '1 Bench Street',
      postcode: 'EC1A 1BB',
      country: 'GB',
      phone: '02079460000',
      signup_ip: '203.0.113.1',
      send_confirm_email: false,
    });
    await handle.db
      .update(partners)
      .set({ networkStatus: 'a' })
      .where(eq(partners.id, created.partner.id));
    return email;
  } finally {
    await handle.close();
  }
}

/** A campaign with an approved participation, and that partner, for conversion intake. */
export async function findApproved(env: Record<string, string>) {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const [p] = await handle.db
      .select({ campaignId: participations.campaignId, partnerId: participations.partnerId })
      .from(participations)
      .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
      .where(eq(participations.status, 'a'))
      .limit(1);
    return p!;
  } finally {
    await handle.close();
  }
}

async function timeRequests(
  count: number,
  request: (i: number) => Promise<Response>,
  ok: (status: number) => boolean,
): Promise<{ samples: number[]; failures: string[] }> {
  const samples: number[] = [];
  const failures: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (!ok(res.status)) failures.push(String(res.status));
    else samples.push(performance.now() - t0);
  }
  return { samples, failures };
}

const noteOf = (failures: string[]) =>
  failures.length ? `${failures.length} failed (${[...new Set(failures)].join(', ')})` : undefined;

/** One partner's network status at a time (each on a fresh partner), with its participations. */
export async function timeSingleStatus(
  api: string,
  headers: Headers,
  seeded: Seeded,
): Promise<Timed> {
  // Approved partners from 5,000 on (the seed approves i % 6 < 3), each with participations and
  // untouched by the bulk rounds (2,000..4,999).
  const ids = seeded.partnerIds
    .map((id, i) => ({ id, i }))
    .filter(({ i }) => i >= 5_000 && i % 6 < 3)
    .slice(0, 30)
    .map(({ id }) => id);
  const { samples, failures } = await timeRequests(
    ids.length,
    (i) =>
      fetch(`${api}/network/${seeded.networkId}/publisher`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          publishers: [{ publisher_id: String(ids[i]), network_status: 'r' }],
        }),
      }),
    (s) => s === 200,
  );
  return {
    name: 'single-partner status change with cascade',
    samples,
    target: 50,
    note: noteOf(failures),
  };
}

type Headers = Record<string, string>;

/** POST /v3/brand/campaigns/{id}/conversions, a new conversion_reference each time. */
export async function timeConversionIntake(
  api: string,
  headers: Headers,
  target: { campaignId: number; partnerId: number },
): Promise<Timed> {
  const run = Date.now();
  const { samples, failures } = await timeRequests(
    50,
    (i) =>
      fetch(`${api}/v3/brand/campaigns/${target.campaignId}/conversions`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          publisher_id: String(target.partnerId),
          conversion_reference: `bench-${run}-${i}`,
          value: '25.00',
        }),
      }),
    (s) => s === 201,
  );
  return { name: 'conversion intake (v3 record)', samples, target: 50, note: noteOf(failures) };
}

/** A next-auth session cookie for the user, through the credentials provider. */
export async function signIn(api: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${api}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${api}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  await res.arrayBuffer();
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session-token'));
  if (!session.length) throw new Error(`sign-in as ${email} gave no session (${res.status})`);
  return [csrfCookie, ...session].join('; ');
}

/** Time to first byte of a server-rendered page (fetch resolves on the headers), signed in. */
export async function timePage(name: string, url: string, cookie: string): Promise<Timed> {
  for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const samples: number[] = [];
  const failures: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    const ttfb = performance.now() - t0;
    await res.arrayBuffer();
    if (res.status === 200) samples.push(ttfb);
    else failures.push(String(res.status));
  }
  return { name, samples, target: 150, note: noteOf(failures) };
}

/** A scenario that could not run (for example a missing route) is reported, not fatal. */
export async function attempt(
  name: string,
  target: number,
  run: () => Promise<Timed>,
): Promise<Timed> {
  try {
    return await run();
  } catch (error) {
    return { name, samples: [], target, note: `not measured: ${(error as Error).message}` };
  }
}

export function timedSection(rows: Timed[]): string {
  if (!rows.length) return '';
  const lines = rows.map((r) => {
    const p50 = median(r.samples);
    const verdict = r.samples.length ? (p50 <= r.target ? 'MET' : 'MISSED') : 'NOT MEASURED';
    const sorted = [...r.samples].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? NaN;
    return `| ${r.name} | ${r.samples.length} | ${p50.toFixed(1)} | ${p90.toFixed(1)} | <= ${r.target} | ${verdict} | ${r.note ?? ''} |`;
  });
  return [
    '',
    '## One request at a time',
    '',
    '| scenario | samples | p50 ms | p90 ms | target p50 | | note |',
    '|---|---:|---:|---:|---:|---|---|',
    ...lines,
    '',
  ].join('\n');
}
