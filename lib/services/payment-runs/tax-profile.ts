import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partners, partnerTaxProfiles } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { normalVatNumber, vatNumberLooksValid } from '@/lib/schemas/vat-number';
import { requirePartnerAccess } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';

export type TaxProfileRow = typeof partnerTaxProfiles.$inferSelect;
export interface TaxProfileInput {
  entityType: 'individual' | 'company';
  country: string;
  vatRegistered: boolean;
  vatNumber: string | null;
  usTaxForm: 'w9' | 'w8ben' | 'w8bene' | null;
}

async function partnerInNetwork(db: Db, principal: Principal, partnerId: number) {
  requirePartnerAccess(principal, partnerId);
  const [row] = await db
    .select({ networkId: partners.networkId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row || row.networkId !== principal.networkId) throw AppError.notFound('Partner');
}

/** The partner's tax profile, or null (staff and the partner's own users). */
export async function readTaxProfile(
  db: Db,
  principal: Principal,
  partnerId: number,
): Promise<TaxProfileRow | null> {
  await partnerInNetwork(db, principal, partnerId);
  const [row] = await db
    .select()
    .from(partnerTaxProfiles)
    .where(eq(partnerTaxProfiles.partnerId, partnerId));
  return row ?? null;
}

/** Problems with a profile: a VAT number that a registration needs, in its country's format. */
export function taxProfileProblems(input: TaxProfileInput): FieldError[] {
  const problems: FieldError[] = [];
  if (input.vatRegistered && !input.vatNumber)
    problems.push({
      path: ['vat_number'],
      kind: 'required',
      message: 'Enter your VAT number, or say you are not registered for VAT',
    });
  if (input.vatNumber && !vatNumberLooksValid(input.vatNumber, input.country))
    problems.push({
      path: ['vat_number'],
      kind: 'invalid_format',
      message: 'This VAT number is not valid: check it against your VAT registration',
    });
  if (input.usTaxForm && input.country !== 'US')
    problems.push({
      path: ['us_tax_form'],
      kind: 'invalid_value',
      message: 'A W-9 or W-8 form is recorded only for partners in the US',
    });
  return problems;
}

/** Creates or replaces the partner's tax profile (staff and the partner's own users), audited. */
export async function saveTaxProfile(
  db: Db,
  principal: Principal,
  partnerId: number,
  input: TaxProfileInput,
): Promise<TaxProfileRow> {
  await partnerInNetwork(db, principal, partnerId);
  const problems = taxProfileProblems(input);
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  const values = {
    ...input,
    vatNumber: input.vatNumber ? normalVatNumber(input.vatNumber) : null,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(partnerTaxProfiles)
      .where(eq(partnerTaxProfiles.partnerId, partnerId))
      .for('update');
    const [row] = await tx
      .insert(partnerTaxProfiles)
      .values({ partnerId, networkId: principal.networkId, ...values })
      .onConflictDoUpdate({
        target: partnerTaxProfiles.partnerId,
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    const pick = (r: TaxProfileRow | undefined) =>
      r && {
        entity_type: r.entityType,
        country: r.country,
        vat_registered: r.vatRegistered,
        vat_number: r.vatNumber,
        us_tax_form: r.usTaxForm,
      };
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'tax_profile',
        entityId: partnerId,
        action: before ? 'updated' : 'created',
        before: pick(before),
        after: pick(row),
      })
      .commit(tx);
    return row!;
  });
}
