import { fieldLabel, valueWords } from './audit-words';

/** A compact before → after view of one audited change, in words (audit-words.ts). */

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export interface ChangeLine {
  field: string;
  before?: unknown;
  after?: unknown;
  kind: 'changed' | 'set' | 'removed';
}

/**
 * The lines worth showing: for an update, each field of `after` whose value differs from
 * `before`; for a creation, each field set; for a deletion, each field removed.
 */
function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (isPlain(after) && isPlain(before)) {
    return Object.keys(after)
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) =>
        k in before
          ? { field: k, before: before[k], after: after[k], kind: 'changed' as const }
          : { field: k, after: after[k], kind: 'set' as const },
      );
  }
  if (isPlain(after) && (before === null || before === undefined))
    return Object.keys(after).map((k) => ({ field: k, after: after[k], kind: 'set' as const }));
  if (isPlain(before) && (after === null || after === undefined))
    return Object.keys(before).map((k) => ({
      field: k,
      before: before[k],
      kind: 'removed' as const,
    }));
  if (before === null && after === null) return [];
  return [{ field: 'value', before, after, kind: 'changed' }];
}

function Line({ line, entityType }: { line: ChangeLine; entityType: string }) {
  const words = (value: unknown) => valueWords(entityType, line.field, value);
  return (
    <li className="truncate" title={line.field}>
      <span className="font-medium text-slate-700">{fieldLabel(line.field)}</span>
      {': '}
      {line.kind === 'set' ? (
        <span className="text-green-800">{words(line.after)}</span>
      ) : line.kind === 'removed' ? (
        <del className="text-red-800">{words(line.before)}</del>
      ) : (
        <>
          <span className="text-red-800">{words(line.before)}</span>
          <span aria-hidden> → </span>
          <span className="sr-only"> changed to </span>
          <span className="text-green-800">{words(line.after)}</span>
        </>
      )}
    </li>
  );
}

const SHOWN = 3;

export function ChangeDiff({
  entityType,
  before,
  after,
}: {
  entityType: string;
  before: unknown;
  after: unknown;
}) {
  const lines = changeLines(before, after);
  if (!lines.length) return <span className="text-slate-500">no field changes</span>;
  return (
    <div className="max-w-md text-xs" data-testid="change-diff">
      <ul className="space-y-0.5">
        {lines.slice(0, SHOWN).map((line) => (
          <Line key={line.field} line={line} entityType={entityType} />
        ))}
      </ul>
      {lines.length > SHOWN && (
        <details className="mt-1">
          <summary className="cursor-pointer text-slate-500 hover:text-slate-800">
            {lines.length - SHOWN} more
          </summary>
          <ul className="mt-1 space-y-0.5">
            {lines.slice(SHOWN).map((line) => (
              <Line key={line.field} line={line} entityType={entityType} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
