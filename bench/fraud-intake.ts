/**
 * `--only fraud` (bench/run.ts): issue 32's bench. Conversion intake (bench/conversion-intake.ts)
 * with fraud detection off (FRAUD_DETECTION=off: no check row, no wake-up) and on (each sale
 * writes its check row in its own transaction, and a worker on its own connection pool works
 * the checks meanwhile, as the app's queue worker would), in turns off, on, off, on, each turn on
 * a fresh campaign. The promise: the intake's p50 with detection on within 10 % of it off.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { openDatabase } from '@/lib/db/client';
import { runPendingFraudChecks } from '@/lib/services/fraud';
import { runConversionIntake, type IntakeResult } from './conversion-intake';

interface Turn {
  detection: boolean;
  result: IntakeResult;
  checked: number;
}

async function turn(
  env: Record<string, string>,
  seeded: { networkId: number; partnerIds: number[] },
  count: number,
  detection: boolean,
): Promise<Turn> {
  // The in-process configuration is what recordConversion reads (the bench has no server).
  overrideConfigForTests({ FRAUD_DETECTION: detection ? 'on' : 'off' });
  const checker = detection ? await openDatabase({ ...process.env, ...env }) : null;
  let stop = false;
  let checked = 0;
  const working = (async () => {
    while (checker && !stop) {
      const n = await runPendingFraudChecks(checker.db);
      checked += n;
      if (n === 0) await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const result = await runConversionIntake(env, seeded, count);
    return { detection, result, checked };
  } finally {
    stop = true;
    await working;
    // What is left is checked after the turn, outside the timing.
    if (checker) {
      for (let n = 1; n > 0;) checked += n = await runPendingFraudChecks(checker.db);
      await checker.close();
    }
    resetConfigForTests('FRAUD_DETECTION');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export async function runFraudIntake(
  env: Record<string, string>,
  seeded: { networkId: number; partnerIds: number[] },
  count: number,
  run: { label: string; root: string; quick: boolean },
) {
  const turns: Turn[] = [];
  for (const detection of [false, true, false, true])
    turns.push(await turn(env, seeded, count, detection));
  const p50 = (on: boolean) =>
    median(turns.filter((t) => t.detection === on).map((t) => t.result.p50));
  const off = p50(false);
  const on = p50(true);
  const change = ((on - off) / off) * 100;
  const rows = turns
    .map(
      (t, i) =>
        `| ${i + 1} | ${t.detection ? 'on' : 'off'} | ${t.result.count} | ${(t.result.count / t.result.seconds).toFixed(1)} | ${t.result.p50.toFixed(1)} | ${t.result.p99.toFixed(1)} | ${t.result.errors} | ${t.detection ? t.checked : '-'} |`,
    )
    .join('\n');
  const text = `# Conversion intake with fraud detection off and on

- Date: ${new Date().toISOString()}
- Database: ${run.label}
- recordConversion in process, ${turns[0]!.result.concurrency} in flight, click-attributed with the commission rules (bench/conversion-intake.ts); with detection on a worker checks the sales meanwhile on its own pool

| turn | detection | conversions | conversions/s | p50 ms | p99 ms | errors | sales checked |
|---:|---|---:|---:|---:|---:|---:|---:|
${rows}

- p50 with detection off (median of turns): ${off.toFixed(1)} ms; on: ${on.toFixed(1)} ms; change ${change >= 0 ? '+' : ''}${change.toFixed(1)} %
- ${Math.abs(change) <= 10 || change < 0 ? 'p50 with detection on within 10 % of off: MET' : 'p50 with detection on within 10 % of off: MISSED'}
`;
  const file = path.join(run.root, 'bench', `results-fraud-intake${run.quick ? '-quick' : ''}.md`);
  writeFileSync(file, text);
  process.stdout.write(`\n${text}\nwritten to ${path.relative(run.root, file)}\n`);
}
