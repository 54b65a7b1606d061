'use client';

import { useState } from 'react';
import { formatDateTime, plural } from '@/lib/client/format';
import {
  customTermsDownloadUrl,
  useCustomTerms,
  useDeleteCustomTerms,
  type CustomTerms,
} from '@/lib/client/hooks/custom-terms';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { AddItemButton, RowButton } from '@/components/ui/edit-dialog';
import { FormError } from '@/components/ui/field';
import { useActionError } from '@/components/ui/action-error';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { localeName } from '@/components/shared/status-text';
import { CustomTermsForm } from './custom-terms-form';
import { CustomTermsPartnersForm } from './custom-terms-partners';

const isPartnerTerms = (t: CustomTerms) => t.partner_terms === 'y';

function appliesTo(t: CustomTerms): string {
  if (!isPartnerTerms(t))
    return t.active === 'y' ? 'Every partner without terms of its own' : 'No one (replaced)';
  return t.publishers.length ? plural(t.publishers.length, 'partner') : 'No partners yet';
}

function TermsStatus({ terms }: { terms: CustomTerms }) {
  if (terms.active !== 'y') return <Badge tone="slate">Replaced</Badge>;
  return <Badge tone="green">{isPartnerTerms(terms) ? 'In force' : 'In force (general)'}</Badge>;
}

type Action = { kind: 'delete' | 'partners'; terms: CustomTerms };

function TermsRows({
  campaignId,
  list,
  onAction,
}: {
  campaignId: string;
  list: CustomTerms[];
  onAction: (a: Action) => void;
}) {
  return (
    <DataTable
      caption="Custom terms"
      testId="custom-terms"
      columns={[
        'Title',
        'Applies to',
        'Language',
        'Published',
        'State',
        { label: 'Actions', align: 'right', srOnly: true },
      ]}
    >
      {list.map((t) => (
        <tr key={t.campaign_custom_terms_and_conditions_id}>
          <td className="py-2 pr-3 font-medium">{t.title}</td>
          <td className="px-3 py-2">{appliesTo(t)}</td>
          <td className="px-3 py-2">{localeName(t.locale)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(t.created)}</td>
          <td className="px-3 py-2">
            <TermsStatus terms={t} />
          </td>
          <td className="py-2 pl-3">
            <div className="flex flex-wrap justify-end gap-1">
              <a
                href={customTermsDownloadUrl(campaignId, t.campaign_custom_terms_and_conditions_id)}
                download
                className={buttonClass('ghost', 'sm')}
                aria-label={`Download ${t.title}`}
              >
                Download
              </a>
              {isPartnerTerms(t) && (
                <RowButton
                  name={`Choose partners for ${t.title}`}
                  onClick={() => onAction({ kind: 'partners', terms: t })}
                  opensDialog
                >
                  Partners
                </RowButton>
              )}
              <RowButton
                name={`Delete ${t.title}`}
                onClick={() => onAction({ kind: 'delete', terms: t })}
                opensDialog
              >
                Delete
              </RowButton>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function DeleteTermsDialog({
  campaignId,
  terms,
  onClose,
  onDone,
}: {
  campaignId: string;
  terms: CustomTerms | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useDeleteCustomTerms(campaignId);
  const { error, setError, run } = useActionError();
  const general = terms !== null && !isPartnerTerms(terms) && terms.active === 'y';
  return (
    <ConfirmDialog
      open={terms !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={terms ? `Delete “${terms.title}”?` : ''}
      confirmLabel="Delete terms"
      confirmVariant="danger"
      pending={remove.isPending}
      onConfirm={async () => {
        if (!terms) return;
        await run(async () => {
          await remove.mutateAsync(terms.campaign_custom_terms_and_conditions_id);
          onDone(`“${terms.title}” deleted.`);
        });
      }}
      description={
        general
          ? 'These are the general terms in force: after deleting them, partners without terms of their own have no custom terms to accept on this campaign.'
          : terms && isPartnerTerms(terms)
            ? `The ${plural(terms.publishers.length, 'partner')} they apply to get the general terms instead.`
            : 'They no longer show in this list.'
      }
    >
      <p className="text-sm text-slate-600">
        Partners who accepted these terms keep their acceptance on record and can still read them.
      </p>
      <FormError message={error} />
    </ConfirmDialog>
  );
}

const NO_TERMS = (
  <EmptyState title="No custom terms">
    Partners join without accepting terms of this campaign. Create general terms for every partner,
    or terms for chosen partners.
  </EmptyState>
);

/**
 * The campaign page's "Custom terms": the general terms (every version) and partner terms, with
 * who they apply to; create, download, choose partners, delete (docs/campaigns.md#custom-terms).
 */
export function CampaignCustomTerms({ campaignId }: { campaignId: string }) {
  const terms = useCustomTerms(campaignId);
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const done = (message: string) => {
    setCreating(false);
    setAction(null);
    toast(message);
  };
  const list = terms.data ?? [];
  const partnersOf = action?.kind === 'partners' ? action.terms : null;
  return (
    <div>
      <AddItemButton label="Create custom terms" onClick={() => setCreating(true)} opensDialog />
      <QueryView
        query={terms}
        loading="Loading the custom terms…"
        empty={list.length === 0 && NO_TERMS}
      >
        <TermsRows campaignId={campaignId} list={list} onAction={setAction} />
      </QueryView>
      <Modal open={creating} onOpenChange={setCreating} title="Create custom terms" wide>
        {creating && <CustomTermsForm campaignId={campaignId} onDone={done} />}
      </Modal>
      <Modal
        open={partnersOf !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={partnersOf ? `Partners for “${partnersOf.title}”` : ''}
        wide
      >
        {partnersOf && (
          <CustomTermsPartnersForm campaignId={campaignId} terms={partnersOf} onDone={done} />
        )}
      </Modal>
      <DeleteTermsDialog
        campaignId={campaignId}
        terms={action?.kind === 'delete' ? action.terms : null}
        onClose={() => setAction(null)}
        onDone={done}
      />
    </div>
  );
}
