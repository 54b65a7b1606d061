import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as runsRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/route';
import * as runRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/[runId]/route';
import * as approveRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/[runId]/approve/route';
import * as issueRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/[runId]/issue/route';
import * as runPaidRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/[runId]/paid/route';
import * as billPaidRoute from '@/app/(api)/v3/network/[networkId]/self-bills/[selfBillId]/paid/route';
import * as returnRoute from '@/app/(api)/v3/network/[networkId]/self-bills/[selfBillId]/items/[itemId]/return/route';
import * as detailsRoute from '@/app/(api)/user/publisher/[publisher_id]/payment_detail/route';
import * as usersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import { getDb } from '@/lib/db/client';
import { networks, partnerPaymentDetails } from '@/lib/db/schema';
import { advanceLifecycle } from '@/lib/services/earnings';
import { basic, call, type TestNetwork } from './harness';
import { DAY, ledgerWorld, setStatus } from './ledger';

const n = (net: TestNetwork) => String(net.networkId);

export const startRun = (auth: string, net: TestNetwork, body: unknown) =>
  call(runsRoute, `/v3/network/${n(net)}/payment-runs`, {
    method: 'POST',
    auth,
    body,
    params: { networkId: n(net) },
  });
export const readRun = (auth: string, net: TestNetwork, runId: string) =>
  call(runRoute, `/v3/network/${n(net)}/payment-runs/${runId}`, {
    auth,
    params: { networkId: n(net), runId },
  });
export const discardRun = (auth: string, net: TestNetwork, runId: string) =>
  call(runRoute, `/v3/network/${n(net)}/payment-runs/${runId}`, {
    method: 'DELETE',
    auth,
    params: { networkId: n(net), runId },
  });
const step =
  (route: typeof approveRoute, name: string) => (auth: string, net: TestNetwork, runId: string) =>
    call(route, `/v3/network/${n(net)}/payment-runs/${runId}/${name}`, {
      method: 'POST',
      auth,
      params: { networkId: n(net), runId },
    });
export const approveRun = step(approveRoute, 'approve');
export const issueRun = step(issueRoute, 'issue');
export const payRun = step(runPaidRoute, 'paid');
export const payBill = (auth: string, net: TestNetwork, selfBillId: string) =>
  call(billPaidRoute, `/v3/network/${n(net)}/self-bills/${selfBillId}/paid`, {
    method: 'POST',
    auth,
    params: { networkId: n(net), selfBillId },
  });
export const returnItem = (
  auth: string,
  net: TestNetwork,
  selfBillId: string,
  itemId: string,
  reason: unknown,
) =>
  call(returnRoute, `/v3/network/${n(net)}/self-bills/${selfBillId}/items/${itemId}/return`, {
    method: 'POST',
    auth,
    body: { reason },
    params: { networkId: n(net), selfBillId, itemId },
  });

/** A second staff user of the network, with its own key. */
export async function secondStaff(net: TestNetwork): Promise<string> {
  const tag = Math.random().toString(36).slice(2, 10);
  const res = await call(usersRoute, `/v3/network/${n(net)}/users`, {
    method: 'POST',
    auth: net.auth,
    body: {
      user_name: `staff-${tag}`,
      email: `${tag}@staff.test`,
      role: 'network',
      password: 'Vintage-Lantern-42',
    },
    params: { networkId: n(net) },
  });
  expect(res.status).toBe(201);
  return basic(net.applicationKey, res.json.data.user_api_key as string);
}

/** GB bank details for the partner, changed `daysAgo` days ago. */
export const gbDetails = (auth: string, partnerId: string, daysAgo = 30) =>
  saveDetails(
    auth,
    partnerId,
    {
      country: 'GB',
      paid_currency: 'GBP',
      payment_type_code: 'bank_transfer',
      payment_detail_values: {
        account_name: 'Jo Bloggs',
        sort_code: '12-34-56',
        account_number: '12345678',
      },
    },
    daysAgo,
  );

/** One payment-detail set (the reference's wire shape) for the partner, changed `daysAgo` days ago. */
export async function saveDetails(
  auth: string,
  partnerId: string,
  set: Record<string, unknown>,
  daysAgo = 30,
) {
  const res = await call(detailsRoute, `/user/publisher/${partnerId}/payment_detail`, {
    method: 'POST',
    auth,
    body: { payment_details: [set] },
    params: { publisher_id: partnerId },
  });
  expect(res.status).toBe(200);
  const db = await getDb();
  await db
    .update(partnerPaymentDetails)
    .set({ updatedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(partnerPaymentDetails.partnerId, Number(partnerId)));
}

/** A scheduled network whose partner has 30 GBP available (sales of 100 and 200 at 10%). */
export async function availableWorld(values = ['100.00', '200.00'], currency = 'GBP') {
  const w = await ledgerWorld('scheduled', values, currency);
  await setStatus(w.s.brandUser.auth, w.s.campaignId, w.ids, 'approved');
  const db = await getDb();
  await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), w.net.networkId);
  await advanceLifecycle(db, new Date(Date.now() + 70 * DAY), w.net.networkId);
  return w;
}

export async function setNetworkPayments(
  net: TestNetwork,
  values: Partial<typeof networks.$inferInsert>,
) {
  const db = await getDb();
  await db.update(networks).set(values).where(eq(networks.id, net.networkId));
}
