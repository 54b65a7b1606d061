import { inflateSync } from 'node:zlib';
import * as listRoute from '@/app/(api)/v3/network/[networkId]/invoices/route';
import * as sendRoute from '@/app/(api)/v3/network/[networkId]/invoices/[invoiceId]/send/route';
import * as paidRoute from '@/app/(api)/v3/network/[networkId]/invoices/[invoiceId]/paid/route';
import * as cancelRoute from '@/app/(api)/v3/network/[networkId]/invoices/[invoiceId]/cancel/route';
import * as pdfRoute from '@/app/(api)/v3/network/[networkId]/invoices/[invoiceId]/pdf/route';
import { getDb } from '@/lib/db/client';
import { advanceLifecycle } from '@/lib/services/earnings';
import { BASE, call } from './harness';
import { DAY, ledgerWorld, setStatus } from './ledger';

/** A ledger world whose sales are approved and payable (the lifecycle run 31 and 70 days ahead). */
export async function payableInvoiceWorld(
  mode: 'scheduled' | 'pay_when_paid',
  values = ['100.00', '200.00'],
) {
  const w = await ledgerWorld(mode, values);
  await setStatus(w.s.brandUser.auth, w.s.campaignId, w.ids, 'approved');
  const db = await getDb();
  await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), w.net.networkId);
  await advanceLifecycle(db, new Date(Date.now() + 70 * DAY), w.net.networkId);
  return w;
}

export const today = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export const createInvoiceCall = (auth: string, networkId: number, body: unknown) =>
  call(listRoute, `/v3/network/${networkId}/invoices`, {
    method: 'POST',
    auth,
    body,
    params: { networkId: String(networkId) },
  });

export const listInvoicesCall = (auth: string, networkId: number, query = '') =>
  call(listRoute, `/v3/network/${networkId}/invoices${query}`, {
    auth,
    params: { networkId: String(networkId) },
  });

const routes = { send: sendRoute, paid: paidRoute, cancel: cancelRoute };

export const invoiceAction = (
  action: keyof typeof routes,
  auth: string,
  networkId: number,
  invoiceId: string,
) =>
  call(routes[action], `/v3/network/${networkId}/invoices/${invoiceId}/${action}`, {
    method: 'POST',
    auth,
    params: { networkId: String(networkId), invoiceId },
  });

/** The PDF download's status, headers and bytes (the harness reads bodies as text). */
export async function downloadPdf(auth: string, networkId: number, invoiceId: string) {
  const request = new Request(`${BASE}/v3/network/${networkId}/invoices/${invoiceId}/pdf`, {
    headers: { authorization: auth, 'x-anet-peer-address': '2001:db8::77' },
  });
  const response = await pdfRoute.GET(request, {
    params: Promise.resolve({ networkId: String(networkId), invoiceId }),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The text a PDF draws: each content stream inflated, each hex string shown with Tj decoded
 * (pdf-lib writes standard-font text as <hex> Tj). One string per Tj.
 */
export function pdfText(bytes: Buffer): string[] {
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push(Buffer.from(tj[1]!, 'hex').toString('latin1'));
  }
  return out;
}
