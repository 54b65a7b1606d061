import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { SettingsPage } from '@/components/console/settings/settings-page';

export const metadata = { title: 'Settings' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Settings" />}>
      <SettingsPage />
    </Suspense>
  );
}
