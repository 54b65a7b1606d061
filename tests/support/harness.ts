import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { createNetwork, type CreatedNetwork } from '@/lib/services/networks';
import type { RouteHandler } from '@/lib/api/http/route';
import { checkResponse } from './contract';

export const BASE = 'http://localhost:3000';

export interface TestNetwork extends CreatedNetwork {
  name: string;
  email: string;
  password: string;
  auth: string;
}

export function basic(applicationKey: string, userApiKey: string): string {
  return `Basic ${Buffer.from(`${applicationKey}:${userApiKey}`).toString('base64')}`;
}

/** A fresh network with a staff user; each test makes its own, so tests never share rows. */
export async function makeNetwork(overrides: { autoApprove?: boolean } = {}): Promise<TestNetwork> {
  const db = await getDb();
  const name = `Net ${randomUUID().slice(0, 8)}`;
  const email = `${randomUUID().slice(0, 8)}@staff.test`;
  const password = 'correct horse battery';
  const created = await createNetwork(db, {
    name,
    email,
    password,
    autoApprovePartners: overrides.autoApprove,
  });
  return {
    ...created,
    name,
    email,
    password,
    auth: basic(created.applicationKey, created.userApiKey),
  };
}

type Module = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler>>;

export interface CallOptions {
  method?: string;
  auth?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body's bytes, for binary answers (PDFs). */
  bytes?: Uint8Array;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const randomClientAddress = () =>
  `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

/** Calls a route module's handler in-process with a real Request, as Next.js would. */
export async function call(
  mod: Module,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const method = (options.method ?? 'GET') as keyof Module;
  const handler = mod[method];
  if (!handler) throw new Error(`route module has no ${method} export`);
  const headers = new Headers(options.headers);
  // Each call comes from its own client address unless the test names one, so tests never share
  // the unauthenticated rate-limit bucket (under `npm start` the server entry sets this header).
  if (!headers.has('x-anet-peer-address'))
    headers.set('x-anet-peer-address', randomClientAddress());
  if (options.auth) headers.set('authorization', options.auth);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const request = new Request(`${BASE}${path}`, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  checkResponse(handler, method, response.status, response.headers.get('content-type'), json);
  return { status: response.status, headers: response.headers, text, bytes, json };
}
