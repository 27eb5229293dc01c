import { Outlet, useLocation } from 'react-router-dom';
import { Box, Center } from 'shared/ui';
import { useRegistry } from '../federation/registry-context';
import { allPages, findPage } from '../federation/pages';

/** Public screens (reset, register, onboarding): no session needed; long forms get a wide card. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const wide = findPage(allPages(useRegistry()), pathname)?.page.wide;
  return (
    <Center minH="100vh" bg="gray.100" px="4" py="8" alignItems={wide ? 'flex-start' : 'center'}>
      <Box as="main" w="full" maxW={wide ? '4xl' : 'md'} bg="white" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Outlet />
      </Box>
    </Center>
  );
}
