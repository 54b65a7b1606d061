'use client';

import { useState } from 'react';
import { formatDateTime } from '@/lib/client/format';
import { imageSrc } from '@/lib/client/image-src';
import { useCampaignCreatives, type Creative } from '@/lib/client/hooks/creatives';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { CreativeForm } from './creative-form';
import { TYPE_LABELS } from './creative-form-values';
import { CreativeTagsEditor } from './creative-tags-dialog';

/** When a creative runs, in words. */
function windowOf(c: Creative): string {
  if (!c.start_date_time && !c.end_date_time) return 'Always';
  if (!c.end_date_time) return `From ${formatDateTime(c.start_date_time)}`;
  if (!c.start_date_time) return `Until ${formatDateTime(c.end_date_time)}`;
  return `${formatDateTime(c.start_date_time)} – ${formatDateTime(c.end_date_time)}`;
}

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
          <td className="px-3 py-2">{windowOf(c)}</td>
          <td className="px-3 py-2">
            <Badge tone={c.active === 'y' ? 'green' : 'slate'}>
              {c.active === 'y' ? 'Active' : 'Inactive'}
            </Badge>
          </td>
          <td className="py-2 pl-3 text-right">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(c)}
              aria-label={`Edit creative ${c.creative_id}`}
              aria-haspopup="dialog"
            >
              Edit
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The campaign page's "Creatives" section: the campaign's banners, text links and HTML
 * creatives, a dialog to add or edit one, and one to manage the campaign's tags.
 */
export function CampaignCreatives({ campaignId }: { campaignId: string }) {
  const creatives = useCampaignCreatives(campaignId);
  const toast = useToast();
  const [editing, setEditing] = useState<Creative | 'new' | 'tags' | null>(null);
  const close = () => setEditing(null);
  const list = creatives.data ?? [];
  const title =
    editing === 'tags'
      ? 'Creative tags'
      : editing === 'new' || editing === null
        ? 'Add creative'
        : 'Edit creative';
  return (
    <Section
      title="Creatives"
      id="creatives"
      description="Banners, text links and HTML partners use to promote the campaign."
      actions={
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setEditing('tags')} aria-haspopup="dialog">
            Manage tags
          </Button>
          <Button
            variant="primary"
            size="sm"
            onClick={() => setEditing('new')}
            aria-haspopup="dialog"
          >
            Add creative
          </Button>
        </div>
      }
    >
      {creatives.isLoading ? (
        <LoadingState label="Loading creatives…" />
      ) : creatives.isError ? (
        <ErrorState error={creatives.error} retry={() => creatives.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No creatives yet">
          Partners approved on the campaign get each creative with their own tracking link.
        </EmptyState>
      ) : (
        <CreativeTable creatives={list} onEdit={setEditing} />
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={title}
        wide={editing !== 'tags'}
      >
        {editing === 'tags' ? (
          <CreativeTagsEditor campaignId={campaignId} />
        ) : (
          editing !== null && (
            <CreativeForm
              campaignId={campaignId}
              creative={editing === 'new' ? null : editing}
              onDone={(message) => {
                close();
                toast(message);
              }}
            />
          )
        )}
      </Modal>
    </Section>
  );
}
