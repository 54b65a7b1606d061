'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { CreativeCreateItemIn, CreativeUpdateItemIn } from '@/lib/schemas/creative';
import {
  useCreateCreative,
  useCreativeTags,
  useUpdateCreative,
  type Creative,
} from '@/lib/client/hooks/creatives';
import { useApiForm } from '@/components/ui/api-form';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { registerField } from '@/components/ui/register-field';
import { DialogFormActions } from '@/components/ui/form-actions';
import type { ItemFormProps } from '@/components/ui/edit-dialog';
import { FormFrame } from '@/components/ui/form-frame';
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

/** Adds or edits a creative: type, image or text or HTML, destination, window, tags, active. */
export function CreativeForm({
  campaignId,
  item: creative,
  onDone,
}: ItemFormProps<Creative> & { campaignId: string }) {
  const create = useCreateCreative(campaignId);
  const update = useUpdateCreative(campaignId);
  const { form, formError, onSubmit } = useApiForm<CreativeValues>({
    defaultValues: creative ? valuesOf(creative) : emptyCreative,
    schema: creative ? CreativeUpdateItemIn : CreativeCreateItemIn,
    toInput: creative ? updateInput(creative) : createInput,
    fields: FIELDS,
    alias: FIELD_ALIAS,
    save: async (values) => {
      if (creative) await update.mutateAsync(updateInput(creative)(values));
      else await create.mutateAsync(createInput(values));
      onDone(creative ? 'Creative saved.' : 'Creative added.');
    },
  });
  const pending = create.isPending || update.isPending;
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TypeFields form={form} creative={creative} />
      <TextField
        label="Destination URL (optional)"
        hint="Where the creative sends shoppers; blank for the campaign's destination."
        {...registerField(form, 'destination')}
      />
      <DateWindowFields start={registerField(form, 'start')} end={registerField(form, 'end')} />
      <TagChoices campaignId={campaignId} form={form} />
      <CheckboxField
        label="Active"
        hint="Partners are only given active creatives, inside their dates."
        {...form.register('active')}
      />
      <DialogFormActions pending={pending} label={creative ? 'Save creative' : 'Add creative'} />
    </FormFrame>
  );
}
