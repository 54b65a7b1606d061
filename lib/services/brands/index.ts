/** Brands (advertisers) of a network: create, read and list, update. */

export { type BrandChanges, type BrandInput } from './brand-fields';
export { createBrand } from './create-brand';
export {
  getBrand,
  listBrands,
  listNetworkBrands,
  listUserBrands,
  type BrandRecord,
  type BrandRow,
  type BrandSummary,
} from './read-brands';
export { listMyBrands, type MyBrand } from './read-my-brands';
export { updateBrand } from './update-brand';
export {
  brandSettingsOf,
  readBrandSettings,
  updateBrandSettings,
  type BrandSettings,
} from './brand-settings';
