import type { RegistryRemote } from 'shared/resources';
import type { ResolvedPage } from '../federation/pages';
import { MODULES_PAGE } from '../features/modules/page-decl';

const SHELL: RegistryRemote = { name: 'shell', package: 'shell', version: '', entry: '', pages: [] };

/** Pages the shell owns that take part in the menu and titles like the remotes' declared pages. */
export const SHELL_PAGES: ResolvedPage[] = [
  { remote: SHELL, page: MODULES_PAGE },
  // The profile (name, mobile, address, password, sessions) is everyone's own: in My work, ungated.
  {
    remote: SHELL,
    page: { path: '/admin/user-profile', title: 'User Profile', module: 'shell', menu: { group: 'mywork', order: 9, label: 'My Profile' } },
  },
];
