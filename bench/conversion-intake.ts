/**
 * Issue 21's intake bench: conversions recorded through the click-attributed path with the
 * commission rules resolved. On the bench database: a campaign with rules of every kind and one
 * click per conversion (bench/conversion-setup.ts), then `count` conversions, each sending its
 * click's clickref (a tenth of the voucher partners' also their voucher code; every tenth with
 * two items), through recordConversion, the service POST /v3/brand/campaigns/{id}/conversions
 * calls, with the body parsed by the same schema: in process, CONCURRENCY calls in flight, on the
 * app's database client (no HTTP, no Next.js). Afterwards every conversion is checked: attributed
 * by click to its click's partner, paid by a rule (not the default, not none) of a kind its
 * partner can get, and a percentage commission equal to the value at the stored rate.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { RecordConversionIn } from '@/lib/schemas/conversion/record';
import { recordConversion } from '@/lib/services/conversions';
import { setUpIntake, type IntakeWorld } from './conversion-setup';

export const CONVERSIONS = 100_000;
export const QUICK_CONVERSIONS = 2_000;
const CONCURRENCY = 8;

export interface IntakeResult {
  count: number;
  concurrency: number;
  setupSeconds: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** Conversions not attributed by click to their click's partner. */
  misattributed: number;
  /** Conversions without a rule, or paid by a kind their partner cannot get. */
  ruleMismatches: number;
  /** Percentage commissions not equal to the value at the stored rate. */
  amountMismatches: number;
  kinds: Record<string, number>;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** The request body conversion i sends, as the API receives it. */
function bodyOf(world: IntakeWorld, i: number, runId: string): unknown {
  const partnerId = world.partnerIds[i % world.partnerIds.length]!;
  const voucher = world.vouchers.get(partnerId);
  const value = (20 + (i % 80) + 0.5).toFixed(2);
  return {
    clickref: world.clickrefs[i],
    conversion_reference: `intake-${runId}-${i}`,
    value,
    ...(voucher && i % 20 < 10 ? { voucher_code: voucher } : {}),
    ...(i % 10 === 0
      ? {
          items: [
            { sku: 'SKU-A', item_value: '10.00' },
            { item_value: (Number(value) - 10).toFixed(2) },
          ],
        }
      : {}),
  };
}

/** The kinds that may pay a conversion of this partner (with or without its voucher code). */
function allowedKinds(world: IntakeWorld, partnerId: number, voucher: boolean): string[] {
  if (voucher) return ['voucher'];
  if (world.promoted.has(partnerId)) return ['promotion'];
  if (partnerId === world.ratedPartner) return ['tier', 'publisher'];
  return ['tier', world.groupMembers.has(partnerId) ? 'group' : 'campaign'];
}

async function verify(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  world: IntakeWorld,
): Promise<Pick<IntakeResult, 'misattributed' | 'ruleMismatches' | 'amountMismatches' | 'kinds'>> {
  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: T[] };
  const [mis] = (
    await q<{ n: number }>(sql`select count(*)::int as n from conversions v
      left join clicks c on c.clickref = v.clickref and c.id = v.click_id
      where v.campaign_id = ${world.campaignId} and (v.attribution <> 'click'
        or c.id is null or v.partner_id is distinct from c.partner_id)`)
  ).rows;
  const [amounts] = (
    await q<{ n: number }>(sql`select count(*)::int as n from conversions v
      where v.campaign_id = ${world.campaignId}
        and v.commission_applied->>'performance_model' = 'percentage_cpa'
        and v.commission <> round(v.value * (v.commission_applied->>'performance_value')::numeric / 100, 4)
        and not exists (select 1 from conversion_items i where i.conversion_id = v.id)`)
  ).rows;
  const groups = (
    await q<{ partner: number; voucher: boolean; kind: string; ruled: boolean; n: number }>(
      sql`select partner_id::int as partner, voucher_code is not null as voucher,
        commission_kind as kind, commission_rule_id is not null as ruled, count(*)::int as n
      from conversions where campaign_id = ${world.campaignId} group by 1, 2, 3, 4`,
    )
  ).rows;
  const kinds: Record<string, number> = {};
  let ruleMismatches = 0;
  for (const g of groups) {
    kinds[g.kind] = (kinds[g.kind] ?? 0) + g.n;
    if (!g.ruled || !allowedKinds(world, g.partner, g.voucher).includes(g.kind))
      ruleMismatches += g.n;
  }
  return { misattributed: mis!.n, ruleMismatches, amountMismatches: amounts!.n, kinds };
}

/** Sets the campaign up, records `count` conversions CONCURRENCY at a time, and checks them. */
export async function runConversionIntake(
  env: Record<string, string>,
  seeded: { networkId: number; partnerIds: number[] },
  count: number,
): Promise<IntakeResult> {
  const handle = await openDatabase({ ...process.env, ...env });
  const db = handle.db;
  try {
    process.stdout.write(`conversion intake: setting up ${count} clicks and the rules...\n`);
    const t0 = performance.now();
    const world = await setUpIntake(db, seeded.networkId, seeded.partnerIds, count);
    await db.execute(sql`analyze clicks`);
    const setupSeconds = (performance.now() - t0) / 1000;
    const runId = Date.now().toString(36);
    const samples: number[] = [];
    let next = 0;
    let errors = 0;
    let firstError: unknown;
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        const started = performance.now();
        try {
          const input = RecordConversionIn.parse(bodyOf(world, i, runId));
          await recordConversion(db, world.principal, world.campaignId, input);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
        samples.push(performance.now() - started);
        if ((i + 1) % 10_000 === 0) process.stdout.write(`  ${i + 1} recorded\n`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    if (firstError) console.error('first intake error:', firstError);
    const sorted = samples.sort((a, b) => a - b);
    return {
      count,
      concurrency: CONCURRENCY,
      setupSeconds,
      seconds,
      p50: pct(sorted, 50),
      p99: pct(sorted, 99),
      errors,
      ...(await verify(db, world)),
    };
  } finally {
    await handle.close();
  }
}

/** The report's section: one row and the checks. */
export function intakeSection(r: IntakeResult | undefined): string {
  if (!r) return '';
  const checks = r.misattributed + r.ruleMismatches + r.amountMismatches + r.errors;
  const kinds = Object.entries(r.kinds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return `
## Conversion intake (click-attributed, rules resolved)

| scenario | conversions | in flight | conversions/s | p50 ms | p99 ms | errors | misattributed | rule mismatches | amount mismatches |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| recordConversion in process (the v3 record's service and schema, no HTTP) | ${r.count} | ${r.concurrency} | ${(r.count / r.seconds).toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.misattributed} | ${r.ruleMismatches} | ${r.amountMismatches} |

- ${checks === 0 ? "every conversion attributed to its click's partner and paid by a rule of a kind its partner can get: MET" : `MISSED: ${checks} conversions failed a check`}
- rules that paid: ${kinds}; setup (campaign, group, rules, ${r.count} clicks) ${r.setupSeconds.toFixed(1)} s; recording ${r.seconds.toFixed(1)} s
`;
}

/** `--only conversions`: the section alone in results-conversions(-quick).md. */
export function reportIntake(
  r: IntakeResult,
  run: { label: string; root: string; quick: boolean },
) {
  const text = `# Conversion intake benchmark\n\n- Date: ${new Date().toISOString()}\n- Database: ${run.label}\n${intakeSection(r)}`;
  const file = path.join(
    run.root,
    'bench',
    run.quick ? 'results-conversions-quick.md' : 'results-conversions.md',
  );
  writeFileSync(file, text);
  process.stdout.write(`\n${text}\nwritten to ${path.relative(run.root, file)}\n`);
  if (!run.quick) upsertSection(path.join(run.root, 'bench', 'results.md'), intakeSection(r));
}

/** Puts the section into results.md in place of its previous one (or before the notes). */
function upsertSection(file: string, section: string) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const heading = '\n## Conversion intake';
  const at = text.indexOf(heading);
  const end = at === -1 ? -1 : text.indexOf('\n## ', at + heading.length);
  const notes = text.indexOf('\n## Notes');
  const updated =
    at !== -1
      ? text.slice(0, at) + section + (end === -1 ? '' : text.slice(end))
      : notes !== -1
        ? text.slice(0, notes) + section + text.slice(notes)
        : text + section;
  writeFileSync(file, updated);
  process.stdout.write(`section written into ${path.basename(file)}\n`);
}
