import { and, desc, eq } from 'drizzle-orm';
import * as confirmRoute from '@/app/(api)/v3/public/partner-signup-confirmations/route';
import { getDb } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { call, type CallResult } from './harness';

/** The token of the newest confirmation link e-mailed to an address (read from the outbox). */
export async function confirmationToken(email: string): Promise<string | undefined> {
  const [mail] = await (
    await getDb()
  )
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'signup_confirm_address')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
}

/**
 * Step two of the public sign-up: follows the link e-mailed to `email` (POST
 * /v3/public/partner-signup-confirmations), which creates the partner (201).
 */
export async function confirmSignupOf(
  email: string,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const token = await confirmationToken(email);
  if (!token) throw new Error(`no confirmation e-mail to ${email}`);
  return call(confirmRoute, '/v3/public/partner-signup-confirmations', {
    method: 'POST',
    auth: null,
    body: { token },
    headers: {
      'x-anet-peer-address': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      ...headers,
    },
  });
}
