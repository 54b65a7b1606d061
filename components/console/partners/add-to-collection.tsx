'use client';

import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { plural } from '@/lib/client/format';
import {
  useAddToCollection,
  useCreateCollection,
  usePartnerCollections,
} from '@/lib/client/hooks/partner-collections';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast';
import { FormFrame } from '@/components/ui/form-frame';
import {
  SelectionDialog,
  type SelectionDialogProps,
  type SelectionFormProps,
} from './selection-dialog';

const NEW = 'new';

const Values = z
  .object({
    collection: z.string().min(1, 'Choose a collection'),
    name: z.string().trim().max(100),
  })
  .superRefine((v, ctx) => {
    if (v.collection === NEW && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name the new collection' });
  });
type Values = z.input<typeof Values>;

export const collectionLabel = (c: { id: string; name: string | null }) =>
  c.name ?? `Collection #${c.id}`;

/** Adds the ticked partners to a partner collection: an existing one, or a new one named here. */
export function AddToCollectionDialog({ open, onClose, ...form }: SelectionDialogProps) {
  return (
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={`Add ${plural(form.selected.size, 'partner')} to a collection`}
      description="Choose a collection, or create one with these partners in it. Partners already in it stay."
    >
      <CollectionForm {...form} />
    </SelectionDialog>
  );
}

function CollectionForm({ networkId, selected, onDone }: SelectionFormProps) {
  const toast = useToast();
  const collections = usePartnerCollections(networkId);
  const create = useCreateCollection(networkId);
  const add = useAddToCollection(networkId);
  const { form, field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { collection: '', name: '' },
    schema: Values,
    fields: ['name'],
    save: async ({ collection, name }) => {
      const partnerIds = [...selected.keys()];
      if (collection === NEW) {
        await create.mutateAsync({ name: name.trim(), partnerIds });
        toast(
          `${plural(partnerIds.length, 'partner')} added to the new collection ${name.trim()}.`,
        );
      } else {
        await add.mutateAsync({ collectionId: collection, partnerIds });
        const chosen = collections.data?.find((c) => c.id === collection);
        toast(
          `${plural(partnerIds.length, 'partner')} added to ${chosen ? collectionLabel(chosen) : 'the collection'}.`,
        );
      }
      onDone();
    },
  });
  const choice = useWatch({ control: form.control, name: 'collection' });
  const pending = create.isPending || add.isPending;

  return (
    <FormFrame onSubmit={onSubmit} error={formError} label="Add to collection">
      <SelectField label="Collection" {...field('collection')}>
        <option value="">Choose…</option>
        <option value={NEW}>New collection…</option>
        {collections.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {collectionLabel(c)} ({plural(c.partners_count, 'partner')})
          </option>
        ))}
      </SelectField>
      {collections.isError && (
        <p className="text-sm text-slate-600">
          The existing collections could not be loaded; you can still create a new one.
        </p>
      )}
      {choice === NEW && <TextField label="Collection name" autoFocus {...field('name')} />}
      <DialogFormActions pending={pending} label="Add to collection" pendingLabel="Adding…" />
    </FormFrame>
  );
}
