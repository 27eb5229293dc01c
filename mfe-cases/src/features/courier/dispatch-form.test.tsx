import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLookups, openForm as open, save } from '../../../../tools/jest/form';
import { dispatchResource } from '../../model';

mockLookups();
jest.setTimeout(30_000);

test('dispatch: status offers only legal next steps and DELIVERED needs delivery details', async () => {
  open(dispatchResource, 'update', { id: 1, version: 1, dispatch_no: 'DSP/2526/000001', company_branch_id: 1, addressee: 'SBI', status: 'IN_TRANSIT', copies: 1, courier_company: 'Blue Dart', awb_no: 'BD123456', dispatched_on: '2025-06-02', case_nos: [], enclosures: [] });
  const status = screen.getByRole('combobox', { name: 'Status' });
  const offered = Array.from((status as HTMLSelectElement).options).map((o) => o.textContent);
  expect(offered).toEqual(['Select Status', 'In transit', 'Delivered', 'Returned', 'Lost']);
  await userEvent.selectOptions(status, 'DELIVERED');
  await save();
  expect(await screen.findByText('Delivered On is required')).toBeInTheDocument();
  expect(screen.getByText('Received By is required')).toBeInTheDocument();
});
