import type { NetworkStatus } from '../partner/shell/session-context';

/** What each network status means for a partner, in the partner's words. */
export const STATUS_TEXT: Record<
  NetworkStatus,
  { title: string; tone: 'green' | 'amber' | 'red' | 'slate'; body: (network: string) => string }
> = {
  a: {
    title: 'Approved',
    tone: 'green',
    body: (network) =>
      `You are a partner of ${network}. Find campaigns and request to join them; campaigns that approve partners automatically accept you at once.`,
  },
  p: {
    title: 'Waiting for review',
    tone: 'amber',
    body: (network) =>
      `${network} reviews new partners before they can join campaigns. Meanwhile, complete your profile and add your websites and databases: the network and its brands look at them. You can request campaigns as soon as you are approved.`,
  },
  r: {
    title: 'Not accepted',
    tone: 'red',
    body: (network) =>
      `${network} did not accept your application, so you cannot request campaigns, and campaigns you were on have ended. Your profile stays available; contact the network if you think this is a mistake.`,
  },
  n: {
    title: 'Not a member',
    tone: 'slate',
    body: (network) =>
      `${network} lists you as no longer a member, so you cannot request campaigns. Contact the network to rejoin.`,
  },
};

/** The message right after signing up: approved at once, or waiting for review. */
export function signupOutcome(
  status: NetworkStatus,
  network: string,
): { title: string; body: string } {
  return status === 'a'
    ? {
        title: 'You are approved',
        body: `${network} approves new partners at once: you can find campaigns and request to join them now.`,
      }
    : {
        title: 'Your application is waiting for review',
        body: `${network} reviews every new partner. You can sign in, complete your profile and add your websites and databases now; requesting campaigns opens once the network approves you.`,
      };
}

/**
 * The reference's codes that are no language tag, as the language they stand for: "jp" is
 * Japanese, "fl" Flemish (Dutch as spoken in Belgium) and "po" Polish (the reference lists it
 * beside "pl", as "jp" beside "ja"-less Japanese).
 */
const LEGACY_TAGS: Record<string, string> = { jp: 'ja', fl: 'nl-BE', po: 'pl' };

/**
 * "de" -> "German (de)", "pt_br" -> "Brazilian Portuguese (pt_br)", named in `inLanguage`
 * (English by default): the code stays beside the name, as several codes share one language.
 */
export function localeName(code: string, inLanguage = 'en'): string {
  try {
    const tag = LEGACY_TAGS[code] ?? code.replace('_', '-');
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
