import { useState } from 'react';
import type { ResponseBody } from '@/lib/client/api';
import type { DiscoverySettingsBody } from '@/lib/client/hooks/discovery-settings';

type Settings = ResponseBody<'/v2/networks/{networkId}/marketplace/settings/advertisers', 'get'>;
export type DiscoveryAdvertiser = Settings['advertisers'][number];
export type DiscoveryCampaign = DiscoveryAdvertiser['campaigns'][number];

type Edits = Record<string, boolean>;

/** Sets a value, or drops the edit when it is back to what the server has. */
function edit(edits: Edits, id: string, value: boolean, stored: boolean): Edits {
  const next = { ...edits };
  if (value === stored) delete next[id];
  else next[id] = value;
  return next;
}

/**
 * The unsaved changes to the discovery settings: the toggles show them over the stored values,
 * and the PUT body names only the brands and campaigns that changed.
 */
export function useDiscoveryEdits(advertisers: DiscoveryAdvertiser[]) {
  const [brands, setBrands] = useState<Edits>({});
  const [campaigns, setCampaigns] = useState<Edits>({});
  const participating = (a: DiscoveryAdvertiser) => brands[a.id] ?? a.participating;
  const shown = (c: DiscoveryCampaign) => campaigns[c.id] ?? c.shown;
  const changes = Object.keys(brands).length + Object.keys(campaigns).length;

  function body(): DiscoverySettingsBody {
    const out: DiscoverySettingsBody['advertisers'] = [];
    for (const a of advertisers) {
      const changed = a.campaigns.filter((c) => c.id in campaigns);
      if (!(a.id in brands) && changed.length === 0) continue;
      out.push({
        id: a.id,
        ...(a.id in brands ? { participating: brands[a.id] } : {}),
        ...(changed.length
          ? { campaigns: changed.map((c) => ({ id: c.id, shown: campaigns[c.id] })) }
          : {}),
      });
    }
    return { advertisers: out };
  }

  return {
    participating,
    shown,
    changes,
    setParticipating: (a: DiscoveryAdvertiser, value: boolean) =>
      setBrands((e) => edit(e, a.id, value, a.participating)),
    setShown: (c: DiscoveryCampaign, value: boolean) =>
      setCampaigns((e) => edit(e, c.id, value, c.shown)),
    body,
    reset: () => {
      setBrands({});
      setCampaigns({});
    },
  };
}

export type DiscoveryEdits = ReturnType<typeof useDiscoveryEdits>;
