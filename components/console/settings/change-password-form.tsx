'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useChangePassword } from '@/lib/client/hooks/account';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormFrame } from '@/components/ui/form-frame';
import { useAccountForm } from './use-account-form';

const MIN = 8;

type Say = (key: string, values?: Record<string, number>) => string;

/** The form's own checks, in the page's language. */
const passwordValues = (say: Say) =>
  z
    .object({
      current_password: z.string().min(1, say('enterCurrentPassword')),
      new_password: z
        .string()
        .min(MIN, say('passwordTooShort', { min: MIN }))
        .max(256, say('passwordTooLong', { max: 256 })),
      confirm_password: z.string().min(1, say('retypePassword')),
    })
    .refine((v) => v.new_password === v.confirm_password, {
      path: ['confirm_password'],
      message: say('passwordsDiffer'),
    });
type Values = z.infer<ReturnType<typeof passwordValues>>;
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
  const t = useTranslations('account');
  const schema = useMemo(() => passwordValues(t), [t]);
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { field, formError, onSubmit } = useAccountForm(
    schema,
    EMPTY,
    t('passwordNotChanged'),
    async (values) => {
      await change.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      setDone(true);
    },
  );

  if (done) {
    const login = `/login?${new URLSearchParams({ ...(email ? { email } : {}), callbackUrl })}`;
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm">
        <p className="font-medium text-emerald-900">{t('passwordChanged')}</p>
        <p className="mt-1 text-slate-700">{t('signedOutEverywhere')}</p>
        <Link href={login} className={`${buttonClass('primary')} mt-3`}>
          {t('signInAgain')}
        </Link>
      </div>
    );
  }

  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('changePassword')}>
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...field('current_password')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('newPasswordHint', { min: MIN })}
        required
        {...field('new_password')}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('confirmPasswordHint')}
        required
        {...field('confirm_password')}
      />
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {change.isPending ? t('changing') : t('changePassword')}
      </Button>
    </FormFrame>
  );
}
