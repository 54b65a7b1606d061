import { useDialogWords } from './dialog-words';

const tones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
} as const;

export function Badge({
  tone = 'slate',
  children,
}: {
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export const NETWORK_STATUS_LABELS: Record<string, string> = {
  a: 'Approved',
  p: 'Pending',
  r: 'Rejected',
  n: 'Not a member',
};
export const PARTICIPATION_LABELS: Record<string, string> = {
  a: 'Approved',
  p: 'Pending',
  r: 'Rejected',
  t: 'Invited',
};
export const CAMPAIGN_STATUS_LABELS: Record<string, string> = {
  a: 'Active',
  p: 'Paused',
  r: 'Retired',
  n: 'Inactive',
};

const toneOf: Record<string, keyof typeof tones> = {
  a: 'green',
  p: 'amber',
  r: 'red',
  n: 'slate',
  t: 'blue',
};

/** A status letter with its name, in the colour of its meaning. */
export function StatusBadge({
  status,
  labels = NETWORK_STATUS_LABELS,
}: {
  status: string;
  labels?: Record<string, string>;
}) {
  return <Badge tone={toneOf[status] ?? 'slate'}>{labels[status] ?? status}</Badge>;
}

/** An item's `active` flag ('y' or 'n') as a badge. */
export function ActiveBadge({ active }: { active: string }) {
  const words = useDialogWords();
  return (
    <Badge tone={active === 'y' ? 'green' : 'slate'}>
      {active === 'y' ? words.active : words.inactive}
    </Badge>
  );
}
