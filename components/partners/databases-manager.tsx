'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DatabaseCreateItem, DatabaseUpdateItem } from '@/lib/schemas/database';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { useDatabaseMutations } from '@/lib/client/hooks/partners';
import { formatNumber } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { CheckboxField, FormError, TextField } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import type { Database } from './types';

const FIELDS = ['database_name', 'creation_method', 'size', 'male', 'female', 'min_age', 'max_age'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { active: boolean };

const empty: Values = { database_name: '', creation_method: '', size: '', male: '', female: '', min_age: '', max_age: '', active: true };

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

function DatabaseForm({ partnerId, database, onDone }: { partnerId: string; database: Database | null; onDone: (message: string) => void }) {
  const { create, update } = useDatabaseMutations(partnerId);
  const form = useForm<Values>({
    defaultValues: database ? valuesOf(database) : empty,
    resolver: apiResolver<Values>(database ? DatabaseUpdateItem : DatabaseCreateItem, (v) => input(v, database?.database_id)),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (database) await update.mutateAsync(input(values, database.database_id) as never);
      else await create.mutateAsync(input(values) as never);
      onDone(database ? 'Database saved.' : 'Database added.');
    } catch (error) {
      const split = splitServerError(error, FIELDS, Object.fromEntries(FIELDS.map((f) => [`databases.0.${f}`, f])));
      for (const f of split.fields) form.setError(f.name as Field, { type: 'server', message: f.message });
      setFormError(split.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField label="Database name" error={errors.database_name?.message} {...form.register('database_name')} />
      <TextField label="Creation method" hint="How the list was built, e.g. opt-in newsletter" error={errors.creation_method?.message} {...form.register('creation_method')} />
      <TextField label="Size (contacts)" inputMode="numeric" error={errors.size?.message} {...form.register('size')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Male (%)" inputMode="numeric" error={errors.male?.message} {...form.register('male')} />
        <TextField label="Female (%)" inputMode="numeric" error={errors.female?.message} {...form.register('female')} />
        <TextField label="Minimum age" inputMode="numeric" error={errors.min_age?.message} {...form.register('min_age')} />
        <TextField label="Maximum age" inputMode="numeric" hint="0: not stated" error={errors.max_age?.message} {...form.register('max_age')} />
      </div>
      <CheckboxField label="Active" {...form.register('active')} />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : database ? 'Save database' : 'Add database'}
        </Button>
      </div>
    </form>
  );
}

/** A partner's e-mail databases: add and edit (the audience rules are checked by the server). */
export function DatabasesManager({ partnerId, databases }: { partnerId: string; databases: Database[] }) {
  const toast = useToast();
  const [editing, setEditing] = useState<Database | 'new' | null>(null);
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <Button variant="primary" size="sm" onClick={() => setEditing('new')}>
          Add database
        </Button>
      </div>
      {databases.length === 0 ? (
        <EmptyState title="No databases">Partners who promote by e-mail describe their lists here.</EmptyState>
      ) : (
        <DataTable caption="Databases" bare columns={['Database', { label: 'Size', align: 'right' }, 'Audience', 'State', { label: 'Actions', align: 'right' }]}>
          {databases.map((d) => (
            <tr key={d.database_id}>
              <td className="py-2 pr-3">
                <span className="block font-medium">{d.database_name}</span>
                <span className="text-xs text-slate-500">{d.creation_method}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(d.size)}</td>
              <td className="px-3 py-2 text-slate-600">
                {d.male}% male, {d.female}% female; ages {d.min_age}–{d.max_age || 'any'}
              </td>
              <td className="px-3 py-2">
                <Badge tone={d.active === 'y' ? 'green' : 'slate'}>{d.active === 'y' ? 'Active' : 'Inactive'}</Badge>
              </td>
              <td className="py-2 pl-3 text-right">
                <Button size="sm" variant="ghost" onClick={() => setEditing(d)} aria-label={`Edit ${d.database_name}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing === 'new' ? 'Add a database' : 'Edit database'} wide>
        {editing !== null && (
          <DatabaseForm
            partnerId={partnerId}
            database={editing === 'new' ? null : editing}
            onDone={(message) => {
              setEditing(null);
              toast(message);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
