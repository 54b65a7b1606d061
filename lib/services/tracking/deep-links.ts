import { httpUrl } from '@/lib/schemas/fields';

/**
 * Deep links: a click goes to the partner's deep link only when that URL's host is one of the
 * brand's deep-link domains or a subdomain of one (`shop.example` allows `shop.example` and
 * `www.shop.example`, never `evilshop.example`), or the host of the campaign's own default
 * destination (and its subdomains); and only while the campaign allows deep linking. Anything
 * else goes to the campaign's default destination and the refused link is kept on the click.
 */

/** A host name as compared: lower case, IDN as punycode, no trailing dot; null if not a host. */
export function normalizeDomain(input: string): string | null {
  const value = input.trim().toLowerCase().replace(/\.$/, '');
  if (!value || value.length > 253 || /[/?#@:\s\\]/.test(value)) return null;
  let host: string;
  try {
    host = new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
  if (!host || host.startsWith('[') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => !/^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(l))) return null;
  return host;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
};

const underDomain = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

/** Whether `url` is an http(s) URL a shopper may be sent to (the rule of every URL field). */
const isSendableUrl = (url: string): boolean => httpUrl().safeParse(url).success;

export interface DeepLinkRules {
  allowDeepLinking: boolean;
  domains: readonly string[];
  defaultDestination: string;
}

/** Whether the deep link may be followed under the campaign's and brand's rules. */
export function deepLinkAllowed(url: string, rules: DeepLinkRules): boolean {
  if (!rules.allowDeepLinking || !isSendableUrl(url)) return false;
  const host = hostOf(url);
  if (!host) return false;
  const own = hostOf(rules.defaultDestination);
  if (own && underDomain(host, own)) return true;
  return rules.domains.some((d) => underDomain(host, d));
}
