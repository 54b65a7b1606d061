/**
 * Where to send the browser after signing in (or any redirect whose target a user could
 * choose): only a path of our own site. Browsers drop tabs and newlines from URLs and read
 * `\` as `/`, so `/<tab>/evil.test` and `/\evil.test` mean `//evil.test`, another host; any
 * such character, a second leading slash, a scheme, or an encoded form of them (decoded
 * once before checking) makes the target the default instead.
 *
 * Outside lib/auth so that components (the login form) can use it too.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    // Whitespace, control characters (C0, DEL, C1), and the invisible format characters.
    if (/[\s\p{Cc}\p{Cf}\\]/u.test(candidate)) return fallback;
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  }
  return target;
}

/**
 * The same rule for an absolute or relative URL next-auth hands its redirect callback:
 * same-origin URLs become their path; everything else becomes the fallback.
 */
export function safeRedirectUrl(url: string, baseUrl: string, fallback = '/'): string {
  if (url.startsWith('/')) return safeRedirectPath(url, fallback);
  try {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(baseUrl).origin) return fallback;
    return safeRedirectPath(`${parsed.pathname}${parsed.search}${parsed.hash}`, fallback);
  } catch {
    return fallback;
  }
}
