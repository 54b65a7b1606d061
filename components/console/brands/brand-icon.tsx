import { imageSrc } from '@/lib/client/image-src';

/** A brand's icon as served by the app, or its initial. */
export function BrandIcon({
  src,
  name,
  size = 'h-8 w-8',
}: {
  src: string | null;
  name: string;
  size?: string;
}) {
  if (src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by our API at a stable URL
      <img
        src={imageSrc(src)}
        alt={`${name} icon`}
        className={`${size} shrink-0 rounded border border-slate-200 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded bg-slate-200 text-xs font-semibold text-slate-600`}
    >
      {name.slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
