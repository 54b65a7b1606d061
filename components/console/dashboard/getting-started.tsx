import Link from 'next/link';
import type { Dashboard } from '@/lib/client/hooks/dashboard';

const LINK = 'font-medium text-brand hover:underline';

/**
 * What to do first while there is nothing to count: add a brand, give it a campaign, invite
 * partners to it. Brand users cannot add brands, so they are told who can.
 */
export function GettingStarted({ setup, staff }: { setup: Dashboard['setup']; staff: boolean }) {
  const steps: { done: boolean; text: React.ReactNode }[] = [
    {
      done: setup.brands > 0,
      text: staff ? (
        <>
          <Link href="/console/brands/new" className={LINK}>
            Add a brand
          </Link>{' '}
          — the company whose sales partners bring.
        </>
      ) : (
        <>No brand is granted to you yet: ask your network&apos;s staff to grant you one.</>
      ),
    },
    {
      done: setup.campaigns > 0,
      text: (
        <>
          <Link href="/console/brands" className={LINK}>
            Create a campaign
          </Link>{' '}
          for a brand: its destination and the commission it pays.
        </>
      ),
    },
    {
      done: setup.partnerships > 0,
      text: (
        <>
          <Link
            href={
              setup.first_campaign_id
                ? `/console/campaigns/${setup.first_campaign_id}`
                : '/console/partners'
            }
            className={LINK}
          >
            Invite partners
          </Link>{' '}
          to the campaign; their clicks and sales show here.
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="start-title"
      className="rounded-lg border border-dashed border-slate-300 bg-white p-5"
      data-testid="getting-started"
    >
      <h2 id="start-title" className="text-base font-semibold text-slate-900">
        Nothing to count yet: start here
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        {steps.map((s, i) => (
          <li key={i} className={s.done ? 'text-slate-500 line-through' : undefined}>
            {s.done ? <span className="sr-only">Done: </span> : null}
            {s.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
