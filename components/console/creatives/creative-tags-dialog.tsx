'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import {
  useCreateCreativeTag,
  useCreativeTags,
  useDeleteCreativeTag,
} from '@/lib/client/hooks/creatives';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';

/** The campaign's creative tags: add one by name, delete one (its creatives lose the tag). */
export function CreativeTagsEditor({ campaignId }: { campaignId: string }) {
  const tags = useCreativeTags(campaignId);
  const create = useCreateCreativeTag(campaignId);
  const remove = useDeleteCreativeTag(campaignId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function add(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Tag name: required');
    try {
      await create.mutateAsync(name.trim());
      setName('');
    } catch (e) {
      setError(describeError(e));
    }
  }
  async function drop(id: string) {
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (e) {
      setError(describeError(e));
    }
  }
  const list = tags.data ?? [];
  return (
    <div className="space-y-4">
      <FormError message={error} />
      {tags.isLoading ? (
        <LoadingState label="Loading tags…" />
      ) : tags.isError ? (
        <ErrorState error={tags.error} retry={() => tags.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No tags yet">Tags group creatives, e.g. by season or size.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="creative-tags">
          {list.map((t) => (
            <li key={t.creative_tag_id} className="flex items-center justify-between py-1.5">
              <span>
                {t.name}{' '}
                <span className="text-xs text-slate-500">
                  ({new Set(t.creatives.map((c) => c.creative_id)).size} creatives)
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => drop(t.creative_tag_id)}
                aria-label={`Delete tag ${t.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex items-end gap-2">
        <TextField
          label="New tag"
          className="flex-1"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          Add tag
        </Button>
      </form>
      <div className="flex justify-end">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
