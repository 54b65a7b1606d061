import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { partnerGroupKeys, refreshAfterGroupChange } from '@/lib/client/hooks/partner-groups';
import { keys } from '@/lib/client/query-keys';

/**
 * After partners are added to a group (the partner grid's bulk action) or a group is created or
 * edited (the campaign page), the grid filtered by that group must not show its cached page of
 * the old members: the partner lists are made stale with the group queries.
 */
describe('the cache after a partner group change', () => {
  it('marks the group queries and every partner list stale, and nothing else', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const gridFilteredByGroup = [...keys.partners.all, 'v2', '1', { commission_group_ids: '7' }];
    const v1List = keys.partners.list(1, { q: 'x' });
    const groups = partnerGroupKeys.ofNetwork(1);
    const brands = keys.brands.list({});
    for (const key of [gridFilteredByGroup, v1List, groups, brands]) qc.setQueryData(key, []);

    await refreshAfterGroupChange(qc);

    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect(stale(gridFilteredByGroup)).toBe(true);
    expect(stale(v1List)).toBe(true);
    expect(stale(groups)).toBe(true);
    expect(stale(brands)).toBe(false);
  });
});
