import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { campaigns, transactionQueries } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type {
  TransactionQueryCreateIn,
  TransactionQueryIn,
  TransactionQueryProcessIn,
} from '@/lib/schemas/transaction-query';
import { ChangeSet, systemActor } from '../audit/change-set';
import { requirePartnerAccess } from '../access';
import { requireBrandSideCampaign } from '../conversions/read-conversions';
import { dispatchJob } from '../jobs/dispatch-job';
import { insertJob, jobActor } from '../jobs/insert-job';
import { getJob, type JobRecord } from '../jobs/read-jobs';
import { runJob, type ChunkHandler, type RunOptions, type TaskOutcome } from '../jobs/run-job';
import { decideClaim } from './decide-claim';
import { findParticipation } from '../participations/find-participation';
import { requirePartnerInNetwork } from '../partners/partner-in-network';
import { claimOfCampaign } from './read-transaction-queries';

/**
 * The reference answers creating claims and processing them in bulk with a job: each claim (or
 * decision) is a task, applied in its own savepoint, so one bad entry fails alone.
 */

export const TRANSACTION_QUERY_CREATE = 'transaction_query_create';
export const TRANSACTION_QUERY_PROCESS = 'transaction_query_process';

type CreateTask = Omit<TransactionQueryIn, 'camref' | 'conversion_date_time'> & {
  campaign_id: number;
  partner_id: number;
  conversion_date_time?: string;
};
type ProcessTask = TransactionQueryProcessIn['transaction_queries'][number];

/** Runs one task in a savepoint: a refused entry (AppError) fails alone, with its field. */
async function inSavepoint(
  tx: Tx,
  path: (string | number)[],
  work: (sp: Tx) => Promise<Record<string, unknown>>,
): Promise<TaskOutcome> {
  try {
    return { status: 'complete', result: await tx.transaction(work) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.fields[0];
    return {
      status: 'failed',
      error: {
        path: [...path, ...(field?.path ?? [])],
        kind: field?.kind ?? (error.kind === 'not_found' ? 'not_found' : 'invalid_value'),
        message: field?.message ?? error.message,
      },
    };
  }
}

async function startJob(
  db: Db,
  principal: Principal,
  type: string,
  campaign: { id: number; brandId: number } | null,
  inputs: unknown[],
): Promise<JobRecord> {
  const job = await db.transaction((tx) =>
    insertJob(
      tx,
      {
        networkId: principal.networkId,
        type,
        reference: null,
        createdBy: principal.userId,
        brandId: campaign?.brandId ?? null,
        campaignId: campaign?.id ?? null,
      },
      inputs,
    ),
  );
  await dispatchJob(job);
  return getJob(db, principal, job.id);
}

/**
 * POST /user/publisher/{publisher_id}/tq/create: checks every claim's camref (a campaign the
 * partner is approved on) before the job; a duplicate open claim fails in the job.
 */
export async function startCreateClaims(
  db: Db,
  principal: Principal,
  partnerId: number,
  body: TransactionQueryCreateIn,
): Promise<JobRecord> {
  requirePartnerAccess(principal, partnerId);
  await requirePartnerInNetwork(db, principal.networkId, partnerId);
  const problems: FieldError[] = [];
  const inputs: CreateTask[] = [];
  for (const [i, claim] of body.transaction_queries.entries()) {
    const [campaignPart, partnerPart] = claim.camref.split('l');
    const campaignId = Number(campaignPart);
    const approved =
      Number(partnerPart) === partnerId &&
      (await findParticipation(db, principal.networkId, campaignId, partnerId))?.status === 'a';
    if (!approved) {
      problems.push({
        path: ['transaction_queries', i, 'camref'],
        kind: 'invalid_value',
        message: `camref ${claim.camref} is not a campaign this publisher is approved on`,
      });
      continue;
    }
    const { conversion_date_time: time, ...rest } = claim;
    delete (rest as Partial<typeof rest>).camref;
    inputs.push({
      ...rest,
      campaign_id: campaignId,
      partner_id: partnerId,
      conversion_date_time: time?.toISOString(),
    });
  }
  if (problems.length) throw AppError.validation(problems);
  return startJob(db, principal, TRANSACTION_QUERY_CREATE, null, inputs);
}

const createChunk: ChunkHandler = async (tx, job, tasks) => {
  const actor = jobActor(job);
  const [user] = job.createdBy === null ? [] : [job.createdBy];
  const outcomes: TaskOutcome[] = [];
  for (const task of tasks) {
    const input = task.input as CreateTask;
    outcomes.push(
      await inSavepoint(tx, ['transaction_queries', task.id], async (sp) => {
        const [row] = await sp
          .insert(transactionQueries)
          .values({
            networkId: job.networkId,
            campaignId: input.campaign_id,
            partnerId: input.partner_id,
            type: input.transaction_query_type,
            conversionReference: input.conversion_reference,
            conversionValue: input.conversion_value ?? null,
            conversionCurrency: input.conversion_currency ?? null,
            conversionTime: input.conversion_date_time
              ? new Date(input.conversion_date_time)
              : null,
            expectedCommission: input.expected_commission ?? null,
            clickref: input.clickref ?? null,
            voucherCode: input.voucher_code ?? null,
            customerType: input.customer_type ?? null,
            partnerReference: input.publisher_reference ?? null,
            notes: input.notes ?? null,
            history: [
              {
                state: 'pending',
                notes: input.notes ?? null,
                user_id: user === undefined ? null : String(user),
                created_at: new Date().toISOString(),
              },
            ],
            createdBy: job.createdBy,
          })
          .onConflictDoNothing()
          .returning();
        if (!row)
          throw AppError.field(
            ['conversion_reference'],
            'duplicate',
            `An open transaction query for ${input.conversion_reference} already exists on this campaign`,
          );
        await new ChangeSet(actor)
          .change({
            entityType: 'transaction_query',
            entityId: row.id,
            action: 'created',
            after: input,
          })
          .event({
            type: 'transaction_query.created',
            data: {
              transaction_query_id: String(row.id),
              campaign_id: String(row.campaignId),
              partner_id: String(row.partnerId),
              conversion_reference: row.conversionReference,
              state: 'pending',
              previous_state: null,
              conversion_id: null,
            },
          })
          .commit(sp);
        return { transaction_query_id: String(row.id), current_state: row.state };
      }),
    );
  }
  return outcomes;
};

/** POST /campaign/{campaign_id}/tq/process: one decision per task. */
export async function startProcessClaims(
  db: Db,
  principal: Principal,
  campaignId: number,
  body: TransactionQueryProcessIn,
): Promise<JobRecord> {
  const campaign = (
    await requireBrandSideCampaign(db, principal, campaignId, 'process transaction queries')
  ).row;
  return startJob(db, principal, TRANSACTION_QUERY_PROCESS, campaign, body.transaction_queries);
}

const processChunk: ChunkHandler = async (tx, job, tasks) => {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, job.campaignId!));
  const actor = systemActor(job.networkId, job.createdBy);
  const outcomes: TaskOutcome[] = [];
  for (const task of tasks) {
    const input = task.input as ProcessTask;
    outcomes.push(
      await inSavepoint(tx, ['transaction_queries', input.transaction_query_id], async (sp) => {
        const claim = await claimOfCampaign(sp, campaign!.id, input.transaction_query_id, true);
        const updated = await decideClaim(sp, actor, campaign!, claim, {
          state: input.new_state,
          reason: input.new_reason,
          expectedCommission: input.new_expected_commission,
        });
        return {
          transaction_query_id: String(updated.id),
          current_state: updated.state,
          conversion_id: updated.conversionId === null ? null : String(updated.conversionId),
        };
      }),
    );
  }
  return outcomes;
};

export const runCreateClaims = (db: Db, jobId: number, options?: RunOptions) =>
  runJob(db, jobId, createChunk, options);
export const runProcessClaims = (db: Db, jobId: number, options?: RunOptions) =>
  runJob(db, jobId, processChunk, options);
