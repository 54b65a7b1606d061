'use client';

import Link from 'next/link';
import { usePartnerGroupsOfPartner } from '@/lib/client/hooks/partner-groups';
import { describeError } from '@/lib/client/form-errors';
import { Badge } from '@/components/ui/badge';

/**
 * "Groups" on the console's partner page: the partner groups the partner is in (a brand user
 * sees those of its granted brands' campaigns), each linking to its campaign's groups.
 */
export function PartnerGroupsLine({ partnerId }: { partnerId: string }) {
  const groups = usePartnerGroupsOfPartner(partnerId);
  const list = groups.data ?? [];
  return (
    <div className="flex flex-wrap items-baseline gap-2 text-sm" data-testid="partner-groups-line">
      <span className="font-medium text-slate-700" id={`partner-groups-${partnerId}`}>
        Groups:
      </span>
      {groups.isLoading ? (
        <span className="text-slate-500">Loading…</span>
      ) : groups.isError ? (
        <span role="alert" className="text-red-700">
          {describeError(groups.error)}
        </span>
      ) : list.length === 0 ? (
        <span className="text-slate-500">In no partner group</span>
      ) : (
        <ul aria-labelledby={`partner-groups-${partnerId}`} className="flex flex-wrap gap-2">
          {list.map((g) => (
            <li key={g.commission_group_id}>
              <Link
                href={`/console/campaigns/${g.campaign_id}#partner-groups-title`}
                className="text-brand hover:underline"
              >
                {g.name}
              </Link>
              {g.active === 'n' && (
                <span className="ml-1">
                  <Badge>Inactive</Badge>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
