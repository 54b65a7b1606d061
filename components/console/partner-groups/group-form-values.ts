import type { PartnerGroup } from '@/lib/client/hooks/partner-groups';

/** The partner group form's fields, as the form holds them (text inputs and a member list). */
export interface GroupValues {
  name: string;
  description: string;
  active: boolean;
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, read as UTC; blank for no start. */
  start: string;
  end: string;
  publishers: string[];
}

/** The form's fields, for server errors: the API's names on the left, the form's on the right. */
export const FIELD_ALIAS: Record<string, keyof GroupValues> = {
  'commission_groups.0.name': 'name',
  'commission_groups.0.description': 'description',
  'commission_groups.0.start_date_time': 'start',
  'commission_groups.0.end_date_time': 'end',
  'commission_groups.0.publishers': 'publishers',
  // The client-side check validates one item, whose errors name the bare attributes.
  start_date_time: 'start',
  end_date_time: 'end',
};
export const FIELDS = ['name', 'description', 'start', 'end', 'publishers'] as const;

export const emptyGroup: GroupValues = {
  name: '',
  description: '',
  active: true,
  start: '',
  end: '',
  publishers: [],
};

/** `YYYY-MM-DD HH:MM:SS` (UTC) to a datetime-local value. */
const toLocalInput = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

/** A datetime-local value to the API's `YYYY-MM-DD HH:MM:SS` (UTC); blank is no date (null). */
function toApiDate(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(v) ? `${v.replace('T', ' ')}:00` : v.replace('T', ' ');
}

export function valuesOf(group: PartnerGroup): GroupValues {
  return {
    name: group.name,
    description: group.description,
    active: group.active === 'y',
    start: toLocalInput(group.start_date_time),
    end: toLocalInput(group.end_date_time),
    publishers: group.publishers,
  };
}

const common = (v: GroupValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  active: v.active ? ('y' as const) : ('n' as const),
  start_date_time: toApiDate(v.start),
  end_date_time: toApiDate(v.end),
  publishers: v.publishers,
});

/** The POST item for a new group of the campaign. */
export const createInput = (campaignId: string) => (v: GroupValues) => ({
  campaign_id: campaignId,
  ...common(v),
});

/** The PUT item: every field, the member list whole (PUT replaces it). */
export const updateInput = (group: PartnerGroup) => (v: GroupValues) => ({
  commission_group_id: group.commission_group_id,
  campaign_id: group.campaign_id,
  ...common(v),
});
