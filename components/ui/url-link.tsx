/** A URL shown as itself, opening in a new tab (`className` sets its size and wrapping). */
export function UrlLink({ url, className }: { url: string; className: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {url}
    </a>
  );
}
