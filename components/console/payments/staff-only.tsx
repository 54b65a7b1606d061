import { PageHeader, type Crumb } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

/** What a Payments page shows to someone who is not network staff. */
export function StaffOnly({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} crumbs={crumbs} />
      <EmptyState title="Only network staff manage payments" />
    </div>
  );
}
