import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { baseApi, http, removeLogin, signIn, store } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import type { CaseValuationReference } from '../../model';
import { ValuationReference } from './valuation-reference';

jest.setTimeout(30_000);

const REFERENCE: CaseValuationReference = {
  area_unit: 'SQFT',
  area: { field: 'carpet_area', value: 640 },
  ready_reckoner: {
    rate: 12_000,
    value: 7_680_000,
    master_rate: 129_167,
    master_per: 'sq m',
    year: 2026,
    zone: '12/3',
    local_name: 'Powai',
  },
  avm: {
    count: 0,
    estimate: null,
    low: null,
    high: null,
    rate: null,
    rate_low: null,
    rate_high: null,
    confidence: 0,
    confidence_label: 'None',
    floored: false,
    as_of: '2026-11-26',
  },
  avm_query: {},
};

const request = jest.spyOn(http, 'request');
let failing = true;
beforeEach(() => {
  failing = true;
  store.dispatch(baseApi.util.resetApiState());
  request.mockReset().mockImplementation(async (config) => {
    if (config.url !== 'cases/7/valuation-reference')
      throw { status: 404, statusText: 'Not Found', message: 'unexpected', display: 'unexpected' };
    if (failing)
      throw { status: 503, statusText: 'Service Unavailable', message: 'The database is busy. Try again.', display: 'Error:503' };
    return { data: { data: REFERENCE } } as never;
  });
  act(
    () =>
      void store.dispatch(
        signIn.fulfilled(
          {
            token: 't',
            user: { id: 1, name: 'Valuer', rights: [{ page: { name: 'work_in_progress_case_page' }, view_status: '1' }] } as never,
          } satisfies LoginResponse,
          'test',
          { kind: 'admin', email: 'x', password: 'y' },
        ),
      ),
  );
});
afterEach(() => act(() => void store.dispatch(removeLogin())));

const render = (values: Record<string, unknown> = {}) =>
  renderApp(
    <Formik initialValues={{ carpet_area: '640', ...values }} onSubmit={() => undefined}>
      <ValuationReference caseId={7} readOnly={false} />
    </Formik>,
  );

test('a failed lookup says so with the reason, and Retry shows the figures', async () => {
  render();
  expect(await screen.findByText('The ready reckoner and the AVM could not be looked up.')).toBeInTheDocument();
  expect(screen.getByText('The database is busy. Try again.')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Fill ready-reckoner rate' })).toBeInTheDocument();
  expect(screen.queryByText('The ready reckoner and the AVM could not be looked up.')).not.toBeInTheDocument();
});

test('once the form has unsaved changes, the figures say they are those of the saved case', async () => {
  failing = false;
  render();
  const fill = await screen.findByRole('button', { name: 'Fill ready-reckoner rate' });
  expect(screen.queryByText(/figures are those of the saved case/)).not.toBeInTheDocument();
  await userEvent.click(fill);
  expect(await screen.findByText('These figures are those of the saved case: Save to see your changes in them.')).toBeInTheDocument();
});
