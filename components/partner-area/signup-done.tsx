import type { SignupDone as Props } from './use-signup-form';

/**
 * After the sign-up form: the partner is not created yet. A link to confirm the e-mail
 * address is on its way; the account exists, and can sign in, once it is used.
 */
export function SignupDone({ requested }: Props) {
  return (
    <section
      aria-labelledby="signup-done-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="signup-done"
    >
      <h1 id="signup-done-title" className="text-2xl font-semibold text-slate-900">
        Check your e-mail
      </h1>
      <p className="mt-2 text-slate-700" data-testid="signup-outcome">
        We sent a message to <strong>{requested.email}</strong>. Open the link in it to confirm your
        address and create your partner account on {requested.network_name}.
      </p>
      <p className="mt-3 text-sm text-slate-500">
        The link works once, for 24 hours. Until you use it, no account exists and you cannot sign
        in. Nothing arrived? Look in your spam folder, or sign up again in a few minutes. If you
        already have an account with this address, the message tells you so instead.
      </p>
    </section>
  );
}
