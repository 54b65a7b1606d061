/**
 * `--only conversions` and `--only earnings` (bench/run.ts): issue 21's scenarios alone on the
 * seeded database. conversions: bench/conversion-intake.ts (in process). earnings: the seeding
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
import { seedEarnings, timeEarnings, timeEarningsInProcess } from './earnings';
import { timedSection, type Timed } from './extras';
import type { Seeded } from './seed';

export interface OnlyRun {
  env: Record<string, string>;
  label: string;
  quick: boolean;
  root: string;
  cleanup: () => Promise<void>;
  startApp: (db: OnlyRun) => Promise<{ child: ChildProcess; api: string }>;
  stop: (child: ChildProcess) => Promise<void>;
}

export async function runOnly(only: string, seeded: Seeded, run: OnlyRun): Promise<void> {
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
