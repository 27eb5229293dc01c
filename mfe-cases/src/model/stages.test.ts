import { caseStages } from './stages';

const at = (steps: ReturnType<typeof caseStages>) => steps.map((s) => `${s.state}:${s.at}`);

test('a case in valuation: the stages before are done, WIP is current, the rest ahead', () => {
  expect(at(caseStages('WIP'))).toEqual([
    'INITIATED:done',
    'ALLOCATED:done',
    'SITE_VISIT:done',
    'WIP:current',
    'STAGE_REVIEW:todo',
    'RELEASED:todo',
    'DISPATCHED:todo',
    'CLOSED:todo',
  ]);
  expect(caseStages('WIP')[3].label).toBe('Work in progress');
});

test('rework stands at valuation; a hold or query where it was held; a closed case is done to the end', () => {
  expect(caseStages('REWORK').find((s) => s.at === 'current')?.state).toBe('WIP');
  expect(caseStages('ON_HOLD', 'SITE_VISIT').find((s) => s.at === 'current')?.state).toBe('SITE_VISIT');
  expect(caseStages('QUERY_PENDING', 'STAGE_REVIEW').find((s) => s.at === 'current')?.state).toBe('STAGE_REVIEW');
  expect(caseStages('CLOSED').filter((s) => s.at === 'done')).toHaveLength(7);
});

test('a cancelled case has no current stage and is done as far as its history went', () => {
  const steps = caseStages('CANCELLED', null, ['INITIATED', 'ALLOCATED', 'ON_HOLD', 'CANCELLED']);
  expect(steps.some((s) => s.at === 'current')).toBe(false);
  expect(steps.filter((s) => s.at === 'done').map((s) => s.state)).toEqual(['INITIATED', 'ALLOCATED']);
});
