import type { Registry } from 'shared/resources';

jest.mock('./bootstrap', () => ({ boot: jest.fn() }));
jest.mock('./light/light-bootstrap', () => ({ bootLight: jest.fn() }));

const registry: Registry = {
  remotes: {
    mfe_cases: {
      name: 'mfe_cases',
      package: 'mfe-cases',
      version: '1.0.0',
      entry: '/remotes/mfe_cases/1.0.0/remoteEntry.js',
      pages: [
        { path: '/admin/siteEngineer1', title: 'Site Engineer', module: './SiteEngineerPage', start: 'light' },
        { path: '/admin/allocation', title: 'Case Allocation', module: './AllocationPage' },
      ],
    },
  },
};

/** Runs the shell's start afresh at `path`, with the registry's read answering `answer`; resolves both boots. */
async function startAt(path: string, answer: () => Promise<unknown>) {
  window.history.pushState({}, '', path);
  global.fetch = jest.fn(answer) as unknown as typeof fetch;
  // A fresh module registry: start.ts runs at import, and its boots are imported from the same registry.
  jest.resetModules();
  const { http } = await import('shared/core');
  jest.spyOn(http, 'request').mockResolvedValue({ data: { timeZone: 'Asia/Kolkata' } } as never);
  await import('./start');
  await new Promise((r) => setTimeout(r, 20));
  return {
    boot: (await import('./bootstrap')).boot as jest.Mock,
    bootLight: (await import('./light/light-bootstrap')).bootLight as jest.Mock,
  };
}
const ok = () => Promise.resolve({ ok: true, json: async () => registry, headers: new Headers() });

afterEach(() => jest.restoreAllMocks());

test('a page declared start: light starts without the kit (letter case ignored)', async () => {
  const { boot, bootLight } = await startAt('/admin/SITEENGINEER1', ok);
  expect(bootLight).toHaveBeenCalledWith(expect.objectContaining({ page: registry.remotes.mfe_cases.pages[0] }));
  expect(boot).not.toHaveBeenCalled();
});

test('every other page starts in full, with the registry read', async () => {
  const { boot, bootLight } = await startAt('/admin/allocation', ok);
  expect(boot).toHaveBeenCalledWith(registry);
  expect(bootLight).not.toHaveBeenCalled();
});

test('a registry that cannot be read: the full start, which shows the failure and a Retry', async () => {
  const { boot, bootLight } = await startAt('/admin/siteEngineer1', () => Promise.reject(new TypeError('Failed to fetch')));
  expect(boot).toHaveBeenCalledWith(null);
  expect(bootLight).not.toHaveBeenCalled();
});
