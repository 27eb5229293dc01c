import { defineResource, LOOKUPS, type FieldDesc } from 'shared/resources';
import { projectField } from './projects';

/** The components an engineer rates at each stage visit, in building order. */
export const STAGE_COMPONENTS = [
  { name: 'plinth_pct', label: 'Plinth %' },
  { name: 'rcc_pct', label: 'RCC %' },
  { name: 'brickwork_pct', label: 'Brickwork %' },
  { name: 'plaster_pct', label: 'Plaster %' },
  { name: 'flooring_pct', label: 'Flooring %' },
  { name: 'electrical_pct', label: 'Electrical %' },
  { name: 'plumbing_pct', label: 'Plumbing %' },
  { name: 'woodwork_pct', label: 'Woodwork %' },
  { name: 'painting_pct', label: 'Painting %' },
] as const;

const pct = (name: string, label: string, required = false): FieldDesc => ({
  name,
  label,
  type: 'number',
  min: 0,
  max: 100,
  step: 0.5,
  required,
});

/**
 * Stage visits of under-construction projects (/admin/StageUpdationReport, Case menu, right
 * case_master_page): the engineer's overall and per-component completion on a visit date.
 */
export const stageVisitsResource = defineResource({
  name: 'stage-visits',
  title: 'Stage Updation Report',
  singular: 'stage visit',
  path: 'stage-visits',
  table: 'project_stage_visits',
  right: 'case_master_page',
  titleField: 'visited_on',
  fields: [
    projectField,
    { name: 'visited_on', label: 'Visit Date', type: 'date', required: true },
    {
      name: 'engineer_id',
      label: 'Engineer',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'engineer_name' },
    },
    pct('overall_pct', 'Overall %', true),
    ...STAGE_COMPONENTS.map((c) => pct(c.name, c.label)),
    { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 1000, width: 'full' },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'project_id', sortable: true },
    { field: 'visited_on', sortable: true },
    'engineer_id',
    { field: 'overall_pct', sortable: true },
    ...STAGE_COMPONENTS.map((c) => c.name),
  ],
  searchable: ['remarks'],
  defaultSort: { field: 'visited_on', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Stage Visit!',
    updated: 'Successfully Updated The Stage Visit!',
    deleted: 'Deleted The Stage Visit!',
  },
});

/** One point of a project's progress chart (GET /api/projects/{id}/progress). */
export interface ProgressPoint {
  visited_on: string;
  overall_pct: number;
  components: Record<(typeof STAGE_COMPONENTS)[number]['name'], number | null>;
}
