import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import {
  BULK_FORMS,
  type BulkConversionUpdateIn,
  type BulkForm,
  type ConversionItemUpdateIn,
  type ConversionUpdateIn,
} from '@/lib/schemas/conversion';
import { dispatchJob } from '../jobs/dispatch-job';
import { insertJob } from '../jobs/insert-job';
import { getJob, type JobRecord } from '../jobs/read-jobs';
import { requireBrandSideCampaign } from './read-conversions';

// The v3 bulk update of conversions, checked here and run as a job (apply-bulk-chunk.ts applies its tasks).

export const CONVERSION_BULK_UPDATE = 'conversion_bulk_update';

/**
 * The bulk update's own 400: identifiers mixed with references (two forms at once), or keys that are
 * not our ids. lib/api renders these items with the code 99B4BC14-8401-4A45-9AF5-CB79E4989C2E.
 */
export class BulkIdentifierError extends AppError {
  constructor(fields: FieldError[]) {
    super('validation', fields[0]?.message ?? 'The identifiers are not valid', { fields });
  }
}

/** What a task of a conversion_bulk_update job carries. */
export interface BulkTaskInput {
  form: BulkForm;
  key: string;
  update: ConversionUpdateIn | ConversionItemUpdateIn;
  /** Set by the v1 status update: the entry's position in its `conversions` array. */
  index?: number;
}

const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/**
 * Starts a bulk update: checked here, then one task per entry in a job the queue
 * runs. Staff, or a brand user granted the campaign's brand.
 */
export async function startBulkUpdate(
  db: Db,
  principal: Principal,
  campaignId: number,
  body: BulkConversionUpdateIn,
): Promise<JobRecord> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'update conversions'))
    .row;
  const forms = BULK_FORMS.filter((f) => body[f] !== undefined);
  if (forms.length === 0) {
    throw AppError.field(
      [],
      'required',
      'One of conversions, conversion_items or conversion_references is required',
    );
  }
  if (forms.length > 1) {
    throw new BulkIdentifierError(
      forms.slice(1).map((f) => ({
        path: [f],
        kind: 'invalid_value',
        message: `Send exactly one of conversions, conversion_items or conversion_references: ${forms.join(' and ')} mix identifiers and references`,
      })),
    );
  }
  const form = forms[0]!;
  const entries = Object.entries(body[form]!);
  if (form !== 'conversion_references') {
    const what = form === 'conversions' ? 'conversion id' : 'conversion item id';
    const bad = entries.filter(([key]) => !ID_PATTERN.test(key));
    if (bad.length) {
      throw new BulkIdentifierError(
        bad.slice(0, 100).map(([key]) => ({
          path: [form, key],
          kind: 'invalid_value',
          message: `${key} is not a ${what}; use conversion_references for references`,
        })),
      );
    }
  }
  const inputs: BulkTaskInput[] = entries.map(([key, update]) => ({ form, key, update }));
  return startConversionJob(db, principal, campaign, inputs, body.job_reference ?? null);
}

/** Inserts a conversion_bulk_update job with one task per input and hands it to the queue. */
export async function startConversionJob(
  db: Db,
  principal: Principal,
  campaign: { id: number; brandId: number },
  inputs: BulkTaskInput[],
  reference: string | null,
): Promise<JobRecord> {
  const job = await db.transaction((tx) =>
    insertJob(
      tx,
      {
        networkId: principal.networkId,
        type: CONVERSION_BULK_UPDATE,
        reference,
        createdBy: principal.userId,
        brandId: campaign.brandId,
        campaignId: campaign.id,
      },
      inputs,
    ),
  );
  await dispatchJob(job);
  return getJob(db, principal, job.id);
}
