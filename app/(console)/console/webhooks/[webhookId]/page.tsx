import { DeliveryLogPage } from '@/components/console/webhooks/delivery-log';

export const metadata = { title: 'Webhook deliveries' };

export default async function Page({ params }: { params: Promise<{ webhookId: string }> }) {
  const { webhookId } = await params;
  return <DeliveryLogPage webhookId={webhookId} />;
}
