import { STATE_OPTIONS, options, type FieldOption, type ResourceDesc } from 'shared/resources';

/** Seismic zones of IS 1893 (Part 1):2025, which added zone VI for the Himalayan arc. */
export const SEISMIC_ZONE_OPTIONS: readonly FieldOption[] = options(['II', 'III', 'IV', 'V', 'VI']);
/** Basic wind speeds of IS 875 (Part 3), in m/s. */
export const WIND_SPEED_OPTIONS: readonly FieldOption[] = ['33', '39', '44', '47', '50', '55'].map((v) => ({
  value: v,
  label: `${v} m/s`,
}));
/** Stored as a case stores its NDMA flags, so the section is filled without translation. */
export const YES_NO_OPTIONS: readonly FieldOption[] = [
  { value: 'N', label: 'No' },
  { value: 'Y', label: 'Yes' },
];

/** What a case's NDMA section takes from the hazard master (GET /api/lookups/ndma). */
export interface NdmaHazard {
  state: string;
  district: string;
  seismic_zone: string;
  basic_wind_speed: string;
  flood_prone: string;
  cyclone_prone: string;
  landslide_prone: string;
  coastal_regulation_zone: string;
}
export const NDMA_FIELDS = [
  'seismic_zone',
  'basic_wind_speed',
  'flood_prone',
  'cyclone_prone',
  'landslide_prone',
  'coastal_regulation_zone',
] as const;

/**
 * /admin/ndmaParameter (ungated in the menu; changes need user_master_page), API /api/ndma-hazards:
 * the natural-hazard profile of each district (NDMA / BMTPC vulnerability atlas). A case's NDMA
 * section is filled from the row of its state and district.
 */
export const ndmaHazardsResource: ResourceDesc = {
  name: 'ndma-hazards',
  title: 'NDMA Parameters',
  singular: 'district hazard',
  path: 'ndma-hazards',
  right: 'user_master_page',
  openReads: true,
  titleField: 'district',
  fields: [
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true, requiredMessage: 'State is required' },
    { name: 'district', label: 'District', type: 'text', required: true, requiredMessage: 'District is required', maxLength: 100 },
    {
      name: 'seismic_zone',
      label: 'Seismic Zone',
      type: 'select',
      options: SEISMIC_ZONE_OPTIONS,
      required: true,
      default: 'III',
      help: 'IS 1893 (Part 1):2025',
    },
    {
      name: 'basic_wind_speed',
      label: 'Basic Wind Speed',
      type: 'select',
      options: WIND_SPEED_OPTIONS,
      required: true,
      default: '44',
      help: 'IS 875 (Part 3)',
    },
    { name: 'flood_prone', label: 'Flood Prone', type: 'select', options: YES_NO_OPTIONS, required: true, default: 'N' },
    { name: 'cyclone_prone', label: 'Cyclone Prone', type: 'select', options: YES_NO_OPTIONS, required: true, default: 'N' },
    { name: 'landslide_prone', label: 'Landslide Prone', type: 'select', options: YES_NO_OPTIONS, required: true, default: 'N' },
    {
      name: 'coastal_regulation_zone',
      label: 'Coastal Regulation Zone',
      type: 'select',
      options: YES_NO_OPTIONS,
      required: true,
      default: 'N',
    },
    { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 500, width: 'full' },
  ],
  columns: [
    { field: 'state', label: 'State', sortable: true },
    { field: 'district', label: 'District', sortable: true },
    { field: 'seismic_zone', label: 'Seismic Zone', sortable: true, width: '6rem' },
    { field: 'basic_wind_speed', label: 'Wind Speed', format: 'option' },
    { field: 'flood_prone', label: 'Flood', format: 'option' },
    { field: 'cyclone_prone', label: 'Cyclone', format: 'option' },
    { field: 'landslide_prone', label: 'Landslide', format: 'option' },
    { field: 'coastal_regulation_zone', label: 'CRZ', format: 'option' },
  ],
  searchable: ['state', 'district'],
  defaultSort: { field: 'state', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New NDMA Parameter!',
    updated: 'Successfully Updated The NDMA Parameter!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> =>
    v.coastal_regulation_zone === 'Y' && v.cyclone_prone === 'N' && v.basic_wind_speed === '33'
      ? { basic_wind_speed: 'A coastal district has a basic wind speed above 33 m/s' }
      : {},
};
