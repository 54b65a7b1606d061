'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DatabaseCreateItemIn, DatabaseUpdateItemIn } from '@/lib/schemas/database';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { useDatabaseMutations } from '@/lib/client/hooks/partners';
import { formatNumber } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { DataTable } from '@/components/ui/data-table';
import { CheckboxField, FormError, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { EmptyState } from '@/components/ui/states';
import { audienceText } from './audience-text';
import { AddItemButton, ItemDialog } from './item-dialog';
import type { Database } from './types';

const FIELDS = [
  'database_name',
  'creation_method',
  'size',
  'male',
  'female',
  'min_age',
  'max_age',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { active: boolean };

const empty: Values = {
  database_name: '',
  creation_method: '',
  size: '',
  male: '',
  female: '',
  min_age: '',
  max_age: '',
  active: true,
};

function valuesOf(d: Database): Values {
  return {
    database_name: d.database_name,
    creation_method: d.creation_method,
    size: String(d.size),
    male: String(d.male),
    female: String(d.female),
    min_age: String(d.min_age),
    max_age: String(d.max_age),
    active: d.active === 'y',
  };
}

const input = (v: Values, id?: string) => ({
  ...(id ? { database_id: id } : {}),
  database_name: v.database_name.trim(),
  creation_method: v.creation_method.trim(),
  size: blankTo(v.size, undefined),
  male: blankTo(v.male, undefined),
  female: blankTo(v.female, undefined),
  min_age: blankTo(v.min_age, undefined),
  max_age: blankTo(v.max_age, undefined),
  active: v.active ? 'y' : 'n',
});

function DatabaseForm({
  partnerId,
  database,
  onDone,
}: {
  partnerId: string;
  database: Database | null;
  onDone: (message: string) => void;
}) {
  const { create, update } = useDatabaseMutations(partnerId);
  const form = useForm<Values>({
    defaultValues: database ? valuesOf(database) : empty,
    resolver: apiResolver<Values>(database ? DatabaseUpdateItemIn : DatabaseCreateItemIn, (v) =>
      input(v, database?.database_id),
    ),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (database) await update.mutateAsync(input(values, database.database_id) as never);
      else await create.mutateAsync(input(values) as never);
      onDone(database ? 'Database saved.' : 'Database added.');
    } catch (error) {
      const alias = Object.fromEntries(FIELDS.map((f) => [`databases.0.${f}`, f]));
      setFormError(showServerErrors(form, error, FIELDS, { alias }).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Database name" {...registerField(form, 'database_name')} />
      <TextField
        label="Creation method"
        hint="How the list was built, e.g. opt-in newsletter"
        {...registerField(form, 'creation_method')}
      />
      <TextField label="Size (contacts)" inputMode="numeric" {...registerField(form, 'size')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Male (%)" inputMode="numeric" {...registerField(form, 'male')} />
        <TextField label="Female (%)" inputMode="numeric" {...registerField(form, 'female')} />
        <TextField label="Minimum age" inputMode="numeric" {...registerField(form, 'min_age')} />
        <TextField
          label="Maximum age"
          inputMode="numeric"
          hint="0: not stated"
          {...registerField(form, 'max_age')}
        />
      </div>
      <CheckboxField label="Active" {...form.register('active')} />
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={pending} />
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : database ? 'Save database' : 'Add database'}
        </Button>
      </div>
    </form>
  );
}

/** A partner's e-mail databases: add and edit (the audience rules are checked by the server). */
export function DatabasesManager({
  partnerId,
  databases,
}: {
  partnerId: string;
  databases: Database[];
}) {
  const [editing, setEditing] = useState<Database | 'new' | null>(null);
  return (
    <div>
      <AddItemButton label="Add database" onClick={() => setEditing('new')} />
      {databases.length === 0 ? (
        <EmptyState title="No databases">
          Partners who promote by e-mail describe their lists here.
        </EmptyState>
      ) : (
        <DataTable
          caption="Databases"
          columns={[
            'Database',
            { label: 'Size', align: 'right' },
            'Audience',
            'State',
            { label: 'Actions', align: 'right' },
          ]}
        >
          {databases.map((d) => (
            <tr key={d.database_id}>
              <td className="py-2 pr-3">
                <span className="block font-medium">{d.database_name}</span>
                <span className="text-xs text-slate-500">{d.creation_method}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(d.size)}</td>
              <td className="px-3 py-2 text-slate-600">{audienceText(d)}</td>
              <td className="px-3 py-2">
                <Badge tone={d.active === 'y' ? 'green' : 'slate'}>
                  {d.active === 'y' ? 'Active' : 'Inactive'}
                </Badge>
              </td>
              <td className="py-2 pl-3 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(d)}
                  aria-label={`Edit ${d.database_name}`}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ItemDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle="Add a database"
        editTitle="Edit database"
      >
        {(item, onDone) => <DatabaseForm partnerId={partnerId} database={item} onDone={onDone} />}
      </ItemDialog>
    </div>
  );
}
