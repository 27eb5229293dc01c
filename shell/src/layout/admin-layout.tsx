import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLogin, useAppSelector, useLiveEvents } from 'shared/core';
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
  // Case moves and milestones pushed by the server refresh every open list (issue 27).
  useLiveEvents();
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
      {showChrome && <SkipLink />}
      {showSideMenu && <SideMenu pages={pages} open={menuOpen} />}
      <Flex direction="column" flex="1" minW="0">
        {showChrome && (
          <TopBar
            title={title}
            pagePath={current?.page.path}
            onToggleMenu={showSideMenu ? () => setMenuOpen((o) => !o) : undefined}
            menuOpen={menuOpen}
          />
        )}
        <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" p={showChrome ? { base: '3', md: '6' } : '0'} _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
        {showChrome && <Footer />}
      </Flex>
    </Flex>
  );
}

/** The first tab stop: straight to the page's content, past the menu and the top bar. */
function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="white"
      color="blue.800"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'blue.700' }}
    >
      <a
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
    </Box>
  );
}
