import { screen } from '@testing-library/react';
import { renderApp } from '../../../../tools/jest/render';
import RequestValuationPage from './request-valuation-page';

jest.setTimeout(30_000);

test('staff on the page itself are pointed to the staff list', async () => {
  renderApp(<RequestValuationPage />, { route: '/admin/requestValuation' });
  expect(await screen.findByRole('link', { name: 'Cases Uploaded Online' })).toHaveAttribute('href', '/admin/CasesUplaodedOnline');
});

test('staff on the Branch Dashboard, where the shell shows this page first, see nothing of it', () => {
  const { container } = renderApp(<RequestValuationPage />, { route: '/admin/branchDashboard' });
  expect(container).toBeEmptyDOMElement();
});
