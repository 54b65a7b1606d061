'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRotateApiKey } from '@/lib/client/hooks/users';
import { splitServerError } from '@/lib/client/form-errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * The "Rotate API key" button and its dialog. Minting a key from the console asks for the
 * password again (POST /v3/users/me/api-key with current_password); a wrong one is shown
 * under the field and the dialog stays open.
 */
export function RotateApiKey({ onRotated }: { onRotated: (apiKey: string) => void }) {
  const t = useTranslations('apiAccess');
  const rotate = useRotateApiKey();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function setDialogOpen(next: boolean) {
    setOpen(next);
    setPassword('');
    setFieldError(null);
    setError(null);
  }

  async function doRotate() {
    if (!password) {
      setFieldError(t('enterPassword'));
      return;
    }
    try {
      const result = await rotate.mutateAsync({ current_password: password });
      setDialogOpen(false);
      onRotated(result.data.user_api_key);
    } catch (caught) {
      const split = splitServerError(caught, ['current_password']);
      const wrong = split.fields.find((f) => f.name === 'current_password');
      setFieldError(wrong ? t('wrongPassword') : null);
      setError(split.message && t('notRotated', { message: split.message }));
    }
  }

  return (
    <>
      <Button
        variant="danger"
        className="mt-4"
        onClick={() => setDialogOpen(true)}
        disabled={rotate.isPending}
      >
        {rotate.isPending ? t('rotating') : t('rotate')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setDialogOpen}
        title={t('rotateTitle')}
        description={t('rotateText')}
        confirmLabel={t('rotate')}
        confirmVariant="danger"
        pending={rotate.isPending}
        onConfirm={doRotate}
      >
        <label className="block text-sm font-medium text-slate-700">
          {t('yourPassword')}
          <input
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void doRotate()}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'current-password-error' : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-brand"
          />
        </label>
        {fieldError && (
          <p id="current-password-error" className="mt-1 text-sm text-red-700">
            {fieldError}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
