import { Outlet } from 'react-router-dom';
import { Box, Center } from 'shared/ui';

/** Public screens (reset, register, onboarding): no session needed; wide enough for long forms. */
export function PublicLayout() {
  return (
    <Center minH="100vh" bg="gray.100" px="4" py="8" alignItems="flex-start">
      <Box as="main" w="full" maxW="4xl" bg="white" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Outlet />
      </Box>
    </Center>
  );
}
