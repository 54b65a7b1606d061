/**
 * `--only payments` (issue 31, PostgreSQL only): a payment run over PARTNERS partners with valid
 * payment details and CONVERSIONS payable conversions made available in the ledger, all written
 * by set-based SQL on the seeded network. Then, in process on the app's database client (no
 * HTTP): the preview (createPaymentRun) PREVIEWS times (each preview but the last deleted again,
 * as a run is one per network and currency), the approval, the issuing, and the self-bill PDFs
 * made by the background job (lib/services/payment-runs/pdf-job.ts) for a time window, with the
 * run's progress (bench/payment-pdfs.ts).
 * Writes bench/results-payments.md (with --quick, 10,000 partners and 100,000 conversions:
 * results-payments-quick.md).
 */
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import {
  approvePaymentRun,
  createPaymentRun,
  getPaymentRun,
  issuePaymentRun,
  markRunPaid,
} from '@/lib/services/payment-runs';
import { seal } from '@/lib/services/payment-details';
import { staffPrincipal } from './conversion-setup';
import type { Seeded } from './seed';

export const PAYMENT_PARTNERS = 100_000;
export const PAYABLE_CONVERSIONS = 1_000_000;
const PREVIEWS = 5;
const CURRENCY = 'EUR';

type Handle = Awaited<ReturnType<typeof openDatabase>>;

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Peak resident memory of this process while `work` runs, sampled every 100 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakMiB: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMiB: peak / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The payments world, set-based: one campaign, CONVERSIONS approved conversions spread over the
 * first PARTNERS partners, each locked and payable last month, each made available (one
 * commission_available entry); every partner with a bank-transfer set in EUR changed long ago
 * and a tax profile (every third a German VAT-registered company, every third a French one:
 * reverse charge, the rest individuals).
 */
export async function seedPayments(
  handle: Handle,
  seeded: Seeded,
  partners: number,
  count: number,
) {
  const db = handle.db;
  const { networkId } = seeded;
  const ids = seeded.partnerIds.slice(0, partners);
  const sealed = await seal(db, {
    account_holder: 'Bench Partner',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  });
  await db.execute(sql`update networks set payment_approval_limit = null, tax_country = 'DE',
    payment_threshold = 10 where id = ${networkId}`);
  await db.execute(sql`create temporary table bench_partners as
    select id, row_number() over (order by id) - 1 as i
      from unnest(${`{${ids.join(',')}}`}::bigint[]) as id`);
  await db.execute(sql`insert into partner_payment_details (network_id, partner_id, country,
      paid_currency, tracked_currencies, payment_type, sealed_values, masked_values, created_at,
      updated_at)
    select ${networkId}, id, 'DE', ${CURRENCY}, '["EUR"]'::jsonb, 'bank_transfer', ${sealed},
      '{"iban":"DE89 **** **** **** **30 00"}'::jsonb, now() - interval '60 days',
      now() - interval '60 days'
    from bench_partners`);
  await db.execute(sql`insert into partner_tax_profiles (partner_id, network_id, entity_type,
      country, vat_registered, vat_number)
    select id, ${networkId}, case when i % 3 = 0 then 'individual' else 'company' end,
      case when i % 3 = 2 then 'FR' else 'DE' end, i % 3 <> 0,
      case i % 3 when 1 then 'DE136695976' when 2 then 'FR40303265045' end
    from bench_partners`);
  const [campaign] = (
    (await db.execute(sql`select id from campaigns where network_id = ${networkId}
      order by id limit 1`)) as unknown as { rows: { id: number }[] }
  ).rows;
  for (let start = 0; start < count; start += 250_000) {
    const end = Math.min(count, start + 250_000) - 1;
    await db.execute(sql`insert into conversions (network_id, campaign_id, partner_id,
        conversion_reference, status, currency, value, commission, commission_currency,
        conversion_time, created_at)
      select ${networkId}, ${campaign!.id}, p.id, 'pay-' || g, 'approved', ${CURRENCY},
        (20 + g % 80)::numeric + 0.5, round((20 + g % 80 + 0.5) * 0.06, 4), ${CURRENCY},
        now() - interval '70 days', now() - interval '70 days'
      from generate_series(${start}::int, ${end}::int) g
      join bench_partners p on p.i = g % ${ids.length}`);
  }
  await db.execute(sql`insert into conversion_locks (conversion_id, network_id, campaign_id,
      partner_id, commission, commission_currency, approved_at, locked_at, payable_at)
    select id, network_id, campaign_id, partner_id, commission, commission_currency,
      now() - interval '65 days', now() - interval '40 days', now() - interval '35 days'
    from conversions where network_id = ${networkId} and conversion_reference like 'pay-%'`);
  await db.execute(sql`insert into ledger_entries (network_id, partner_id, currency, kind, amount,
      conversion_id, created_at)
    select network_id, partner_id, commission_currency, 'commission_available', commission,
      conversion_id, payable_at
    from conversion_locks where network_id = ${networkId}`);
  await db.execute(sql`vacuum analyze`);
}

/** Seeds the payments world on its own connection; answers the seconds it took. */
export async function seedPaymentsWorld(
  env: Record<string, string>,
  seeded: Seeded,
  size: { partners: number; conversions: number },
): Promise<number> {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    process.stdout.write(
      `payments: seeding ${size.partners} partners, ${size.conversions} conversions...\n`,
    );
    const t0 = performance.now();
    await seedPayments(handle, seeded, size.partners, size.conversions);
    const seconds = (performance.now() - t0) / 1000;
    process.stdout.write(`payments: seeded in ${fmt(seconds)} s\n`);
    return seconds;
  } finally {
    await handle.close();
  }
}

export interface PaymentsResult {
  partners: number;
  conversions: number;
  seedSeconds: number;
  /** The world came from a database an earlier run seeded and saved (`--keep`). */
  reused: boolean;
  previewSeconds: number[];
  included: number;
  excluded: number;
  total: string;
  previewPeakMiB: number;
  approveSeconds: number;
  issueSeconds: number;
  issuePeakMiB: number;
  selfBills: number;
  items: number;
  pdfs:
    { count: number; of: number; seconds: number; peakMiB: number; progress: string[] } | undefined;
  paidSeconds: number;
  paidPeakMiB: number;
  /** os.loadavg() before the first preview and after the last step. */
  load: number[][];
  /** Payment entries and e-mails queued by marking the run paid. */
  payments: number;
  emails: number;
}

type Db = Handle['db'];
type Staff = Awaited<ReturnType<typeof staffPrincipal>>;

/** PREVIEWS previews, each but the last deleted again (one open run per network and currency). */
async function timePreviews(db: Db, principal: Staff, seeded: Seeded) {
  const input = { currency: CURRENCY, cutOff: new Date(), paymentType: 'bank_transfer' as const };
  const previewSeconds: number[] = [];
  let runId = 0;
  let previewPeakMiB = 0;
  for (let i = 0; i < PREVIEWS; i += 1) {
    if (runId) {
      await db.execute(sql`delete from payment_run_lines where run_id = ${runId}`);
      await db.execute(sql`delete from payment_runs where id = ${runId}`);
    }
    const started = performance.now();
    const { value: run, peakMiB } = await withPeakRss(() =>
      createPaymentRun(db, principal, seeded.networkId, input),
    );
    previewSeconds.push((performance.now() - started) / 1000);
    previewPeakMiB = Math.max(previewPeakMiB, peakMiB);
    runId = run.id;
    process.stdout.write(`  preview ${i + 1}: ${fmt(previewSeconds.at(-1)!, 2)} s\n`);
  }
  return { runId, previewSeconds, previewPeakMiB };
}

/** markRunPaid on the issued run: its time, and the payment entries and e-mails it wrote. */
async function timeMarkPaid(db: Db, principal: Staff, networkId: number, runId: number) {
  const started = performance.now();
  const { peakMiB: paidPeakMiB } = await withPeakRss(() =>
    markRunPaid(db, principal, networkId, runId),
  );
  const paidSeconds = (performance.now() - started) / 1000;
  process.stdout.write(`  marked paid in ${fmt(paidSeconds, 2)} s\n`);
  const [paid] = (
    (await db.execute(sql`select
      (select count(*)::int from ledger_entries e join self_bills b on b.id = e.self_bill_id
        where b.run_id = ${runId} and e.kind = 'payment') as payments,
      (select count(*)::int from email_outbox where kind = 'payment_paid'
        and network_id = ${networkId}) as emails`)) as unknown as {
      rows: { payments: number; emails: number }[];
    }
  ).rows;
  return { paidSeconds, paidPeakMiB, payments: paid!.payments, emails: paid!.emails };
}

export async function runPayments(
  env: Record<string, string>,
  seeded: Seeded,
  options: {
    partners?: number;
    conversions?: number;
    seedSeconds: number;
    reused: boolean;
    pdfs?: (h: Handle, runId: number) => Promise<PaymentsResult['pdfs']>;
  },
): Promise<PaymentsResult> {
  const partners = options.partners ?? PAYMENT_PARTNERS;
  const conversions = options.conversions ?? PAYABLE_CONVERSIONS;
  const { seedSeconds, reused } = options;
  const handle = await openDatabase({ ...process.env, ...env });
  const db = handle.db;
  try {
    const principal = await staffPrincipal(db, seeded.networkId);
    const load = [os.loadavg()];
    const { runId, previewSeconds, previewPeakMiB } = await timePreviews(db, principal, seeded);
    const previewed = await getPaymentRun(db, principal, seeded.networkId, runId);
    let started = performance.now();
    await approvePaymentRun(db, principal, seeded.networkId, runId);
    const approveSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const { peakMiB: issuePeakMiB } = await withPeakRss(() =>
      issuePaymentRun(db, principal, seeded.networkId, runId),
    );
    const issueSeconds = (performance.now() - started) / 1000;
    process.stdout.write(`  issued in ${fmt(issueSeconds, 2)} s\n`);
    const [counts] = (
      (await db.execute(sql`select (select count(*)::int from self_bills where run_id = ${runId}) as bills,
        (select count(*)::int from self_bill_items i join self_bills b on b.id = i.self_bill_id
          where b.run_id = ${runId}) as items`)) as unknown as {
        rows: { bills: number; items: number }[];
      }
    ).rows;
    const pdfs = await options.pdfs?.(handle, runId);
    const paid = await timeMarkPaid(db, principal, seeded.networkId, runId);
    load.push(os.loadavg());
    return {
      partners,
      conversions,
      seedSeconds,
      reused,
      previewSeconds,
      included: previewed.includedCount,
      excluded: previewed.excludedCount,
      total: previewed.total,
      previewPeakMiB,
      approveSeconds,
      issueSeconds,
      issuePeakMiB,
      selfBills: counts!.bills,
      items: counts!.items,
      pdfs,
      ...paid,
      load,
    };
  } finally {
    await handle.close();
  }
}

export function reportPayments(
  r: PaymentsResult,
  run: { label: string; root: string; quick: boolean },
) {
  const cpus = os.cpus();
  const p50 = median(r.previewSeconds);
  const pdfs = r.pdfs;
  const text = `# Payment run benchmark (issue 31)

- Date: ${new Date().toISOString()}
- Database: ${run.label}
- Machine: ${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}
- World: ${r.partners} partners with bank details in EUR and a tax profile, ${r.conversions} payable conversions made available (one ledger entry each); seeded by set-based SQL in ${fmt(r.seedSeconds)} s${r.reused ? ' (by an earlier run; this one started from a copy of that database, `--keep`)' : ''}
- In process on the app's database client (the services the API routes call; no HTTP)

| step | seconds | peak RSS MiB |
|---|---:|---:|
| preview (createPaymentRun), p50 of ${r.previewSeconds.length}: ${r.previewSeconds.map((s) => fmt(s, 2)).join(', ')} | ${fmt(p50, 2)} | ${fmt(r.previewPeakMiB, 0)} |
| approve | ${fmt(r.approveSeconds, 2)} | |
| issue (${r.selfBills} self-bills, ${r.items} items) | ${fmt(r.issueSeconds, 2)} | ${fmt(r.issuePeakMiB, 0)} |
${pdfs ? `| self-bill PDFs by the background job's runner, one worker: ${pdfs.count} of ${pdfs.of} in the window (${fmt(pdfs.count / pdfs.seconds)} PDFs/s; all ${pdfs.of} at that rate: ${fmt(pdfs.of / (pdfs.count / pdfs.seconds) / 60)} min) | ${fmt(pdfs.seconds, 1)} | ${fmt(pdfs.peakMiB, 0)} |\n` : ''}| mark the run paid, after the PDF window (markRunPaid: ${r.payments} payment entries, ${r.emails} e-mails queued) | ${fmt(r.paidSeconds, 2)} | ${fmt(r.paidPeakMiB, 0)} |

- Load average (1, 5, 15 min) of the shared machine as the measuring began and ended: ${r.load.map((l) => l.map((x) => fmt(x, 2)).join(' ')).join('; ')}
- preview: ${r.included} partners included, ${r.excluded} excluded, total ${r.total} ${CURRENCY}
- preview p50 <= 5 s: ${p50 <= 5 ? 'MET' : 'MISSED'}; issuing <= 60 s: ${r.issueSeconds <= 60 ? 'MET' : 'MISSED'}
${pdfs ? `- PDF progress as GET .../payment-runs/{runId} showed it (pdfs_ready / self_bill_count): ${pdfs.progress.join(', ')}\n` : ''}`;
  const file = path.join(run.root, 'bench', `results-payments${run.quick ? '-quick' : ''}.md`);
  writeFileSync(file, text);
  process.stdout.write(`\n${text}\nwritten to ${path.relative(run.root, file)}\n`);
}
