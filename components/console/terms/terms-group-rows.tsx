import { formatDateTime } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/shared/rich-text';
import { appliesTo, type TermsVersion } from './terms-labels';
import type { PublishPreset } from './publish-terms-form';

/** The terms of one locale and country: the current version, and every version when expanded. */
export function TermsGroupRows({
  versions,
  expanded,
  onToggle,
  onNewVersion,
}: {
  /** Newest first. */
  versions: TermsVersion[];
  expanded: boolean;
  onToggle: () => void;
  onNewVersion: (preset: PublishPreset) => void;
}) {
  const current = versions[0]!;
  return (
    <>
      <tr>
        <td className="py-2 pr-3 font-medium">{appliesTo(current)}</td>
        <td className="px-3 py-2">
          <Badge tone="green">v{current.version}</Badge>
          {versions.length > 1 && (
            <span className="ml-2 text-xs text-slate-500">{versions.length - 1} older</span>
          )}
        </td>
        <td className="px-3 py-2 text-slate-600">{formatDateTime(current.created_at)}</td>
        <td className="space-y-1 space-x-1 py-2 pl-3 text-right">
          <Button size="sm" variant="ghost" aria-expanded={expanded} onClick={onToggle}>
            {expanded ? 'Hide versions' : 'Show versions'}
          </Button>
          <Button
            size="sm"
            onClick={() =>
              onNewVersion({
                locale: current.locale,
                country: current.country,
                content: current.content,
              })
            }
          >
            New version
          </Button>
        </td>
      </tr>
      {expanded && (
        <tr>
          <td colSpan={4} className="bg-slate-50 px-4 py-3">
            <ol className="space-y-3">
              {versions.map((v) => (
                <li key={v.id}>
                  <p className="text-xs font-medium text-slate-500">
                    Version {v.version} · {formatDateTime(v.created_at)} · terms id {v.id}
                  </p>
                  <RichText
                    html={v.content}
                    label={`Terms version ${v.version}`}
                    className="mt-1 max-h-40 overflow-auto rounded border border-slate-200 bg-white p-2"
                  />
                </li>
              ))}
            </ol>
          </td>
        </tr>
      )}
    </>
  );
}
