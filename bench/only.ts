/**
 * `--only conversions` and `--only earnings` (bench/run.ts): issue 21's scenarios alone on the
 * seeded database; `--only payments`: issue 31's payment run (bench/payments.ts); `--only
 * fraud`: issue 32's intake with fraud detection off and on (bench/fraud-intake.ts). conversions: bench/conversion-intake.ts (in process). earnings: the seeding
 * of bench/earnings.ts, then GET earnings over HTTP when a production build exists
 * (NEXT_DIST_DIR, else .next; never built here), else the service in process.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/db/client';
import {
  CONVERSIONS,
  QUICK_CONVERSIONS,
  reportIntake,
  runConversionIntake,
} from './conversion-intake';
import { staffPrincipal } from './conversion-setup';
import { runFraudIntake } from './fraud-intake';
import { seedEarnings, timeEarnings, timeEarningsInProcess } from './earnings';
import { timedSection, type Timed } from './extras';
import type { Seeded } from './seed';
import {
  PAYABLE_CONVERSIONS,
  PAYMENT_PARTNERS,
  reportPayments,
  runPayments,
  seedPaymentsWorld,
} from './payments';
import { timePdfJob } from './payment-pdfs';

export interface OnlyRun {
  env: Record<string, string>;
  label: string;
  quick: boolean;
  root: string;
  cleanup: () => Promise<void>;
  startApp: (db: OnlyRun) => Promise<{ child: ChildProcess; api: string }>;
  stop: (child: ChildProcess) => Promise<void>;
  /** `--keep`: the payments world a previous run seeded in this (copied) database. */
  saved?: SavedPayments;
  /** `--keep`: saves the database as seeded, for later runs. */
  savePayments?: (payments: SavedPayments) => Promise<void>;
}

export interface SavedPayments {
  partners: number;
  conversions: number;
  seedSeconds: number;
}

export async function runOnly(only: string, seeded: Seeded, run: OnlyRun): Promise<void> {
  if (only === 'payments') {
    if (!run.env.DATABASE_URL)
      throw new Error('--only payments runs on PostgreSQL: set DATABASE_URL');
    const size = run.quick
      ? { partners: 10_000, conversions: 100_000 }
      : { partners: PAYMENT_PARTNERS, conversions: PAYABLE_CONVERSIONS };
    let world = run.saved;
    if (world && (world.partners !== size.partners || world.conversions !== size.conversions))
      throw new Error('--keep: the saved database holds a payments world of another size');
    const reused = world !== undefined;
    if (!world) {
      world = { ...size, seedSeconds: await seedPaymentsWorld(run.env, seeded, size) };
      await run.savePayments?.(world);
    }
    const result = await runPayments(run.env, seeded, {
      ...size,
      seedSeconds: world.seedSeconds,
      reused,
      pdfs: (handle, runId) => timePdfJob(handle, runId, run.quick ? 20_000 : 120_000),
    });
    return reportPayments(result, run);
  }
  if (only === 'fraud') {
    const count = run.quick ? QUICK_CONVERSIONS : QUICK_CONVERSIONS * 5;
    return runFraudIntake(run.env, seeded, count, run);
  }
  if (only === 'conversions') {
    const count = run.quick ? QUICK_CONVERSIONS : CONVERSIONS;
    const result = await runConversionIntake(run.env, seeded, count);
    return reportIntake(result, run);
  }
  const earnings = await seedEarnings(run.env, seeded.networkId, seeded.partnerIds[1]!);
  let timed: Timed;
  if (existsSync(path.join(run.root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    const app = await run.startApp(run);
    const auth = Buffer.from(`${seeded.applicationKey}:${seeded.userApiKey}`).toString('base64');
    try {
      timed = await timeEarnings(run.env, app.api, { authorization: `Basic ${auth}` }, earnings);
    } finally {
      await run.stop(app.child);
    }
  } else {
    const handle = await openDatabase({ ...process.env, ...run.env });
    const principal = await staffPrincipal(handle.db, seeded.networkId).finally(() =>
      handle.close(),
    );
    timed = await timeEarningsInProcess(run.env, principal, earnings);
  }
  const text = `# Earnings benchmark\n\n- Date: ${new Date().toISOString()}\n- Database: ${run.label}\n${timedSection([timed])}`;
  const file = path.join(run.root, 'bench', `results-earnings${run.quick ? '-quick' : ''}.md`);
  writeFileSync(file, text);
  process.stdout.write(`\n${text}\nwritten to ${path.relative(run.root, file)}\n`);
}
