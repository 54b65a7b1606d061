'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { z } from 'zod';
import { useChangeEmail, useCurrentUser, type AccountSide } from '@/lib/client/hooks/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { FormFrame } from '@/components/ui/form-frame';
import { useAccountForm } from './use-account-form';

type Say = (key: string) => string;

/** The form's own checks, in the page's language. */
const emailValues = (say: Say) =>
  z.object({
    emailAddress: z
      .string()
      .trim()
      .min(1, say('enterNewEmail'))
      .max(254, say('emailTooLong'))
      .pipe(z.email(say('validEmail'))),
    current_password: z.string().min(1, say('enterCurrentPassword')),
  });
type Values = z.input<ReturnType<typeof emailValues>>;
const EMPTY: Values = { emailAddress: '', current_password: '' };

type CurrentUser = ReturnType<typeof useCurrentUser>['data'];

function EmailState({ user }: { user: NonNullable<CurrentUser>['data'] }) {
  const t = useTranslations('account');
  const format = useFormatter();
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-700">
        {t.rich('signInWith', {
          email: user.confirmed_email,
          b: (chunks) => <strong data-testid="confirmed-email">{chunks}</strong>,
        })}
      </p>
      {!user.email_verified && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
        >
          {t.rich('pendingChange', {
            email: user.email,
            confirmed: user.confirmed_email,
            until: user.email_confirmation_expires_at
              ? format.dateTime(new Date(user.email_confirmation_expires_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })
              : 'none',
            b: (chunks) => <strong>{chunks}</strong>,
          })}
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
  const t = useTranslations('account');
  const schema = useMemo(() => emailValues(t), [t]);
  const current = useCurrentUser(side);
  const change = useChangeEmail(side);
  const { field, formError, onSubmit } = useAccountForm(
    schema,
    EMPTY,
    t('emailNotChanged'),
    (values) =>
      change.mutateAsync({
        emailAddress: values.emailAddress.trim(),
        current_password: values.current_password,
      }),
  );

  if (current.isLoading) return <LoadingState label={t('loadingEmail')} />;
  if (current.isError || !current.data)
    return <ErrorState error={current.error} retry={() => current.refetch()} />;
  return (
    <div className="space-y-4">
      <EmailState user={current.data.data} />
      <FormFrame onSubmit={onSubmit} error={formError} label={t('changeEmail')}>
        <TextField
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          hint={t('newEmailHint')}
          required
          {...field('emailAddress')}
        />
        <TextField
          label={t('yourPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('yourPasswordHint')}
          required
          {...field('current_password')}
        />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? t('sendingLink') : t('changeEmail')}
        </Button>
      </FormFrame>
    </div>
  );
}
