import { fromUnits, percentOf, toUnits } from '@/lib/money/amount';
import type { partnerTaxProfiles } from '@/lib/db/schema';

type TaxProfile = typeof partnerTaxProfiles.$inferSelect;

/** Standard VAT rates (percent) of the EU member states and the UK, for domestic self-bills. */
export const STANDARD_VAT_RATES: Record<string, string> = {
  AT: '20',
  BE: '21',
  BG: '20',
  CY: '19',
  CZ: '21',
  DE: '19',
  DK: '25',
  EE: '22',
  ES: '21',
  FI: '25.5',
  FR: '20',
  GR: '24',
  HR: '25',
  HU: '27',
  IE: '23',
  IT: '22',
  LT: '21',
  LU: '17',
  LV: '21',
  MT: '18',
  NL: '21',
  PL: '23',
  PT: '23',
  RO: '21',
  SE: '25',
  SI: '22',
  SK: '23',
  GB: '20',
};
const EU = new Set(Object.keys(STANDARD_VAT_RATES).filter((c) => c !== 'GB'));

/** US backup withholding (percent) when a US partner has no W-9 on file. */
export const US_BACKUP_WITHHOLDING = '24';

export const VAT_NOTES = {
  reverseCharge:
    'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)',
  notRegistered: 'No VAT: the partner is not registered for VAT',
  domestic: (rate: string, country: string) => `VAT ${rate}% (${country})`,
  outsideScope: 'No VAT: the supply is outside the scope of VAT',
} as const;

export interface SelfBillTax {
  vatRate: string;
  vat: string;
  vatNote: string;
  withheldRate: string;
  withheld: string;
  total: string;
}

/**
 * The VAT and withholding of a self-bill (docs/payments.md#self-bills-built): none for partners not
 * registered for VAT (or without a profile); reverse charge for a registered company in another
 * EU country than the network; the partner country's standard rate when both are in the same
 * country; outside the scope otherwise. A US partner without a W-9 has 24% withheld. Both are
 * rounded half up to `places` decimals, the ones the payment carries (2 for cents).
 */
export function selfBillTax(
  subtotal: string,
  profile: TaxProfile | null | undefined,
  networkCountry: string | null,
  places: number,
): SelfBillTax {
  const units = toUnits(subtotal);
  let vatRate = '0';
  let vatNote: string = VAT_NOTES.notRegistered;
  if (profile?.vatRegistered) {
    const country = profile.country;
    if (networkCountry && country === networkCountry && STANDARD_VAT_RATES[country]) {
      vatRate = STANDARD_VAT_RATES[country]!;
      vatNote = VAT_NOTES.domestic(vatRate, country);
    } else if (
      profile.entityType === 'company' &&
      EU.has(country) &&
      networkCountry !== null &&
      EU.has(networkCountry)
    ) {
      vatNote = VAT_NOTES.reverseCharge;
    } else {
      vatNote = VAT_NOTES.outsideScope;
    }
  }
  const withheldRate =
    profile?.country === 'US' && profile.usTaxForm !== 'w9' ? US_BACKUP_WITHHOLDING : '0';
  const vat = percentOf(units, vatRate, places);
  const withheld = percentOf(units, withheldRate, places);
  return {
    vatRate,
    vat: fromUnits(vat),
    vatNote,
    withheldRate,
    withheld: fromUnits(withheld),
    total: fromUnits(units + vat - withheld),
  };
}
