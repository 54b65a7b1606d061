'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { CreativeCreateItemIn, CreativeUpdateItemIn } from '@/lib/schemas/creative';
import { apiResolver } from '@/lib/client/form-resolver';
import {
  useCreateCreative,
  useCreativeTags,
  useUpdateCreative,
  type Creative,
} from '@/lib/client/hooks/creatives';
import { Button } from '@/components/ui/button';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import {
  createInput,
  emptyCreative,
  FIELD_ALIAS,
  FIELDS,
  updateInput,
  valuesOf,
  type CreativeValues,
} from './creative-form-values';

const TEXT_LABEL = { '1': 'Alt text', '2': 'Description', '3': 'Link text' } as const;

function TagChoices({
  campaignId,
  form,
}: {
  campaignId: string;
  form: UseFormReturn<CreativeValues>;
}) {
  const tags = useCreativeTags(campaignId);
  const list = tags.data ?? [];
  if (!list.length) return null;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Tags</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {list.map((t) => (
          <CheckboxField
            key={t.creative_tag_id}
            label={t.name}
            value={t.creative_tag_id}
            {...form.register('tags')}
          />
        ))}
      </div>
    </fieldset>
  );
}

function TypeFields({
  form,
  creative,
}: {
  form: UseFormReturn<CreativeValues>;
  creative: Creative | null;
}) {
  const type = form.watch('type');
  return (
    <>
      <SelectField label="Type" disabled={creative !== null} {...registerField(form, 'type')}>
        <option value="1">Banner (an image)</option>
        <option value="3">Text link</option>
        <option value="2">HTML</option>
      </SelectField>
      {type === '1' && (
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label="Banner image"
              fileLabel="Banner image file"
              current={creative?.preview || null}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              allowUrl
            />
          )}
        />
      )}
      <TextField label={TEXT_LABEL[type]} {...registerField(form, 'description')} />
      {type === '2' && (
        <TextAreaField
          label="HTML"
          rows={6}
          hint="Links become each partner's tracking link; scripts, styles and unsafe markup are removed."
          {...registerField(form, 'html')}
        />
      )}
    </>
  );
}

interface CreativeFormProps {
  campaignId: string;
  /** The creative to edit; null to add one. */
  creative: Creative | null;
  onDone: (message: string) => void;
}

/** Adds or edits a creative: type, image or text or HTML, destination, window, tags, active. */
export function CreativeForm({ campaignId, creative, onDone }: CreativeFormProps) {
  const create = useCreateCreative(campaignId);
  const update = useUpdateCreative(campaignId);
  const toInput = creative ? updateInput(creative) : createInput;
  const form = useForm<CreativeValues>({
    defaultValues: creative ? valuesOf(creative) : emptyCreative,
    resolver: apiResolver<CreativeValues>(
      creative ? CreativeUpdateItemIn : CreativeCreateItemIn,
      toInput,
      FIELD_ALIAS,
    ),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (creative) await update.mutateAsync(updateInput(creative)(values));
      else await create.mutateAsync(createInput(values));
      onDone(creative ? 'Creative saved.' : 'Creative added.');
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS, { alias: FIELD_ALIAS }).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TypeFields form={form} creative={creative} />
      <TextField
        label="Destination URL (optional)"
        hint="Where the creative sends shoppers; blank for the campaign's destination."
        {...registerField(form, 'destination')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label="Starts (UTC, optional)"
          {...registerField(form, 'start')}
        />
        <TextField
          type="datetime-local"
          label="Ends (UTC, optional)"
          {...registerField(form, 'end')}
        />
      </div>
      <TagChoices campaignId={campaignId} form={form} />
      <CheckboxField
        label="Active"
        hint="Partners are only given active creatives, inside their dates."
        {...form.register('active')}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={pending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : creative ? 'Save creative' : 'Add creative'}
        </Button>
      </div>
    </form>
  );
}
