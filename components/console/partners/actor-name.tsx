'use client';

import { useNetworkUser } from '@/lib/client/hooks/users';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';

/**
 * "by Jane Smith": who made a change in a status history. Staff may read the network's users,
 * so they see the name; a brand user sees that someone of the network did it.
 */
export function ActorName({ userId }: { userId: string }) {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const user = useNetworkUser(session.networkId, userId, staff);
  const name = user.data?.data.user_name;
  return (
    <span className="text-xs text-slate-500" data-testid="history-actor">
      by {name ?? (staff && user.isLoading ? '…' : 'a network user')}
    </span>
  );
}
