/**
 * Communications: drafts that network staff write to partners, recipients by id or by segments
 * resolved at send time, scheduling, delivery through the job queue with one message per
 * recipient, one-click unsubscribe and the summary (docs/communications.md).
 */

export type { CommunicationRow } from './find-communication';
export type { RecipientSegments } from '@/lib/db/schema';
export type { CommunicationChanges } from './write-communications';
export {
  createCommunication,
  updateCommunication,
  deleteCommunication,
} from './write-communications';
export {
  listCommunications,
  getCommunication,
  communicationRecipientCount,
  type CommunicationStatus,
} from './read-communications';
export {
  sendCommunication,
  cancelCommunication,
  startDueCommunications,
  COMMUNICATION_DELIVERY,
  MIN_SCHEDULE_MS,
} from './send-communication';
export { runCommunicationDelivery, SENDING_LEASE_MS, MAX_ATTEMPTS } from './deliver-communication';
export { unsubscribeByToken } from './unsubscribe';
export { communicationSummary, type CommunicationSummary } from './communication-summary';
export { sendCommunicationPreview } from './send-preview';
export { PLACEHOLDERS, fillPlaceholders } from './placeholders';
export { communicationMessageId } from './communication-mail';
