import { useWatch } from 'react-hook-form';
import { CreateNetworkUserIn, type NetworkUserOut } from '@/lib/schemas/user';
import { blankTo } from '@/lib/client/form-resolver';
import { useUserMutations } from '@/lib/client/hooks/users';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
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
  const { form, field, formError, onSubmit } = useApiForm<AddValues>({
    defaultValues: {
      user_name: '',
      email: '',
      role: 'brand',
      firstname: '',
      lastname: '',
      password: '',
      brand_ids: [],
    },
    schema: CreateNetworkUserIn,
    toInput: addInput,
    fields: ADD_FIELDS,
    save: async (values) => {
      const created = await create.mutateAsync(addInput(values) as never);
      onCreated(created.data);
    },
  });
  const brandError = form.formState.errors.brand_ids;
  const role = useWatch({ control: form.control, name: 'role' });
  const brandIds = useWatch({ control: form.control, name: 'brand_ids' });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
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
      <DialogFormActions pending={create.isPending} label="Add user" pendingLabel="Adding…" />
    </FormFrame>
  );
}
