import { InvitationsPage } from '@/components/partner-area/invitations';

export const metadata = { title: 'Invitations' };

export default function Page() {
  return <InvitationsPage />;
}
