import type { FieldOption, ResourceDesc } from 'shared/resources';

export const POSITION_SOURCE_OPTIONS: readonly FieldOption[] = [
  { value: 'CHECK_IN', label: 'Check in' },
  { value: 'PHOTO', label: 'Site photo geotag' },
];

/** One person's last known position (GET employee-locations). */
export interface LastPosition {
  user_id: number;
  name: string;
  designation: string;
  lat: number;
  lng: number;
  accuracy_m: number | null;
  source: string;
  note: string | null;
  at: string;
  visits_today: number;
}

/** A link that opens the point in the phone's or computer's map app. */
export const mapLink = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;

/** The check-in a field engineer sends from their phone (POST employee-locations/check-in). */
export const checkInResource: ResourceDesc = {
  name: 'check-in',
  title: 'Check In',
  singular: 'check-in',
  path: 'employee-locations/check-in',
  right: 'emp_loc_page',
  titleField: 'note',
  fields: [
    { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90, step: 0.000001 },
    { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180, step: 0.000001 },
    { name: 'accuracy_m', label: 'Accuracy (m)', type: 'number', min: 0, max: 100_000 },
    { name: 'note', label: 'Note', type: 'text', maxLength: 200, placeholder: 'e.g. At site for BR/2526/000123' },
  ],
  columns: [],
  searchable: [],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [25],
  maxPageSize: 100,
  messages: { created: 'Checked In!', updated: 'Checked In!', deleted: 'Removed!' },
};
