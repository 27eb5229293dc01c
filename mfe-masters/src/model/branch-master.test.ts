import { validateRecord } from 'shared/resources';
import { branchMasterResource } from './branch-master';

test('record rules: GSTIN of the chosen state', () => {
  expect(
    validateRecord(branchMasterResource, { code: 'BLR', branch_name: 'B', state: 'Karnataka', gstin: '27AAPFU0939F1ZV' }, 'create'),
  ).toEqual({
    gstin: 'GSTIN must start with 29, the state code of Karnataka',
  });
});
