import type { OutgoingEmail } from '../emails';

const WORDS = {
  en: {
    subject: (n: number) => `You've been paid: self-bill ${n}`,
    body: (amount: string, currency: string, n: number, network: string) =>
      `${network} has paid you ${amount} ${currency} (self-bill ${n}).\n\nThe self-bill is in the Payments section of your partner area.\n`,
  },
  de: {
    subject: (n: number) => `Sie wurden bezahlt: Gutschrift ${n}`,
    body: (amount: string, currency: string, n: number, network: string) =>
      `${network} hat Ihnen ${amount} ${currency} gezahlt (Gutschrift ${n}).\n\nDie Gutschrift finden Sie unter Zahlungen in Ihrem Partnerbereich.\n`,
  },
  fr: {
    subject: (n: number) => `Vous avez été payé : autofacture ${n}`,
    body: (amount: string, currency: string, n: number, network: string) =>
      `${network} vous a versé ${amount} ${currency} (autofacture ${n}).\n\nL'autofacture se trouve dans la rubrique Paiements de votre espace partenaire.\n`,
  },
  es: {
    subject: (n: number) => `Le hemos pagado: autofactura ${n}`,
    body: (amount: string, currency: string, n: number, network: string) =>
      `${network} le ha pagado ${amount} ${currency} (autofactura ${n}).\n\nLa autofactura está en la sección Pagos de su área de socio.\n`,
  },
} as const;

/** The "you've been paid" e-mail, in the partner's contact language (English otherwise). */
export function paidEmail(p: {
  networkId: number;
  networkName: string;
  to: string;
  locale: string;
  number: number;
  total: string;
  currency: string;
}): OutgoingEmail {
  const words =
    WORDS[
      (p.locale.slice(0, 2) as keyof typeof WORDS) in WORDS
        ? (p.locale.slice(0, 2) as keyof typeof WORDS)
        : 'en'
    ];
  return {
    networkId: p.networkId,
    to: p.to,
    kind: 'payment_paid',
    subject: words.subject(p.number),
    body: words.body(p.total, p.currency, p.number, p.networkName),
  };
}
