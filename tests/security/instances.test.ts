import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNetwork } from '../support/harness';
import { conversionSetup, historyCountsOfJob, seedConversions } from '../support/conversions';

/**
 * Two app instances on one PostgreSQL and one Redis share the rate limit (the sum of the
 * requests both accept never exceeds it), and both work the job queue without doing any
 * item twice. Needs PostgreSQL and Redis, so it runs in the PostgreSQL pass of `npm test`
 * (the embedded database allows one process only).
 */

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function startInstance(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'fixtures', 'api-instance.ts')],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const m = /LISTENING (\d+)/.exec(d.toString());
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`instance exited ${code}: ${err}`)));
  });
}

describe('two app instances', () => {
  it.runIf(shared)(
    'share one rate limit through Redis',
    async () => {
      const net = await makeNetwork();
      const env = {
        ...process.env,
        RATE_LIMIT_POINTS: '40',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_PREFIX: `anet-instances-${Date.now()}`,
        LOG_LEVEL: 'silent',
      };
      const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
      const statuses = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          fetch(`${i % 2 ? one : two}/network`, { headers: { authorization: net.auth } }).then(
            (r) => r.status,
          ),
        ),
      );
      const accepted = statuses.filter((s) => s === 200).length;
      const limited = statuses.filter((s) => s === 429).length;
      console.log(
        `two instances: ${accepted} accepted, ${limited} limited of 120 (limit 40 shared)`,
      );
      expect(accepted).toBe(40);
      expect(limited).toBe(80);
    },
    60_000,
  );

  it.runIf(shared)(
    'work one bulk job between them, each item exactly once',
    async () => {
      const net = await makeNetwork();
      const { campaignId, publisherId } = await conversionSetup(net);
      const { ids } = await seedConversions(net, campaignId, publisherId, 2_000);
      const env = {
        ...process.env,
        INSTANCE_QUEUE: 'on',
        RATE_LIMIT_POINTS: '100000',
        RATE_LIMIT_PREFIX: `anet-instances-q-${Date.now()}`,
        LOG_LEVEL: 'silent',
        QUEUE_CONCURRENCY: '2',
      };
      const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
      const accepted = await fetch(`${one}/v3/brand/campaigns/${campaignId}/conversions/bulk`, {
        method: 'POST',
        headers: { authorization: net.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
        }),
      });
      expect(accepted.status).toBe(202);
      const jobId = String(((await accepted.json()) as { data: { id: string } }).data.id);
      let job: { status: string; item_success_count: number; item_error_count: number } | undefined;
      for (let i = 0; i < 600 && job?.status !== 'complete'; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        job = (
          (await (
            await fetch(`${i % 2 ? one : two}/v3/jobs/${jobId}`, {
              headers: { authorization: net.auth },
            })
          ).json()) as { data: typeof job }
        ).data;
      }
      const counts = await historyCountsOfJob(jobId);
      console.log(
        `two instances: job ${job?.status}, ${job?.item_success_count} done, ${counts.size} conversions changed, max changes per conversion ${Math.max(...counts.values())}`,
      );
      expect(job).toMatchObject({
        status: 'complete',
        item_success_count: 2_000,
        item_error_count: 0,
      });
      expect(counts.size).toBe(2_000);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    },
    120_000,
  );
});
