import { InvitationsPage } from '@/components/partner/campaigns/invitations';

export const metadata = { title: 'Invitations' };

export default function Page() {
  return <InvitationsPage />;
}
