import type { CollectionRecord } from '@/lib/services/partner-collections';
import type {
  PartnerCollectionOut,
  PartnerCollectionV3Out,
} from '@/lib/schemas/partner-collection';
import { isoDateTime } from './common';

/** A date as the reference's collections show it: PHP's DateTime, in UTC, to the microsecond. */
function phpDateTime(date: Date) {
  const iso = date.toISOString();
  return {
    date: `${iso.slice(0, 10)} ${iso.slice(11, 23)}000`,
    timezone_type: 3,
    timezone: 'UTC',
  };
}

/** The v2 collection (`{collection: ...}` of the create and partner writes). */
export function presentCollection(c: CollectionRecord): PartnerCollectionOut {
  return {
    id: String(c.id),
    network_id: String(c.networkId),
    created_by: c.createdBy === null ? null : String(c.createdBy),
    created: phpDateTime(c.createdAt),
    updated: phpDateTime(c.updatedAt),
    delete: c.deletedAt ? phpDateTime(c.deletedAt) : null,
    partners_count: c.partnersCount,
    name: c.name,
    expires: c.expiresAt ? phpDateTime(c.expiresAt) : null,
  };
}

/** A collection in our v3 list for the console. */
export function presentCollectionV3(c: CollectionRecord): PartnerCollectionV3Out {
  return {
    id: String(c.id),
    name: c.name,
    partners_count: c.partnersCount,
    created_by: c.createdBy === null ? null : String(c.createdBy),
    created_at: isoDateTime(c.createdAt),
    updated_at: isoDateTime(c.updatedAt),
    expires_at: c.expiresAt ? isoDateTime(c.expiresAt) : null,
  };
}
