'use client';

import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { FraudRulesEditor } from './fraud-rules-editor';

/**
 * /console/fraud/rules: the network's default fraud rules (staff), which every campaign without
 * its own rule for a metric follows (docs/fraud.md#rules).
 */
export function NetworkFraudRules() {
  const session = useConsoleSession();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Network fraud rules"
        crumbs={[
          { label: 'Console', href: '/console' },
          { label: 'Fraud review', href: '/console/fraud' },
          { label: 'Network fraud rules' },
        ]}
      >
        The rules every campaign follows unless its fraud settings give it its own. Each raises an
        incident when a partner, a sale or an address goes past its limit.
      </PageHeader>
      {isStaff(session) ? (
        <FraudRulesEditor scope={{ networkId: String(session.networkId) }} />
      ) : (
        <EmptyState title="Only network staff set the network's rules">
          A campaign&apos;s own rules are in its fraud settings.
        </EmptyState>
      )}
    </div>
  );
}
