/**
 * A click's country: the ISO 3166-1 alpha-2 code (upper case) a proxy or CDN in front of the
 * network resolved from the client's address and put in the header CLICK_COUNTRY_HEADER names
 * (Cloudflare's CF-IPCountry, CloudFront-Viewer-Country, nginx's geoip2 module). Nothing here
 * resolves addresses itself, and with no header configured no country is recorded: a header
 * nobody configured is whatever the client chose to send.
 */

const CODE = /^[A-Z]{2}$/;

/**
 * Two letters that name no country: ISO's user-assigned codes (AA, QM to QZ, XA to XZ, ZZ;
 * Cloudflare's unknown is XX) except XK, which geo-IP databases and CDNs use for Kosovo; and
 * the regions older geo-IP databases report (EU, AP). Cloudflare's Tor (T1) and MaxMind's A1,
 * A2, O1 already fail CODE.
 */
function placeholder(code: string): boolean {
  if (code === 'XK') return false;
  if (code === 'AA' || code === 'ZZ' || code === 'EU' || code === 'AP') return true;
  return code.startsWith('X') || (code.startsWith('Q') && code >= 'QM');
}

/** The country a header value names, or null (absent, malformed or a placeholder). */
export function clickCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  if (!code || !CODE.test(code) || placeholder(code)) return null;
  return code;
}
