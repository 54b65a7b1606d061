/**
 * Query keys for React Query, one factory per resource. Every key of a resource starts with
 * its name, so invalidating `keys.partners.all` refreshes every partner query at once.
 */
export type ListParams = Record<string, string | number | undefined>;
type Id = string | number;

export const keys = {
  me: ['me'] as const,
  partners: {
    all: ['partners'] as const,
    lists: () => ['partners', 'list'] as const,
    list: (networkId: Id, params: ListParams) =>
      ['partners', 'list', String(networkId), params] as const,
    detail: (id: Id) => ['partners', 'detail', String(id)] as const,
    participations: (id: Id) => ['partners', 'participations', String(id)] as const,
    history: (campaignId: Id, partnerId: Id) =>
      ['partners', 'history', String(campaignId), String(partnerId)] as const,
    counts: (networkId: Id, ids: Id[]) =>
      ['partners', 'counts', String(networkId), ids.map(String)] as const,
  },
  brands: {
    all: ['brands'] as const,
    list: (params: ListParams) => ['brands', 'list', params] as const,
    detail: (id: Id) => ['brands', 'detail', String(id)] as const,
  },
  campaigns: {
    all: ['campaigns'] as const,
    ofBrand: (brandId: Id, params: ListParams) =>
      ['campaigns', 'brand', String(brandId), params] as const,
    detail: (id: Id) => ['campaigns', 'detail', String(id)] as const,
    /** The v3 record: lock period and sale limits. */
    v3: (id: Id) => ['campaigns', 'v3', String(id)] as const,
    /** Every participant list of one campaign, whatever the status (a prefix of `partners`). */
    partnersOf: (id: Id) => ['campaigns', 'partners', String(id)] as const,
    partners: (id: Id, status?: string) =>
      ['campaigns', 'partners', String(id), status ?? 'all'] as const,
  },
  terms: {
    all: ['terms'] as const,
    history: (networkId: Id) => ['terms', 'history', String(networkId)] as const,
    acknowledgements: (networkId: Id, params: ListParams) =>
      ['terms', 'acknowledgements', String(networkId), params] as const,
  },
  /** The partner area: what a partner discovers, its campaigns by status, campaign terms; sign-up. */
  partnerArea: {
    all: ['partner-area'] as const,
    discover: (partnerId: Id) => ['partner-area', 'discover', String(partnerId)] as const,
    campaigns: (partnerId: Id, status: string) =>
      ['partner-area', 'campaigns', String(partnerId), status] as const,
    campaignTerms: (campaignId: Id) =>
      ['partner-area', 'campaign-terms', String(campaignId)] as const,
  },
  signup: (networkId: Id, locale: string, country: string) =>
    ['signup', String(networkId), locale, country] as const,
  users: {
    all: ['users'] as const,
    list: (networkId: Id, params: ListParams) =>
      ['users', 'list', String(networkId), params] as const,
  },
  /** The audit log: one infinite (cursor-paged) list per network and filter set. */
  audit: {
    list: (networkId: Id, params: ListParams) =>
      ['audit', 'list', String(networkId), params] as const,
  },
  /** Brand invoices per network and filter set. */
  invoices: {
    all: ['invoices'] as const,
    list: (networkId: Id, params: Record<string, string>) =>
      ['invoices', 'list', String(networkId), params] as const,
  },
  /** Webhook endpoints and each one's delivery log. */
  webhooks: {
    all: ['webhooks'] as const,
    list: (networkId: Id, params: ListParams) =>
      ['webhooks', 'list', String(networkId), params] as const,
    detail: (networkId: Id, webhookId: Id) =>
      ['webhooks', 'detail', String(networkId), String(webhookId)] as const,
    deliveries: (networkId: Id, webhookId: Id, params: ListParams) =>
      ['webhooks', 'deliveries', String(networkId), String(webhookId), params] as const,
  },
};
