/**
 * Partner collections: a network's saved selections of partners (staff only), with set-based
 * adds and removals by ids or by the v2 partner list filters.
 */

export type { PartnerSelection } from './collection-members';
export { listCollections, type CollectionRecord } from './read-collections';
export { changeCollectionPartners, createCollection, deleteCollection } from './write-collections';
