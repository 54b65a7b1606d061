'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiResolver } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { useChangePassword } from '@/lib/client/hooks/account';
import { Button, buttonClass } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { currentPasswordMessage, newPasswordMessage } from './account-messages';

const MIN = 8;

const PasswordValues = z
  .object({
    current_password: z.string().min(1, 'Enter your current password.'),
    new_password: z
      .string()
      .min(MIN, `Your new password is too short: use at least ${MIN} characters.`)
      .max(256, 'Your new password is too long: use at most 256 characters.'),
    confirm_password: z.string().min(1, 'Type your new password again.'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The two new passwords are not the same.',
  });
type Values = z.infer<typeof PasswordValues>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Change password: the current one, the new one twice. The server checks strength (length, leaked
 * and common passwords, guessability); its refusals are shown under the field in plain words.
 * Success ends every console session of the user, this one included, so the form then asks the
 * user to sign in again.
 */
export function ChangePasswordForm({
  email,
  callbackUrl,
}: {
  email?: string;
  callbackUrl: string;
}) {
  const change = useChangePassword();
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: apiResolver<Values>(PasswordValues),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      form.reset(EMPTY);
      setDone(true);
    } catch (error) {
      const split = splitServerError(error, ['current_password', 'new_password']);
      for (const f of split.fields)
        form.setError(f.name as keyof Values, {
          type: 'server',
          message:
            f.name === 'new_password'
              ? newPasswordMessage(f.message)
              : currentPasswordMessage(f.message),
        });
      setFormError(split.message && `Your password was not changed: ${split.message}`);
    }
  });

  if (done) {
    const login = `/login?${new URLSearchParams({ ...(email ? { email } : {}), callbackUrl })}`;
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm">
        <p className="font-medium text-emerald-900">Your password was changed.</p>
        <p className="mt-1 text-slate-700">
          You were signed out everywhere, here too. Sign in again with your new password. Your API
          key keeps working.
        </p>
        <Link href={login} className={`${buttonClass('primary')} mt-3`}>
          Sign in again
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <FormError message={formError} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN} characters and hard to guess; a passphrase of three or four unrelated words works well.`}
        {...registerField(form, 'new_password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        hint="Type the new password again."
        {...registerField(form, 'confirm_password')}
      />
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
