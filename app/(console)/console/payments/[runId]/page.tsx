import { RunDetailPage } from '@/components/console/payments/run-detail';

export const metadata = { title: 'Payment run' };

export default async function Page({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  return <RunDetailPage runId={runId} />;
}
