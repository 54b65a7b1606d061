'use client';

import Link from 'next/link';
import { useConfirmEmailChange } from '@/lib/client/hooks/account';
import { buttonClass } from '@/components/ui/button';
import { OwnQueryClient } from '@/components/ui/own-query-client';
import { CARD, ConfirmByButton } from './confirm-by-button';

const HEADING = 'text-xl font-semibold text-slate-900';

/**
 * The page the link of an e-mail change opens (whoever opens it may not be signed in, so it
 * brings its own React Query client). It confirms only when the person presses the button, so a
 * mail scanner opening the link changes nothing; then the new address is the sign-in.
 */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  return (
    <OwnQueryClient>
      <ConfirmStep token={token} />
    </OwnQueryClient>
  );
}

function ConfirmStep({ token }: { token: string | null }) {
  const confirm = useConfirmEmailChange();
  if (!token)
    return (
      <section className={CARD} role="alert">
        <h1 className={HEADING}>This link is incomplete</h1>
        <p className="mt-2 text-slate-700">
          Open the link from the e-mail again, or copy all of it into the address bar.
        </p>
      </section>
    );
  const confirmed = confirm.data?.data;
  if (confirmed)
    return (
      <section className={CARD} data-testid="email-change-confirmed">
        <h1 className={HEADING}>Your e-mail address is changed</h1>
        <p className="mt-2 text-slate-700">
          From now on you sign in with <strong>{confirmed.email}</strong>, and mail goes there.
        </p>
        <Link
          href={`/login?email=${encodeURIComponent(confirmed.email)}`}
          className={`${buttonClass('primary')} mt-5`}
        >
          Sign in
        </Link>
      </section>
    );
  return (
    <ConfirmByButton
      heading="Confirm your new e-mail address"
      headingClass={HEADING}
      mutation={confirm}
      label="Confirm my new address"
      pendingLabel="Confirming…"
      onConfirm={() => confirm.mutate(token)}
      spent={
        <Link href="/login" className={buttonClass('secondary')}>
          Go to sign-in
        </Link>
      }
    >
      Press the button to confirm that this address is yours. It then becomes the address you sign
      in with.
    </ConfirmByButton>
  );
}
