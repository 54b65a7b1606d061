import { ConfirmEmailChange } from '@/components/shared/auth/confirm-email-change';

export const metadata = { title: 'Confirm your new e-mail address · Affiliate Network' };

/** The link e-mailed to a new address by an e-mail change: /login/confirm-email?token=… */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <main className="mx-auto mt-24 max-w-md px-4">
      <ConfirmEmailChange token={typeof token === 'string' ? token : null} />
    </main>
  );
}
