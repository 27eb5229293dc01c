import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { hasLeaveGuards, mayLeave, selectLogin, useAppSelector, useCanView } from 'shared/core';
import { Box, Button, Collapsible, Stack, Text } from 'shared/ui';
import type { ResolvedPage } from '../federation/pages';
import { buildBranchMenu, buildMenu, type MenuEntry } from './build-menu';
import { MD_UP, useMediaQuery } from '../layout/use-media-query';

function EntryLink({ entry }: { entry: MenuEntry }) {
  const navigate = useNavigate();
  // A screen with unsaved changes is asked first (shared leave guards).
  const onClick = (e: React.MouseEvent) => {
    if (!hasLeaveGuards() || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    void mayLeave().then((ok) => ok && navigate(entry.path));
  };
  return (
    <Box
      asChild
      px="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      color="gray.200"
      _hover={{ bg: 'whiteAlpha.200' }}
      css={{ '&.active': { bg: 'blue.600', color: 'white' }, '&:focus-visible': { outline: '2px solid white', outlineOffset: '1px' } }}
    >
      <NavLink to={entry.path} onClick={onClick}>
        {entry.label}
      </NavLink>
    </Box>
  );
}

const pathOf = (p: string) => p.toLowerCase().replace(/\/+$/, '');

/** The rights-gated side menu; each group opens and closes on its own. */
export function SideMenu({ pages, open: mobileOpen }: { pages: ResolvedPage[]; open: boolean }) {
  const login = useAppSelector(selectLogin);
  const canView = useCanView();
  const menu = login?.user ? buildMenu(pages, canView) : buildBranchMenu(pages);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // The group holding the current page opens (on arrival and on each navigation).
  const { pathname } = useLocation();
  const currentGroup = menu.groups.find((g) => g.entries.some((e) => pathOf(e.path) === pathOf(pathname)))?.id;
  useEffect(() => {
    if (currentGroup) setOpen((o) => (o[currentGroup] ? o : { ...o, [currentGroup]: true }));
  }, [currentGroup]);
  // On a phone the closed menu is not displayed: its entries (a collapsible per group) are rendered
  // when it opens, not while the page starts (issue 31). The <nav> stays, for the Menu button's aria-controls.
  const shown = useMediaQuery(MD_UP) || mobileOpen;
  return (
    <Box
      as="nav"
      aria-label="Main menu"
      w="64"
      flexShrink={0}
      bg="gray.800"
      color="white"
      minH="100vh"
      overflowY="auto"
      display={{ base: mobileOpen ? 'block' : 'none', md: 'block' }}
      position={{ base: 'fixed', md: 'static' }}
      zIndex={{ base: 'overlay', md: 'auto' }}
      id="side-menu"
    >
      {shown && (
        <>
          <Box
            h="60px"
            display="flex"
            alignItems="center"
            px="4"
            fontWeight="bold"
            fontSize="lg"
            borderBottomWidth="1px"
            borderColor="whiteAlpha.300"
          >
            Valuation Back Office
          </Box>
          <Stack gap="1" p="2">
            {menu.top.map((e) => (
              <EntryLink key={e.path} entry={e} />
            ))}
            {menu.groups.map((g) => (
              // lazyMount: a closed group's links are not rendered until it is first opened. Every entry is a
              // router link that renders again on each move, and the admin's menu has over a hundred.
              <Collapsible.Root key={g.id} lazyMount open={!!open[g.id]} onOpenChange={(d) => setOpen((o) => ({ ...o, [g.id]: d.open }))}>
                <Collapsible.Trigger asChild>
                  <Button
                    variant="ghost"
                    color="white"
                    justifyContent="space-between"
                    w="full"
                    size="sm"
                    _hover={{ bg: 'whiteAlpha.200' }}
                    _expanded={{ bg: 'whiteAlpha.200', color: 'white' }}
                    css={{ '&:focus-visible': { outline: '2px solid white', outlineOffset: '1px' } }}
                  >
                    <Text>{g.label}</Text>
                    <Text aria-hidden>{open[g.id] ? '−' : '+'}</Text>
                  </Button>
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <Stack gap="0.5" pl="3" py="1" role="group" aria-label={g.label}>
                    {g.entries.map((e) => (
                      <EntryLink key={e.path} entry={e} />
                    ))}
                  </Stack>
                </Collapsible.Content>
              </Collapsible.Root>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
