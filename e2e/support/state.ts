import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface E2EState {
  pid: number;
  dataDir: string;
  baseUrl: string;
  email: string;
  password: string;
  network_id: number;
  application_key: string;
  user_id: number;
  user_api_key: string;
}

export const statePath = path.join(
  os.tmpdir(),
  `anet-e2e-state-${process.env.E2E_PORT ?? 3210}.json`,
);

export function readState(): E2EState {
  return JSON.parse(readFileSync(statePath, 'utf8')) as E2EState;
}

export function basicAuth(s: E2EState, userKey = s.user_api_key): string {
  return `Basic ${Buffer.from(`${s.application_key}:${userKey}`).toString('base64')}`;
}
