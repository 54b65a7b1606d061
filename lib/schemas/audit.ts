import { z } from 'zod';

/**
 * The audit log as staff read it (our operations, not in the Partnerize reference):
 * GET /v3/network/{networkId}/audit-events (newest first, cursor paged) and
 * GET /v3/network/{networkId}/audit-events/export (the same filters, every row, as CSV).
 */

const AUDIT_DEFAULT_LIMIT = 50;
const AUDIT_MAX_LIMIT = 500;

// ---------------------------------------------------------------- the opaque cursor

const CURSOR_PREFIX = 'ae1:';

const toBase64Url = (s: string) =>
  btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor of the page after the row with this id. Opaque to callers: pass it back as it came. */
export function encodeAuditCursor(lastId: number): string {
  return toBase64Url(`${CURSOR_PREFIX}${lastId}`);
}

/** The id a cursor stands for, or undefined when it is not one of ours. */
function decodeAuditCursor(cursor: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^ae1:([1-9][0-9]{0,15})$/.exec(text);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

// ---------------------------------------------------------------- the query

/** Names like `partner`, `network_status_changed`: lower case, digits, `_ . -`. */
const name = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^[a-z][a-z0-9_.-]{0,63}$/.test(v), {
      params: { kind: 'invalid_format' },
      message: `is not a valid ${what} (lower case letters, digits, _ . -)`,
    });

/** A lower bound or upper bound of created_at: an ISO 8601 date-time with Z or an offset, or a date. */
const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(\.\d{1,6})?)?(Z|[+-]\d\d:?\d\d))?$/;

export interface TimeBound {
  /** The instant given (a date alone is its 00:00 UTC). */
  at: Date;
  /** The first instant after what was given, at its precision: the next day, second, minute or millisecond. */
  after: Date;
}

const timeBound = () =>
  z.string().transform((v, ctx): TimeBound => {
    const s = v.trim();
    const m = DATE_TIME.exec(s);
    const at = m ? new Date(m[4] === undefined ? `${s}T00:00:00Z` : s) : null;
    const valid =
      m !== null &&
      at !== null &&
      !Number.isNaN(at.getTime()) &&
      at.getUTCFullYear() >= 1900 &&
      at.getUTCFullYear() <= 9999 &&
      // A date that does not exist (2024-02-30) is refused rather than rolled over.
      new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
        .toISOString()
        .slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}`;
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_datetime' },
        message:
          'must be an ISO 8601 date-time with Z or an offset (2024-07-25T15:10:03Z) or a date (2024-07-25)',
      });
      return z.NEVER;
    }
    const step = m[4] === undefined ? 86_400_000 : m[7] ? 1 : m[6] === undefined ? 60_000 : 1000;
    return { at: at!, after: new Date(at!.getTime() + step) };
  });

/** `system`, or a user id. */
const actor = () =>
  z
    .string()
    .trim()
    .refine((v) => v === 'system' || /^[1-9][0-9]{0,15}$/.test(v), {
      params: { kind: 'invalid_value' },
      message: 'must be a user id or system',
    })
    .transform((v): number | 'system' => (v === 'system' ? 'system' : Number(v)));

const cursor = () =>
  z.string().transform((v, ctx) => {
    const id = decodeAuditCursor(v.trim());
    if (id === undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { kind: 'invalid_value' },
        message: 'is not a cursor of this list; use hypermedia.pagination.next_page as given',
      });
      return z.NEVER;
    }
    return id;
  });

const limit = () =>
  z.coerce
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? 'must be an integer' : undefined),
    })
    .int()
    .min(1)
    .max(AUDIT_MAX_LIMIT)
    .default(AUDIT_DEFAULT_LIMIT);

const filterShape = {
  entity_type: name('entity type').optional().meta({
    description:
      'Only changes to this kind of entity: partner, brand, campaign, participation, user, ...',
  }),
  entity_id: z
    .string()
    .trim()
    .refine((v) => /^[^\u0000-\u001f\u007f]{1,200}$/.test(v), {
      params: { kind: 'invalid_format' },
      message: 'must be 1 to 200 printable characters',
    })
    .optional()
    .meta({ description: 'Only changes to the entity with this id (usually with entity_type)' }),
  actor: actor().optional().meta({
    description:
      'Only changes made by this user id, or `system` for changes no user made (sign-up, queue workers)',
  }),
  action: name('action')
    .optional()
    .meta({ description: 'Only this action: created, updated, network_status_changed, ...' }),
  from: timeBound().optional().meta({
    description:
      'Changes at or after this time: ISO 8601 with Z or an offset, or a date (its 00:00 UTC)',
  }),
  to: timeBound().optional().meta({
    description:
      'Changes up to and including this time, at the precision given: a date includes that whole day (UTC), a time without seconds that whole minute',
  }),
};

function fromBeforeTo(q: { from?: TimeBound; to?: TimeBound }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.to.after.getTime() <= q.from.at.getTime()) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      params: { kind: 'invalid_value' },
      message: 'must not be before from',
    });
  }
}

/** GET .../audit-events/export: the filters alone. Every filter narrows; none is required. */
export const AuditEventFilters = z.object(filterShape).superRefine(fromBeforeTo);
export type AuditEventFilters = z.output<typeof AuditEventFilters>;

/** GET /v3/network/{networkId}/audit-events: the filters, a page size, and the cursor of a next page. */
export const AuditEventsQuery = z
  .object({
    ...filterShape,
    cursor: cursor()
      .optional()
      .meta({ description: 'From hypermedia.pagination.next_page; opaque' }),
    limit: limit().meta({
      description: `Events per page, 1 to ${AUDIT_MAX_LIMIT} (default ${AUDIT_DEFAULT_LIMIT})`,
    }),
  })
  .superRefine(fromBeforeTo);
export type AuditEventsQuery = z.output<typeof AuditEventsQuery>;

// ---------------------------------------------------------------- the answer

const str = z.string();
const nstr = z.string().nullable();
const json = z.unknown();

export const AuditEventOut = z
  .object({
    id: str,
    created_at: str.meta({ description: 'When the change was made (ISO 8601, UTC)' }),
    actor: z.object({ id: str, user_name: nstr }).nullable().meta({
      description: 'The user who made the change; null when no user did (sign-up, queue workers)',
    }),
    request_id: nstr.meta({
      description: 'The X-Request-Id of the request that made the change, when one did',
    }),
    entity_type: str,
    entity_id: str,
    action: str,
    before: json.meta({
      description:
        'The changed fields before (null for a creation); secrets are replaced by [redacted]',
    }),
    after: json.meta({
      description:
        'The changed fields after (null for a deletion); secrets are replaced by [redacted]',
    }),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEventOut = z.output<typeof AuditEventOut>;

const AuditPaginationOut = z
  .object({
    limit: z.number().int(),
    first_page: str,
    next_page: nstr.meta({
      description: 'The next page (the same filters and a cursor); null on the last page',
    }),
    next_cursor: nstr.meta({
      description: 'The cursor in next_page, for clients that build their own URLs',
    }),
  })
  .meta({ id: 'CursorPagination' });
export type AuditPaginationOut = z.infer<typeof AuditPaginationOut>;

export const AuditEventListResponse = z
  .object({
    data: z.array(AuditEventOut),
    hypermedia: z.object({ pagination: AuditPaginationOut }),
  })
  .meta({ id: 'AuditEventList' });
