/**
 * Terms HTML (network terms, campaign custom terms). The server sanitised it when it was
 * published (lib/services/html.ts: a short list of tags, http(s) links and images only), and
 * the pages' CSP runs no inline script either way.
 */
export function RichText({
  html,
  className = '',
  label,
}: {
  html: string;
  className?: string;
  label?: string;
}) {
  return (
    <div
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={`space-y-2 text-sm leading-relaxed text-slate-800 [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:whitespace-pre-wrap [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
