/** The servers a bench run drives: the app (npm start) and the hand-written baseline. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { databaseEnv } from './database-env';
import type { Seeded } from './seed';

const root = fileURLToPath(new URL('..', import.meta.url));
type Db = Awaited<ReturnType<typeof databaseEnv>>;

export function start(
  command: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const match = ready.exec(out);
      if (match) resolve({ child, match });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${command.join(' ')} exited ${code}:\n${out.slice(-2000)}`)),
    );
  });
}

export async function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function startBare(db: Db, seeded: Seeded) {
  const bare = await start(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    {
      ...db.env,
      BENCH_APP_KEY: seeded.applicationKey,
      BENCH_USER_KEY: seeded.userApiKey,
      LOG_LEVEL: 'silent',
    },
    /LISTENING (\d+)/,
  );
  return { child: bare.child, url: `http://127.0.0.1:${bare.match[1]}` };
}

export async function startApp(
  db: Db,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; api: string }> {
  const port = String(3400 + Math.floor(Math.random() * 500));
  const server = await start(
    ['lib/node-server/server.mjs'],
    {
      ...db.env,
      PORT: port,
      DEMO_SEED: 'off',
      RATE_LIMIT_POINTS: '1000000000',
      // One address sends every click: past the flood limit they would be counted, not stored.
      CLICK_FLOOD_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    /Ready in|started server|Local:/,
  );
  const api = `http://127.0.0.1:${port}`;
  // As in production, where the console is in use while integrators call the API: a rendered
  // page makes Next.js's request storages live, which every later request then carries.
  await fetch(`${api}/login`).then((res) => res.arrayBuffer());
  return { child: server.child, api };
}
