import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { config } from '@/lib/config';
import { appSecret } from '../app-secret';

/**
 * Payment details at rest: AES-256-GCM under a key derived (SHA-256) from PAYMENT_DETAILS_KEY,
 * or from a generated secret kept in app_settings when it is unset. Sealed text is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the tag makes any change to it fail to open.
 */

async function key(db: DbOrTx): Promise<Buffer> {
  const secret = await appSecret(db, 'payment_details_key', config().paymentDetailsKey);
  return createHash('sha256').update(secret).digest();
}

export async function seal(db: DbOrTx, values: Record<string, string>): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function unseal(db: DbOrTx, sealed: string): Promise<Record<string, string>> {
  const [, iv, tag, body] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body!, 'base64url')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as Record<string, string>;
}
