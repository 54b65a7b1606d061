import { PartnerNotFound } from '@/components/partner/shell/partner-not-found';

export default function NotFound() {
  return <PartnerNotFound />;
}
