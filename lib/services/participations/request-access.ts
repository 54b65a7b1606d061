import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import {
  commitRequests,
  requestEach,
  type RequestItem,
  type RequestOutcome,
} from './request-participations';

/**
 * Request access (v1, obsolete): all or nothing. Any item that cannot be requested fails
 * the call, naming it, and nothing changes: 403 when the only problems are custom terms
 * (missing or stale terms_id), else 400.
 */
export async function requestAccess(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: RequestItem[],
): Promise<RequestOutcome[]> {
  return requestEach(db, principal, partnerId, items, async (tx, log, out) => {
    const failures = out.map((o, i) => ({ o, i })).filter(({ o }) => o.error);
    if (!failures.length) {
      await commitRequests(tx, log);
      return out;
    }
    const fields: FieldError[] = failures.map(({ o, i }) => ({
      path: ['campaigns', i, o.error!.field === 'advertiser_id' ? 'campaign_id' : o.error!.field],
      kind: o.error!.missing ? 'required' : 'invalid_value',
      message: o.error!.message,
    }));
    const onlyTerms = failures.every(({ o }) => o.error!.code === 'terms_required');
    const summary = `${failures.length} campaign(s) could not be requested; nothing was changed: ${failures[0]!.o.error!.message}`;
    throw onlyTerms
      ? new AppError('terms_required', summary, { fields })
      : AppError.validation(fields, summary);
  });
}
