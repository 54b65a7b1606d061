/**
 * Attribution: which partner a conversion credits (attribute.ts holds the rules as one pure
 * function), the conversion URL's intake (postbacks and pixels), signed conversion URLs, and a
 * campaign's attribution settings. Recording itself is lib/services/conversions. Decisions:
 * docs/jobs-and-conversions.md#attribution.
 */

export {
  attribute,
  clickCounts,
  lastCountingClick,
  voucherCounts,
  type AttributionInput,
  type AttributionResult,
  type ClickCandidate,
  type VoucherCandidate,
} from './attribute';
export {
  ConversionPathError,
  parseConversionPath,
  type ParsedConversionPath,
} from './conversion-path';
export { signConversionPath, signatureMatches } from './signature';
export {
  getAttributionSettings,
  updateAttributionSettings,
  type AttributionSettings,
  type SettingsChange,
} from './settings';
export { trackConversion, type TrackedConversion } from './track-conversion';
export { testConversion, type ConversionTest, type TestConversionInput } from './test-conversion';
