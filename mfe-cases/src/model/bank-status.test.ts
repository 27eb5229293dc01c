import { BANK_CANCELLABLE_STATES, BANK_REPORT_STATES, BANK_STAGE_LABELS, bankStageOf } from './bank-status';
import { CASE_STATES } from './flow';

test('every state of the flow reads in the bank’s words; a held or queried case shows where it was held from', () => {
  expect(CASE_STATES.map((s) => BANK_STAGE_LABELS[bankStageOf(s, 'WIP')])).toEqual([
    'Received',
    'Site visit scheduled',
    'Site visit done',
    'Under valuation',
    'Under review',
    'Report released',
    'Dispatched',
    'Dispatched',
    'Under valuation',
    'Under valuation',
    'Under valuation',
    'Cancelled',
  ]);
  expect(bankStageOf('QUERY_PENDING', 'ALLOCATED')).toBe('SITE_VISIT_SCHEDULED');
  expect(bankStageOf('ON_HOLD', null)).toBe('RECEIVED');
});

test('the report is the bank’s from release on; a request is cancellable only before allocation', () => {
  expect(BANK_REPORT_STATES).toEqual(['RELEASED', 'DISPATCHED', 'CLOSED']);
  expect(BANK_CANCELLABLE_STATES).toEqual(['INITIATED']);
});
