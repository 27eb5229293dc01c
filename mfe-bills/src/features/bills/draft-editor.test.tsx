import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, http, store } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import type { BillDetail, BillLine } from '../../model';
import { DraftEditor } from './draft-editor';

jest.setTimeout(30_000);

const QUOTED: BillLine = {
  id: 41,
  case_id: 9,
  case_no: 'MUM/2526/00009',
  description: 'Valuation fee: MUM/2526/00009',
  fee: 7500,
  expenses: 0,
  fee_override_reason: null,
  case_fee: null,
  quoted_fee: 7500,
  fee_state: 'QUOTED',
};
// Only what the editor reads of a draft.
const BILL = { id: 5, version: 3, due_date: '2026-12-24', lines: [QUOTED] } as unknown as BillDetail;

const request = jest.spyOn(http, 'request');
beforeEach(() => {
  store.dispatch(baseApi.util.resetApiState());
  request.mockReset().mockImplementation(async (config) => {
    if (config.method === 'PUT' && config.url === 'bills/5')
      return { data: { data: BILL, message: 'Successfully Updated The Bill!' } } as never;
    throw { status: 500, statusText: 'Internal Server Error', message: 'unexpected', display: 'unexpected' };
  });
});

test('an edited quoted fee is an override: the reason becomes required, and goes back to optional at the quote', async () => {
  const onSaved = jest.fn();
  renderApp(<DraftEditor bill={BILL} onSaved={onSaved} />);
  const fee = screen.getByLabelText('Fee for MUM/2526/00009');
  const reason = screen.getByRole('textbox', { name: /Reason for a changed fee/ });
  expect(screen.getByText('Quoted from the fee schedule: ₹7,500.00')).toBeInTheDocument();
  expect(reason).not.toBeRequired();

  await userEvent.clear(fee);
  await userEvent.type(fee, '8000');
  expect(reason).toBeRequired();
  expect(screen.getByText('The fee is overridden: give the reason.')).toBeInTheDocument();

  await userEvent.type(reason, 'Second visit agreed with the branch');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByRole('button', { name: 'Save draft' });
  expect(onSaved).toHaveBeenCalled();
  const put = request.mock.calls.find(([c]) => c.method === 'PUT')![0];
  expect(put.data).toEqual(
    expect.objectContaining({
      lines: [{ id: 41, fee: 8000, expenses: 0, fee_override_reason: 'Second visit agreed with the branch' }],
    }),
  );

  await userEvent.clear(fee);
  await userEvent.type(fee, '7500');
  expect(reason).not.toBeRequired();
  expect(screen.queryByText('The fee is overridden: give the reason.')).not.toBeInTheDocument();
});
