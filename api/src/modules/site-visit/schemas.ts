/** PUT /api/site-visits/{id}/measurements: the unit and the measured rectangles. */
export const measurementsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['unit', 'rows'],
  properties: {
    unit: { type: 'string', enum: ['FT', 'M'] },
    rows: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'kind', 'length', 'width'],
        properties: {
          label: { type: 'string', minLength: 1, maxLength: 60 },
          kind: { type: 'string', enum: ['ROOM', 'OVERALL', 'LAND'] },
          length: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
          width: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
        },
      },
    },
  },
} as const;

export const measurementsMessages = {
  unit: { default: 'Choose feet or metres.' },
  rows: { default: 'Each measurement needs a name, a kind, and a length and width above 0.' },
};
