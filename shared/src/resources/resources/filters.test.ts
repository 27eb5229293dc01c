import { listFilters, parseFilters } from './filters';
import type { ResourceDesc } from './types';

const desc = {
  name: 'bills',
  title: 'Bills',
  singular: 'bill',
  path: 'bills',
  right: 'dashboard_page',
  titleField: 'no',
  fields: [
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'OPEN', label: 'Open' },
        { value: 'PAID', label: 'Paid' },
      ],
    },
    { name: 'kind', label: 'Kind', type: 'select', options: [{ value: 'A', label: 'A' }] },
  ],
  columns: [
    { field: 'no', label: 'Bill No' },
    { field: 'status', label: 'Status', format: 'option' },
    { field: 'kind', label: 'Kind', filter: false },
    { field: 'billed_on', label: 'Billed On', format: 'date' },
    { field: 'amount', label: 'Amount', format: 'money' },
  ],
  searchable: [],
  defaultSort: { field: 'no', order: 'asc' },
  pageSizes: [10],
  maxPageSize: 100,
  messages: { created: '', updated: '', deleted: '' },
} as ResourceDesc;

test('filters follow the columns: options, date range, number range; filter:false opts out', () => {
  expect(listFilters(desc).map((f) => [f.field, f.kind, f.params])).toEqual([
    ['status', 'options', ['status']],
    ['billed_on', 'date', ['billed_on_from', 'billed_on_to']],
    ['amount', 'number', ['amount_min', 'amount_max']],
  ]);
});

test('parses what the URL carries and names what is wrong', () => {
  const specs = listFilters(desc);
  const ok = parseFilters(specs, { status: 'OPEN,PAID', billed_on_from: '2026-04-01', amount_min: '100', amount_max: '2500.5' });
  expect(ok.errors).toEqual({});
  expect(ok.filters.map(({ spec, ...v }) => [spec.field, v])).toEqual([
    ['status', { values: ['OPEN', 'PAID'] }],
    ['billed_on', { from: '2026-04-01', to: undefined }],
    ['amount', { min: 100, max: 2500.5 }],
  ]);
  expect(parseFilters(specs, { status: 'OPEN,LOST', billed_on_from: '2026-04-31', amount_min: 'x' }).errors).toEqual({
    status: 'Choose valid Status values.',
    billed_on: 'Billed On dates must be real dates written YYYY-MM-DD.',
    amount: 'Amount limits must be numbers.',
  });
  expect(
    parseFilters(specs, { billed_on_from: '2026-04-02', billed_on_to: '2026-04-01', amount_min: '5', amount_max: '1' }).errors,
  ).toEqual({
    billed_on: 'To Date cannot be before From Date',
    amount: 'Amount: the upper limit is below the lower one.',
  });
});
