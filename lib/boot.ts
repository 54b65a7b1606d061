import { config } from '@/lib/config';
import { getDbHandle } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { hasAnyNetwork, seedDemoNetwork, type DemoCredentials } from '@/lib/services/demo';
import { deliverSoon } from '@/lib/services/emails';
import { startQueue, stopQueue } from '@/lib/queue';
import { scheduleClickPartitionUpkeep } from '@/lib/services/tracking';
import { scheduleLifecycleUpkeep } from '@/lib/services/earnings';

function banner(c: DemoCredentials, baseUrl: string): string {
  const basic = (key: string) => `curl -u '${c.applicationKey}:${key}' ${baseUrl}/network`;
  return [
    '',
    '================ Demo network created (shown once; keep these) ================',
    `Console:          ${baseUrl}/login`,
    `  staff login:    ${c.staff.email} / ${c.staff.password}`,
    `  brand login:    ${c.brandUser.email} / ${c.brandUser.password}`,
    `  partner login:  ${c.partnerUser.email} / ${c.partnerUser.password}`,
    `Application key:  ${c.applicationKey}`,
    `Staff API key:    ${c.staff.apiKey}`,
    `Brand API key:    ${c.brandUser.apiKey}`,
    `Partner API key:  ${c.partnerUser.apiKey}`,
    `First call:       ${basic(c.staff.apiKey)}`,
    '================================================================================',
    '',
  ].join('\n');
}

/** Runs once per server process: migrate (inside open), seed an empty database, print keys. */
export async function boot(): Promise<void> {
  let handle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    // Without a database nothing works: say why and stop rather than serve 500s.
    process.stderr.write(`\nCannot open the database: ${(error as Error).message}\n\n`);
    process.exit(1);
  }
  logger.info({ database: handle.kind, location: handle.location }, 'database ready');
  if (config().demoSeed && !(await hasAnyNetwork(handle.db))) {
    const credentials = await seedDemoNetwork(handle.db);
    const baseUrl = `http://localhost:${config().server.port}`;
    process.stdout.write(banner(credentials, baseUrl));
  }
  const opened = handle;
  // E-mails queued before a crash, or whose delivery failed, go out on later passes.
  deliverSoon(opened.db);
  const delivery = setInterval(() => deliverSoon(opened.db), 60_000);
  delivery.unref();
  // The job queue and its workers: jobs accepted before a stop or a crash continue now.
  try {
    await startQueue();
  } catch (error) {
    process.stderr.write(`\nCannot start the job queue: ${(error as Error).message}\n\n`);
    process.exit(1);
  }
  // Clicks: monthly partitions ahead made and past retention dropped, now and daily.
  const stopPartitionUpkeep = scheduleClickPartitionUpkeep(opened.db);
  // Approved conversions lock, then become payable, hourly (docs/jobs-and-conversions.md#lifecycle).
  const stopLifecycleUpkeep = scheduleLifecycleUpkeep(opened.db);
  const shutdown = async () => {
    clearInterval(delivery);
    stopPartitionUpkeep();
    stopLifecycleUpkeep();
    // Work in progress gets a few seconds; an interrupted chunk rolls back and runs again at the next start.
    await stopQueue(5_000).catch(() => undefined);
    await opened.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
