'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import * as Dialog from '@radix-ui/react-dialog';
import { apiResolver } from '@/lib/client/form-resolver';
import { plural } from '@/lib/client/format';
import {
  useAddToCollection,
  useCreateCollection,
  usePartnerCollections,
} from '@/lib/client/hooks/partner-collections';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { useToast } from '@/components/ui/toast';

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

/**
 * Adds the ticked partners to a partner collection: an existing one, or a new one named here.
 * Closed while `open` is false; `onDone` runs after a success (the grid clears its selection).
 */
export function AddToCollectionDialog({
  networkId,
  open,
  selected,
  onClose,
  onDone,
}: {
  networkId: number;
  open: boolean;
  selected: Map<string, string>;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Add ${plural(selected.size, 'partner')} to a collection`}
      description="Choose a collection, or create one with these partners in it. Partners already in it stay."
    >
      {open && <CollectionForm networkId={networkId} selected={selected} onDone={onDone} />}
    </Modal>
  );
}

function CollectionForm({
  networkId,
  selected,
  onDone,
}: {
  networkId: number;
  selected: Map<string, string>;
  onDone: () => void;
}) {
  const toast = useToast();
  const collections = usePartnerCollections(networkId);
  const create = useCreateCollection(networkId);
  const add = useAddToCollection(networkId);
  const form = useForm<Values>({
    defaultValues: { collection: '', name: '' },
    resolver: apiResolver<Values>(Values),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const choice = useWatch({ control: form.control, name: 'collection' });
  const pending = create.isPending || add.isPending;

  const onSubmit = form.handleSubmit(async ({ collection, name }) => {
    setFormError(null);
    const partnerIds = [...selected.keys()];
    try {
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
    } catch (error) {
      setFormError(showServerErrors(form, error, ['name']).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add to collection">
      <FormError message={formError} />
      <SelectField label="Collection" {...registerField(form, 'collection')}>
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
      {choice === NEW && (
        <TextField label="Collection name" autoFocus {...registerField(form, 'name')} />
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={pending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Adding…' : 'Add to collection'}
        </Button>
      </div>
    </form>
  );
}
