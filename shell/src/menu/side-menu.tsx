import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { selectLogin, useAppSelector, useCanView } from 'shared/core';
import { Box, Button, Collapsible, Stack, Text } from 'shared/ui';
import type { ResolvedPage } from '../federation/pages';
import { buildBranchMenu, buildMenu, type MenuEntry } from './build-menu';

function EntryLink({ entry }: { entry: MenuEntry }) {
  return (
    <Box asChild px="3" py="1.5" borderRadius="md" fontSize="sm" color="gray.200" _hover={{ bg: 'whiteAlpha.200' }}
      css={{ '&.active': { bg: 'blue.600', color: 'white' } }}>
      <NavLink to={entry.path}>{entry.label}</NavLink>
    </Box>
  );
}

/** The rights-gated side menu; each group opens and closes on its own. */
export function SideMenu({ pages, open: mobileOpen }: { pages: ResolvedPage[]; open: boolean }) {
  const login = useAppSelector(selectLogin);
  const canView = useCanView();
  const menu = login?.user ? buildMenu(pages, canView) : buildBranchMenu(pages);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <Box as="nav" aria-label="Main menu" w="64" flexShrink={0} bg="gray.800" color="white" minH="100vh" overflowY="auto"
      display={{ base: mobileOpen ? 'block' : 'none', md: 'block' }} position={{ base: 'fixed', md: 'static' }}
      zIndex={{ base: 'overlay', md: 'auto' }} id="side-menu">
      <Box h="60px" display="flex" alignItems="center" px="4" fontWeight="bold" fontSize="lg" borderBottomWidth="1px" borderColor="whiteAlpha.300">
        Valuation Back Office
      </Box>
      <Stack gap="1" p="2">
        {menu.top.map((e) => (
          <EntryLink key={e.path} entry={e} />
        ))}
        {menu.groups.map((g) => (
          <Collapsible.Root key={g.id} open={!!open[g.id]} onOpenChange={(d) => setOpen((o) => ({ ...o, [g.id]: d.open }))}>
            <Collapsible.Trigger asChild>
              <Button variant="ghost" color="white" justifyContent="space-between" w="full" size="sm" _hover={{ bg: 'whiteAlpha.200' }}>
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
    </Box>
  );
}
