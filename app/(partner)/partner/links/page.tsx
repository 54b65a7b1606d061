import { LinkBuilderPage } from '@/components/partner/tracking/link-builder-page';

export const metadata = { title: 'Tracking links' };

export default function Page() {
  return <LinkBuilderPage />;
}
