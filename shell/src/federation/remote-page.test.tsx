import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { removeLogin, store } from 'shared/core';
import { renderApp, signInWithRights } from '../../../tools/jest/render';
import { RemotePage } from './remote-page';
import { preloadOpenedPage } from './registry';

const remote = { name: 'mfe_x', package: 'mfe-x', version: '1.0.0', entry: '/remotes/mfe-x/1.0.0/remoteEntry.js', pages: [] };
// Loaders are cached per remote version and module for the page's life: each test uses its own module.
let n = 0;
const nextPage = () => ({ path: '/admin/x', title: 'X Page', module: `./XPage${++n}` });
const mockedLoad = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a loaded remote page renders its component', async () => {
  mockedLoad.mockResolvedValue({ default: () => <p>Hello from X</p> });
  const page = nextPage();
  renderApp(<RemotePage remote={remote} page={page} />);
  expect(await screen.findByText('Hello from X')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith(`mfe_x/${page.module.slice(2)}`);
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});

test('a remote that cannot load shows the contained panel after one retry, and Retry loads it again', async () => {
  mockedLoad.mockRejectedValue(new Error('ScriptNetworkError'));
  renderApp(<RemotePage remote={remote} page={nextPage()} />);
  expect(await screen.findByText('Module unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledTimes(2);
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue({ default: () => <p>Back again</p> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});

test('a remote that throws while rendering is contained too', async () => {
  mockedLoad.mockResolvedValue({
    default: () => {
      throw new Error('boom');
    },
  });
  renderApp(
    <>
      <p>Shell still here</p>
      <RemotePage remote={remote} page={nextPage()} />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('module-unavailable')).toBeInTheDocument());
  expect(screen.getByText('Shell still here')).toBeInTheDocument();
});

test('the opened page preloaded when the registry arrives is loaded once, and only when the user may open it', async () => {
  mockedLoad.mockResolvedValue({ default: () => <p>Preloaded X</p> });
  const page = { ...nextPage(), right: 'user_creation_page' as const };
  const registry = { remotes: { mfe_x: { ...remote, pages: [page] } } };
  // Signed in with the right, but another path.
  signInWithRights('user_creation_page');
  preloadOpenedPage(registry, '/admin/elsewhere');
  // Its path, signed in without its right, then signed out: the layout would not show it.
  signInWithRights('dashboard_page');
  preloadOpenedPage(registry, '/admin/X');
  store.dispatch(removeLogin());
  preloadOpenedPage(registry, '/admin/X');
  expect(mockedLoad).not.toHaveBeenCalled();
  signInWithRights('user_creation_page');
  preloadOpenedPage(registry, '/admin/X');
  store.dispatch(removeLogin());
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  renderApp(<RemotePage remote={registry.remotes.mfe_x} page={page} />);
  expect(await screen.findByText('Preloaded X')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});
