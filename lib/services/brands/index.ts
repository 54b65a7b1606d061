/** Brands (advertisers) of a network: create, read and list, update. */

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
