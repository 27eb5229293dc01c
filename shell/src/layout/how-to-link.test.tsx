import { screen, waitFor } from '@testing-library/react';
import { baseApi, http, removeLogin, store } from 'shared/core';
import { renderApp, signInWithRights } from '../../../tools/jest/render';
import { HowToLink } from './how-to-link';

beforeEach(() => {
  jest.restoreAllMocks();
  store.dispatch(removeLogin());
  store.dispatch(baseApi.util.resetApiState());
});

test('a page with a guide gets a "How to" link to that guide', async () => {
  jest.spyOn(http, 'request').mockResolvedValue({ data: { data: [{ id: 3, title: 'Applying for leave' }] } });
  signInWithRights('tutorial_page', 'leave_management');
  renderApp(<HowToLink path="/admin/leaveManagement" title="Leave Management" />);
  const link = await screen.findByRole('link', { name: 'How to: Leave Management' });
  expect(link).toHaveAttribute('href', '/admin/softwareTutorial?guide=3');
  expect(link).toHaveTextContent('How to');
  expect(http.request).toHaveBeenCalledWith(expect.objectContaining({ url: 'tutorials/for', params: { path: '/admin/leaveManagement' } }));
});

test('no link when the page has no guide', async () => {
  jest.spyOn(http, 'request').mockResolvedValue({ data: { data: [] } });
  signInWithRights('tutorial_page');
  renderApp(<HowToLink path="/admin/assetsMaster" title="Assets Master" />);
  await waitFor(() => expect(http.request).toHaveBeenCalled());
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('no lookup and no link without the tutorial page right', () => {
  jest.spyOn(http, 'request').mockResolvedValue({ data: { data: [{ id: 3, title: 'x' }] } });
  signInWithRights('leave_management');
  renderApp(<HowToLink path="/admin/leaveManagement" title="Leave Management" />);
  expect(http.request).not.toHaveBeenCalled();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
