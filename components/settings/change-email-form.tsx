'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiResolver } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import { useChangeEmail, useCurrentUser, type AccountSide } from '@/lib/client/hooks/account';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { currentPasswordMessage, emailMessage } from './account-messages';

const EmailValues = z.object({
  emailAddress: z
    .string()
    .trim()
    .min(1, 'Enter your new e-mail address.')
    .max(254, 'This e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address, such as name@example.com.')),
  current_password: z.string().min(1, 'Enter your current password.'),
});
type Values = z.input<typeof EmailValues>;
const EMPTY: Values = { emailAddress: '', current_password: '' };

type CurrentUser = ReturnType<typeof useCurrentUser>['data'];

function EmailState({ user }: { user: NonNullable<CurrentUser>['data'] }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-700">
        You sign in with <strong data-testid="confirmed-email">{user.confirmed_email}</strong>, and
        mail goes there.
      </p>
      {!user.email_verified && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
        >
          We sent a confirmation link to <strong>{user.email}</strong>. Your address changes when
          you open it
          {user.email_confirmation_expires_at
            ? ` (it works until ${formatDateTime(user.email_confirmation_expires_at)})`
            : ''}
          . Until then, keep signing in with {user.confirmed_email}.
        </p>
      )}
    </div>
  );
}

/**
 * Change e-mail address: the new address and the current password. The new address becomes the
 * sign-in only once the link e-mailed to it is opened; until then the old one keeps working.
 */
export function ChangeEmailForm({ side }: { side: AccountSide }) {
  const current = useCurrentUser(side);
  const change = useChangeEmail(side);
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: apiResolver<Values>(EmailValues),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync({
        emailAddress: values.emailAddress.trim(),
        current_password: values.current_password,
      });
      form.reset(EMPTY);
    } catch (error) {
      const split = splitServerError(error, ['emailAddress', 'current_password']);
      for (const f of split.fields)
        form.setError(f.name as keyof Values, {
          type: 'server',
          message:
            f.name === 'emailAddress' ? emailMessage(f.message) : currentPasswordMessage(f.message),
        });
      setFormError(split.message && `Your e-mail address was not changed: ${split.message}`);
    }
  });

  if (current.isLoading) return <LoadingState label="Loading your e-mail address…" />;
  if (current.isError || !current.data)
    return <ErrorState error={current.error} retry={() => current.refetch()} />;
  return (
    <div className="space-y-4">
      <EmailState user={current.data.data} />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change e-mail address">
        <FormError message={formError} />
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          hint="We send a link to it; the change takes effect when you open the link."
          {...registerField(form, 'emailAddress')}
        />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="To confirm that it is you."
          {...registerField(form, 'current_password')}
        />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? 'Sending the link…' : 'Change e-mail address'}
        </Button>
      </form>
    </div>
  );
}
