import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useDecideRequests } from '@/lib/client/hooks/campaigns';
import { plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useToast } from '@/components/ui/toast';
import { itemOf, keyOf, type QueueRow } from './request-row';

/**
 * Accepts or declines requests. Decisions are partial: each item succeeds or fails on its own;
 * the failures, with why, are kept until the next decision.
 */
export function useRequestDecisions() {
  const session = useConsoleSession();
  const toast = useToast();
  const decide = useDecideRequests(session.networkId);
  const [failures, setFailures] = useState<string[]>([]);

  async function run(decision: 'accept' | 'decline', items: QueueRow[], reason?: string) {
    setFailures([]);
    try {
      const result = await decide.mutateAsync({ decision, items: items.map(itemOf), reason });
      const byKey = new Map(items.map((r) => [keyOf(r), r]));
      const failed = result.results.filter((r) => !r.success);
      if (result.success_count)
        toast(
          `${plural(result.success_count, 'request')} ${decision === 'accept' ? 'accepted' : 'declined'}.`,
        );
      setFailures(
        failed.map((f) => {
          const row = byKey.get(`${f.campaign_id}:${f.publisher_id}`);
          return `${row?.partner.account_name ?? `Partner #${f.publisher_id}`}: ${f.error?.message ?? 'failed'}`;
        }),
      );
    } catch (error) {
      toast(`Nothing was decided: ${describeError(error)}`, 'error');
    }
  }
  return { run, failures, pending: decide.isPending };
}
