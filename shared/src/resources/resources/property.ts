import type { FieldOption } from './types';

const opts = (pairs: readonly (readonly [string, string])[]): readonly FieldOption[] => pairs.map(([value, label]) => ({ value, label }));

/**
 * DOMAIN.md property types and area units: one list for every domain that names a property (a
 * case, a fee slab, a broker's quote, a market transaction, a project).
 */
export const PROPERTY_TYPE_OPTIONS = opts([
  ['RES_FLAT', 'Residential flat'],
  ['INDEPENDENT_HOUSE', 'Independent house'],
  ['ROW_HOUSE', 'Row house'],
  ['PLOT', 'Plot'],
  ['COMMERCIAL_SHOP', 'Commercial shop'],
  ['OFFICE', 'Office'],
  ['INDUSTRIAL', 'Industrial'],
  ['AGRI_LAND', 'Agricultural land'],
  ['MIXED', 'Mixed use'],
]);

/** DOMAIN.md "Case" purposes: a case's purpose, and the document checklist kept by purpose (masters). */
export const PURPOSE_OPTIONS = opts([
  ['HOME_LOAN', 'Home loan'],
  ['LAP', 'Loan against property'],
  ['BT_TOPUP', 'Balance transfer / top-up'],
  ['CONSTRUCTION', 'Construction'],
  ['RESALE', 'Resale'],
  ['REVALUATION', 'Revaluation'],
  ['STAGE_VISIT', 'Stage visit'],
  ['NPA_SARFAESI', 'NPA / SARFAESI'],
  ['OTHER', 'Other'],
]);

/** NDMA hazard values of a case and of a project: IS 1893:2025 zones II to VI. */
export const SEISMIC_ZONE_OPTIONS = opts([
  ['II', 'Zone II'],
  ['III', 'Zone III'],
  ['IV', 'Zone IV'],
  ['V', 'Zone V'],
  ['VI', 'Zone VI'],
]);

/** The hazard flags (flood, cyclone, landslide, coastal zone) as cases, projects and the NDMA master store them. */
export const YES_NO_OPTIONS = opts([
  ['Y', 'Yes'],
  ['N', 'No'],
]);

export const AREA_UNIT_OPTIONS = opts([
  ['SQFT', 'sq ft'],
  ['SQM', 'sq m'],
  ['ACRE', 'acre'],
  ['HECTARE', 'hectare'],
]);

/** A web address staff can open: http(s) only (no javascript: or data: links in a list). */
export const WEB_URL_PATTERN = '^https?://[^\\s<>"]+$';
export const WEB_URL_MESSAGE = 'URL must start with http:// or https://';
