import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm } from '@/components/ui/api-form';
import { useTranslations } from 'next-intl';
import {
  currentPasswordMessage,
  emailMessage,
  newPasswordMessage,
  type Say,
} from './account-messages';

/** The server's message on an account field, said as what to do about it. */
function accountFieldMessage(field: string, message: string, say: Say): string {
  if (field === 'emailAddress') return emailMessage(message, say);
  if (field === 'new_password') return newPasswordMessage(message, say);
  return currentPasswordMessage(message, say);
}

/**
 * A form that changes a sign-in credential: checked with `schema`, the server's field messages
 * rewritten in plain words, anything else said as "`failed`: …", and emptied after a change.
 */
export function useAccountForm<V extends FieldValues>(
  schema: z.ZodType,
  empty: V,
  failed: string,
  save: (values: V) => Promise<unknown>,
) {
  const t = useTranslations('account');
  const account = useApiForm<V>({
    defaultValues: empty as DefaultValues<V>,
    schema,
    fields: Object.keys(empty),
    said: (field, message) => accountFieldMessage(field, message, t as Say),
    failed,
    save: async (values) => {
      await save(values);
      reset();
    },
  });
  function reset(): void {
    account.form.reset(empty);
  }
  return account;
}
