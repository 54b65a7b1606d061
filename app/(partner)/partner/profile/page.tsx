import { ProfilePage } from '@/components/partner/profile/profile-page';

export const metadata = { title: 'Profile' };

export default function Page() {
  return <ProfilePage />;
}
