import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLogin, useAppSelector } from 'shared/core';
import { Box, Flex } from 'shared/ui';
import { useRegistry } from '../federation/registry-context';
import { allPages, findPage } from '../federation/pages';
import { SideMenu } from '../menu/side-menu';
import { SHELL_PAGES } from '../menu/shell-pages';
import { TopBar } from './top-bar';
import { Footer } from './footer';

/** Paths that show no side menu, and the split screen that shows no chrome at all (spec section 2). */
const NO_SIDE_MENU = ['/admin/viewworkinprogress', '/admin/viewprojectapf', '/admin/splitscreen'];
const NO_CHROME = ['/admin/splitscreen'];
const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

export function AdminLayout() {
  const login = useAppSelector(selectLogin);
  const location = useLocation();
  const pages = allPages(useRegistry());
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  if (!login) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;

  const path = location.pathname.toLowerCase();
  const current = findPage([...pages, ...SHELL_PAGES], location.pathname);
  const chrome = current?.page.chrome;
  const showChrome = chrome !== 'none' && !startsWithAny(path, NO_CHROME);
  const showSideMenu = showChrome && chrome !== 'no-side-menu' && !startsWithAny(path, NO_SIDE_MENU);
  const title = current?.page.title ?? (path === '/admin/user-profile' ? 'User Profile' : '');

  return (
    <Flex minH="100vh" bg="gray.50">
      {showSideMenu && <SideMenu pages={pages} open={menuOpen} />}
      <Flex direction="column" flex="1" minW="0">
        {showChrome && <TopBar title={title} onToggleMenu={showSideMenu ? () => setMenuOpen((o) => !o) : undefined} menuOpen={menuOpen} />}
        <Box as="main" flex="1" p={showChrome ? { base: '3', md: '6' } : '0'}>
          <Outlet />
        </Box>
        {showChrome && <Footer />}
      </Flex>
    </Flex>
  );
}
