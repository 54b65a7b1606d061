import type { Principal } from '@/lib/auth/principal';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { networks } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { recordChanges } from '../audit/record-changes';
import { EcbXmlError, parseEcbXml } from './ecb-xml';
import { BASE_CURRENCY } from './convert-money';
import { latestAnyRateDay, latestRateDay, ratesOfDay } from './find-rates';
import { storeRates, type ImportSummary } from './import-rates';

export {
  convertMoney,
  exchangeRate,
  ExchangeRateMissing,
  BASE_CURRENCY,
  type Conversion,
  type ExchangeRate,
} from './convert-money';
export { ratesInto, type RateInto } from './rates-into';
export { parseEcbXml, EcbXmlError, type EcbRate } from './ecb-xml';
export type { ImportSummary } from './import-rates';

/**
 * Imports an ECB reference-rate file for the network as source 'ecb', all of it or nothing
 * (one transaction). For the admin CLI and the staff upload; throws EcbXmlError on a bad file.
 */
export async function importEcbRates(
  db: Db,
  networkId: number,
  xml: string,
  userId: number | null = null,
): Promise<ImportSummary> {
  const rates = parseEcbXml(xml);
  const [network] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!network) throw AppError.notFound('Network');
  return db.transaction(async (tx) => {
    const summary = await storeRates(tx, networkId, 'ecb', rates);
    await recordChanges(tx, { networkId, userId }, [
      {
        entityType: 'exchange_rates',
        entityId: summary.lastDate,
        action: 'imported',
        after: {
          source: 'ecb',
          rates: summary.rates,
          first_date: summary.firstDate,
          last_date: summary.lastDate,
          changed: summary.changed,
        },
      },
    ]);
    return summary;
  });
}

/** POST /v3/network/{networkId}/exchange-rates: a staff user's upload; a bad file is a 400 on `xml`. */
export async function uploadEcbRates(
  db: Db,
  principal: Principal,
  networkId: number,
  xml: string,
): Promise<ImportSummary> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'import exchange rates');
  try {
    return await importEcbRates(db, networkId, xml, principal.userId);
  } catch (error) {
    if (error instanceof EcbXmlError)
      throw AppError.field(['xml'], 'invalid_format', error.message);
    throw error;
  }
}

export interface RatesOfDay {
  base: typeof BASE_CURRENCY;
  /** Null only for the latest rates of a network that has none yet (rates then empty). */
  date: string | null;
  source: string | null;
  rates: { currency: string; rate: string }[];
}

/**
 * The rates in force on `onDate` (the latest ECB day on or before it), every currency or only
 * `currency`. Staff only. None: not found, naming the currency and date.
 */
export async function readRates(
  db: Db,
  principal: Principal,
  networkId: number,
  onDate: string | undefined,
  currency?: string,
): Promise<RatesOfDay> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read exchange rates');
  const latest = onDate === undefined && currency === undefined;
  onDate ??= new Date().toISOString().slice(0, 10);
  const day = currency
    ? await latestRateDay(db, networkId, [currency], onDate)
    : await latestAnyRateDay(db, networkId, onDate);
  // The latest rates of a network that has imported none yet: an empty list, not an error. A
  // lookup for a given day or currency without a rate stays a 404 naming them.
  if (!day && latest) return { base: BASE_CURRENCY, date: null, source: null, rates: [] };
  if (!day)
    throw new AppError(
      'not_found',
      `No exchange rate${currency ? ` for ${currency}` : 's'} on or before ${onDate}`,
    );
  const rates = await ratesOfDay(db, networkId, day, currency ? [currency] : undefined);
  return {
    base: BASE_CURRENCY,
    date: day.date,
    source: day.source,
    rates: [...rates].map(([code, rate]) => ({ currency: code, rate })),
  };
}
