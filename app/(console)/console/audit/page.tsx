import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { AuditLogPage } from '@/components/console/audit/audit-log-page';

export const metadata = { title: 'Audit log' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Audit log" />}>
      <AuditLogPage />
    </Suspense>
  );
}
