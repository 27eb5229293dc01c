import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { box, fill, mockLookups, openForm as open, save } from '../../../../tools/jest/form';
import { branchMasterResource } from '../../model';

mockLookups();
jest.setTimeout(30_000);

test('GSTIN: check character and state code, IFSC-like patterns on the branch form', async () => {
  open(branchMasterResource);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka');
  await fill(box('GSTIN'), '27AAPFU0939F1ZO');
  await save();
  expect(await screen.findByText('Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV')).toBeInTheDocument();
  await userEvent.clear(box('GSTIN'));
  await fill(box('GSTIN'), '27AAPFU0939F1ZV');
  await save();
  expect(await screen.findByText('GSTIN must start with 29, the state code of Karnataka')).toBeInTheDocument();
  expect(screen.getByText('Branch Name is required')).toBeInTheDocument();
});
