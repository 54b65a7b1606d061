import { ProfilePage } from '@/components/partner-area/profile-page';

export const metadata = { title: 'Profile' };

export default function Page() {
  return <ProfilePage />;
}
