import type { NetworkRow } from '@/lib/services/networks';
import type { NetworkOut } from '@/lib/schemas/network';
import type { LocaleCode } from '@/lib/schemas/enums';

/** The Network object of GET /network. Legacy: network_id is an integer here, a string elsewhere. */
export function presentNetwork(row: NetworkRow): NetworkOut {
  return {
    network_id: row.id,
    network_name: row.name,
    network_description: row.description,
    network_notes: row.notes,
    network_application_id: row.applicationId,
    auto_approve_publishers: row.autoApprovePartners ? 'y' : 'n',
    default_campaign_id: row.defaultCampaignId === null ? null : String(row.defaultCampaignId),
    cm_client_id: row.cmClientId,
    network_contact_email: row.contactEmail,
    network_locale: row.locale as LocaleCode,
  };
}
