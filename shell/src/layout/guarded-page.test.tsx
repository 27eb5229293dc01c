import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Registry } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { allPages, sectionsOf } from '../federation/pages';
import { GuardedPage } from './guarded-page';

const remote = (name: string, pages: Registry['remotes'][string]['pages']) => ({
  name,
  package: name.replace('_', '-'),
  version: '1.0.0',
  entry: `/remotes/${name}/remoteEntry.js`,
  pages,
});
const registry: Registry = {
  remotes: {
    mfe_dash: remote('mfe_dash', [{ path: '/admin/branchDashboard', title: 'Branch Dashboard', module: './BranchPage' }]),
    mfe_cases: remote('mfe_cases', [
      { path: '/admin/requestValuation', title: 'Request a Valuation', module: './RequestPage', inside: '/admin/BranchDashboard' },
      { path: '/admin/queries', title: 'Queries', module: './QueriesPage', right: 'queries', inside: '/admin/branchDashboard' },
    ]),
  },
};
const pages = allPages(registry);
const host = pages.find((p) => p.page.path === '/admin/branchDashboard')!;

test('a page lists the pages of other remotes declared inside it (letter case ignored), and only those', () => {
  expect(sectionsOf(pages, host.page).map((p) => p.page.title)).toEqual(['Request a Valuation', 'Queries']);
  expect(sectionsOf(pages, pages.find((p) => p.page.path === '/admin/queries')!.page)).toEqual([]);
});

test('the sections another remote put inside a page come first, each under its own right', async () => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: () => (
      <p>{id === 'mfe_cases/RequestPage' ? 'The request form' : id === 'mfe_dash/BranchPage' ? 'The panels' : 'Queries list'}</p>
    ),
  }));
  const { container } = renderApp(<GuardedPage {...host} sections={sectionsOf(pages, host.page)} />);
  expect(await screen.findByText('The request form')).toBeInTheDocument();
  expect(await screen.findByText('The panels')).toBeInTheDocument();
  const texts = within(container)
    .getAllByText(/The (request form|panels)/)
    .map((e) => e.textContent);
  expect(texts).toEqual(['The request form', 'The panels']);
  expect(screen.queryByText('Queries list')).not.toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalledWith('mfe_cases/QueriesPage');
});
