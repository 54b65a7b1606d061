import type { DbOrTx } from '@/lib/db/client';
import { hashKey } from '@/lib/auth/keys';
import { clickSecret, ipDigest } from '../tracking/ip-digest';
import { trackingSettings } from '../tracking/settings';

/**
 * What a sale keeps of the address it came from: only a pixel's (the shopper's browser; a
 * postback comes from the shop's server, an API call from the brand's), as clicks keep
 * addresses (CLICK_IP_MODE) for sales per address, and its SHA-256 (as sign-in addresses are
 * kept) for the self-referral check.
 */
export interface SaleAddress {
  ipDigest: string | null;
  hash: string | null;
}

export async function saleAddressOf(
  db: DbOrTx,
  input: { source: string; address?: string },
): Promise<SaleAddress> {
  if (input.source !== 'pixel' || !input.address) return { ipDigest: null, hash: null };
  const settings = trackingSettings();
  const secret = settings.ipMode === 'hash' ? await clickSecret(db, settings.ipSecret) : '';
  return {
    ipDigest: ipDigest(input.address, settings.ipMode, secret),
    hash: hashKey(input.address),
  };
}
