import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        There is no page at this address in your partner area.
      </p>
      <Link href="/partner" className={`${buttonClass('primary')} mt-4`}>
        Back to your partner area
      </Link>
    </div>
  );
}
