import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { idempotencyKeys, partners } from '@/lib/db/schema';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * kill -9 with idempotent retries in flight: a server (served as `npm start` serves the API,
 * tests/security/fixtures/idempotent-api-server.ts) creates partners, each request with its own
 * Idempotency-Key, CONCURRENCY at a time (every fourth sent twice at once, a retry in flight);
 * after ANSWERED answers it gets SIGKILL. A second server on the same database then gets every
 * request again with its key, as a client's retry does. Every retry must get a definitive answer
 * within a few leases (no key stuck pending), and every partner must exist exactly once.
 */

const SCRIPT = path.join(
  process.cwd(),
  'tests',
  'security',
  'fixtures',
  'idempotent-api-server.ts',
);
const ANSWERED = 60;
const CONCURRENCY = 16;
const LEASE_MS = 1000;
const KILL_ATTEMPTS = 6;
/** Before leases, a dead holder's key answered 409 for 24 hours: give up long before that. */
const RETRY_FOR_MS = 30_000;

interface Ready {
  port: number;
  auth?: string;
  networkId?: number;
  termsId?: string;
}

interface Sent {
  key: string;
  body: Record<string, string>;
  status?: number;
}

function post(
  port: number,
  auth: string,
  sent: Sent,
): Promise<{ status: number; replayed: boolean; text: string }> {
  const payload = JSON.stringify(sent.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/user/publisher',
        method: 'POST',
        agent: false,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': sent.key,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            replayed: res.headers['idempotent-replayed'] === 'true',
            text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const match = /READY (\{.*\})/.exec(out);
      if (match) resolve({ child, ready: JSON.parse(match[1]!) as Ready });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('idempotency under kill -9', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('retries after a crash take over every pending key, and each change applies exactly once', async () => {
    let dbEnv: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase('anet_idem_crash');
      dbEnv = { DATABASE_URL: scratch.url, DATA_DIR: '' };
      cleanups.push(scratch.drop);
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-idem-crash-'));
      dbEnv = { DATA_DIR: dir, DATABASE_URL: '' };
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }
    const env = {
      ...process.env,
      ...dbEnv,
      LOG_LEVEL: 'silent',
      IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
      IDEMPOTENCY_WAIT_MS: '2000',
      RATE_LIMIT_POINTS: '1000000',
      RATE_LIMIT_PREFIX: `anet-idem-crash-${process.pid}-${Date.now()}`,
      QUEUE_WORKERS: 'off',
    };

    const seeded = await startServer(env);
    const { auth, networkId, termsId } = seeded.ready as Required<Ready>;
    const newRequest = (): Sent => {
      const tag = randomUUID().slice(0, 12);
      return {
        key: randomUUID(),
        body: {
          account_name: `crash-${tag}`,
          vertical: '2',
          promotional_method: '2',
          signup_ip: '203.0.113.7',
          entity_terms_id: termsId,
          contact_email: `${tag}@partner.test`,
        },
      };
    };

    // Load until ANSWERED answers, then kill -9 with CONCURRENCY requests in flight.
    const sent: Sent[] = [];
    let answered = 0;
    const loadAndKill = async (server: { child: ChildProcess; ready: Ready }, attempt: number) => {
      cleanups.push(() => killed(server.child));
      let answeredHere = 0;
      let dead = false;
      const client = async () => {
        while (!dead) {
          const request = newRequest();
          sent.push(request);
          // Every fourth request is retried while it is still in flight, as an impatient client does.
          const copies = sent.length % 4 === 0 ? 2 : 1;
          try {
            const answers = await Promise.all(
              Array.from({ length: copies }, () => post(server.ready.port, auth, request)),
            );
            // One copy creates the partner; the other replays it or found it still in progress.
            for (const res of answers) expect([201, 409], res.text).toContain(res.status);
            expect(answers.filter((res) => res.status === 201 && !res.replayed)).toHaveLength(1);
            request.status = 201;
            answered += 1;
            if (++answeredHere >= ANSWERED && !dead) {
              dead = true;
              // The kill lands a little after an answer, not on it: a one-connection (PGlite) server
              // answers, then spends a few milliseconds on the next request before claiming its key.
              await new Promise((resolve) => setTimeout(resolve, 2 + 10 * attempt));
              await killed(server.child);
            }
          } catch (error) {
            if (!dead) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, client));
      await killed(server.child);
    };

    // What the crash left: keys still pending, each held by a request that no longer runs. The
    // kill lands at a random point; when it fell between requests (nothing pending), load again.
    const pendingKeys = async () => {
      const handle = await openDatabase({ ...process.env, ...dbEnv });
      try {
        const [row] = await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.state, 'pending'));
        return row!.n;
      } finally {
        await handle.close();
      }
    };
    await loadAndKill(seeded, 0);
    let pendingAtKill = await pendingKeys();
    for (let attempt = 1; attempt < KILL_ATTEMPTS && pendingAtKill === 0; attempt++) {
      await loadAndKill(await startServer({ ...env, SEEDED: '1' }), attempt);
      pendingAtKill = await pendingKeys();
    }
    const unanswered = sent.filter((s) => s.status === undefined);
    expect(pendingAtKill, 'no key was pending at any kill; kill earlier').toBeGreaterThan(0);

    // A second server on the same database; every request is retried with its own key.
    const second = await startServer({ ...env, SEEDED: '1' });
    cleanups.push(() => killed(second.child));
    const started = Date.now();
    const outcomes: Record<string, number> = {};
    let stillInProgress = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, n) => {
        for (let i = n; i < sent.length; i += CONCURRENCY) {
          const request = sent[i]!;
          for (;;) {
            const res = await post(second.ready.port, auth, request);
            if (res.status === 409 && !res.replayed && Date.now() - started < RETRY_FOR_MS) {
              stillInProgress += 1;
              continue;
            }
            const outcome = `${res.status}${res.replayed ? ' replayed' : ''}`;
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
            // A fresh run or a replay of the answer; 409 replayed: applied, its answer lost.
            expect(['201', '201 replayed', '409 replayed'], res.text).toContain(outcome);
            break;
          }
        }
      }),
    );
    const retriedForMs = Date.now() - started;
    await killed(second.child);

    const handle = await openDatabase({ ...process.env, ...dbEnv });
    try {
      const names = sent.map((s) => s.body.account_name!);
      const rows = await handle.db
        .select({ name: partners.accountName, n: sql<number>`count(*)::int` })
        .from(partners)
        .where(and(eq(partners.networkId, networkId), inArray(partners.accountName, names)))
        .groupBy(partners.accountName);
      const counts = new Map(rows.map((r) => [r.name, r.n]));
      const [pending] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.state, 'pending'));
      process.stdout.write(
        `idempotency crash test: ${JSON.stringify({
          sent: sent.length,
          answeredBeforeKill: answered,
          unansweredAtKill: unanswered.length,
          pendingAtKill,
          retryOutcomes: outcomes,
          retriesThatWaited: stillInProgress,
          retriedForMs,
          pendingAfter: pending!.n,
        })}\n`,
      );
      expect(pending!.n).toBe(0);
      // Every request was answered in the end (fresh, replayed or "applied"): its partner exists once.
      expect(names.filter((name) => counts.get(name) !== 1)).toEqual([]);
      expect(retriedForMs).toBeLessThan(RETRY_FOR_MS);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
