import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreateNetworkUserIn, type NetworkUserOut } from '@/lib/schemas/user';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { useUserMutations } from '@/lib/client/hooks/users';
import { useConsoleSession } from '@/components/console/session-context';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { BrandChecklist, useAllBrands } from './brand-checklist';

export type CreatedUser = NetworkUserOut & { user_api_key: string };

type AddValues = {
  user_name: string;
  email: string;
  role: 'network' | 'brand';
  firstname: string;
  lastname: string;
  password: string;
  brand_ids: string[];
};
const ADD_FIELDS = [
  'user_name',
  'email',
  'role',
  'firstname',
  'lastname',
  'password',
  'brand_ids',
] as const;
const addInput = (v: AddValues) => ({
  user_name: v.user_name.trim(),
  email: v.email.trim(),
  role: v.role,
  firstname: blankTo(v.firstname, undefined),
  lastname: blankTo(v.lastname, undefined),
  password: v.password === '' ? undefined : v.password,
  brand_ids: v.role === 'brand' ? v.brand_ids : undefined,
});

/** A new network user: staff, or a brand user with the brands granted; the caller shows its API key once. */
export function AddUserForm({ onCreated }: { onCreated: (user: CreatedUser) => void }) {
  const session = useConsoleSession();
  const { create } = useUserMutations(session.networkId);
  const { brands } = useAllBrands();
  const form = useForm<AddValues>({
    defaultValues: {
      user_name: '',
      email: '',
      role: 'brand',
      firstname: '',
      lastname: '',
      password: '',
      brand_ids: [],
    },
    resolver: apiResolver<AddValues>(CreateNetworkUserIn, addInput),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const brandError = form.formState.errors.brand_ids;
  const role = useWatch({ control: form.control, name: 'role' });
  const brandIds = useWatch({ control: form.control, name: 'brand_ids' });
  const field = (name: Exclude<keyof AddValues, 'brand_ids'>) => registerField(form, name);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(addInput(values) as never);
      onCreated(created.data);
    } catch (error) {
      setFormError(showServerErrors(form, error, ADD_FIELDS).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="User name" {...field('user_name')} />
        <TextField label="E-mail" type="email" hint="Also the console login" {...field('email')} />
        <TextField label="First name" {...field('firstname')} />
        <TextField label="Last name" {...field('lastname')} />
        <SelectField label="Role" {...field('role')}>
          <option value="brand">Brand user: the brands granted</option>
          <option value="network">Network staff: the whole network</option>
        </SelectField>
        <TextField
          label="Console password"
          type="password"
          autoComplete="new-password"
          hint="Optional: without one the user has API access only. At least 8 characters, not a common one."
          {...field('password')}
        />
      </div>
      {role === 'brand' && (
        <div>
          <BrandChecklist
            value={brandIds}
            onChange={(ids) => form.setValue('brand_ids', ids, { shouldDirty: true })}
            brands={brands}
          />
          {brandError && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700">
              {brandError.message ?? 'A brand is not valid'}
            </p>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={create.isPending} />
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add user'}
        </Button>
      </div>
    </form>
  );
}
