import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Registry } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { HomeOrMissing } from './home-or-missing';
import { allPages } from './pages';

const remote = (name: string, path: string) => ({
  name,
  package: name.replace('_', '-'),
  version: '1.0.0',
  entry: `/remotes/${name}/remoteEntry.js`,
  pages: [{ path, title: path, module: './Page' }],
});
const Where = () => <p>at {useLocation().pathname}</p>;
const mount = (registry: Registry, route: string, reload = jest.fn()) =>
  renderApp(
    <Routes>
      <Route path="/admin/index" element={<Where />} />
      <Route path="*" element={<HomeOrMissing pages={allPages(registry)} reload={reload} />} />
    </Routes>,
    { route },
  );

test('an unknown address leads to the dashboard when a published remote serves it', async () => {
  mount({ remotes: { mfe_dashboard: remote('mfe_dashboard', '/admin/index') } }, '/dashboard');
  expect(await screen.findByText('at /admin/index')).toBeInTheDocument();
});

test('without a published dashboard (remotes still building on a first start) it says so, with a Reload, instead of redirecting', async () => {
  const reload = jest.fn();
  mount({ remotes: { mfe_auth: remote('mfe_auth', '/auth/login') } }, '/dashboard', reload);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('This page is not available yet');
  expect(notice).toHaveTextContent('No published module serves /dashboard.');
  expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
