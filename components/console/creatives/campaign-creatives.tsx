'use client';

import { useState } from 'react';
import { formatWindow } from '@/lib/client/format';
import { imageSrc } from '@/lib/client/image-src';
import { useCampaignCreatives, type Creative } from '@/lib/client/hooks/creatives';
import { ActiveBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { AddButton, ItemDialog, RowButton, useEditing } from '@/components/ui/edit-dialog';
import { Section } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/states';
import { CreativeForm } from './creative-form';
import { TYPE_LABELS } from './creative-form-values';
import { CreativeTagsEditor } from './creative-tags-dialog';

function Preview({ creative }: { creative: Creative }) {
  if (creative.preview)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- our own served banner image
      <img
        src={imageSrc(creative.preview)}
        alt={creative.description || 'Banner'}
        className="max-h-12 max-w-32 object-contain"
      />
    );
  return <span className="line-clamp-2 text-slate-700">{creative.description || '(HTML)'}</span>;
}

function CreativeTable({
  creatives,
  onEdit,
}: {
  creatives: Creative[];
  onEdit: (c: Creative) => void;
}) {
  return (
    <DataTable
      caption="Creatives"
      testId="creatives"
      columns={[
        'Creative',
        'Type',
        'Runs',
        'State',
        { label: 'Actions', align: 'right', srOnly: true },
      ]}
    >
      {creatives.map((c) => (
        <tr key={c.creative_id}>
          <td className="py-2 pr-3">
            <Preview creative={c} />
          </td>
          <td className="px-3 py-2">{TYPE_LABELS[c.creative_type_id] ?? c.creative_type_id}</td>
          <td className="px-3 py-2">{formatWindow(c.start_date_time, c.end_date_time)}</td>
          <td className="px-3 py-2">
            <ActiveBadge active={c.active} />
          </td>
          <td className="py-2 pl-3 text-right">
            <RowButton
              name={`Edit creative ${c.creative_id}`}
              onClick={() => onEdit(c)}
              opensDialog
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

const NO_CREATIVES = (
  <EmptyState title="No creatives yet">
    Partners approved on the campaign get each creative with their own tracking link.
  </EmptyState>
);

/**
 * The campaign page's "Creatives" section: the campaign's banners, text links and HTML
 * creatives, a dialog to add or edit one, and one to manage the campaign's tags.
 */
export function CampaignCreatives({ campaignId }: { campaignId: string }) {
  const creatives = useCampaignCreatives(campaignId);
  const { editing, setEditing, close } = useEditing<Creative>();
  const [tags, setTags] = useState(false);
  const list = creatives.data ?? [];
  return (
    <Section
      title="Creatives"
      id="creatives"
      description="Banners, text links and HTML partners use to promote the campaign."
      actions={
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setTags(true)} aria-haspopup="dialog">
            Manage tags
          </Button>
          <AddButton label="Add creative" onClick={() => setEditing('new')} opensDialog />
        </div>
      }
    >
      <QueryView
        query={creatives}
        loading="Loading creatives…"
        empty={list.length === 0 && NO_CREATIVES}
      >
        <CreativeTable creatives={list} onEdit={setEditing} />
      </QueryView>
      <ItemDialog
        editing={editing}
        onClose={close}
        addTitle="Add creative"
        editTitle="Edit creative"
      >
        {(form) => <CreativeForm campaignId={campaignId} {...form} />}
      </ItemDialog>
      <Modal open={tags} onOpenChange={setTags} title="Creative tags">
        <CreativeTagsEditor campaignId={campaignId} />
      </Modal>
    </Section>
  );
}
