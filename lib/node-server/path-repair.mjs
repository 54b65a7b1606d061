// Malformed paths. A `%` not followed by two hex digits, or bytes that are not UTF-8 (`/%ff`),
// make Next.js's decodeURIComponent of the route params throw; it answers a bare text 500. We
// escape such a `%` as `%25` and each undecodable escape likewise, so the path reaches the
// routes (and the catch-all's 404 in the version's error body) as literal text.

/** The request target with every percent escape of its path made decodable. */
export function repairPath(url) {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    // Keep each run of escapes that decodes as UTF-8; escape every other `%` literally.
    const repaired = path.replace(/(?:%[0-9a-fA-F]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
    return repaired + rest;
  }
}

export function repairRequestPath(req) {
  if (typeof req.url === 'string' && req.url.includes('%')) req.url = repairPath(req.url);
}
