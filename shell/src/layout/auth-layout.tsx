import { Outlet } from 'react-router-dom';
import { Box, Center } from 'shared/ui';

/** The sign-in layout: one centred card on a quiet background. */
export function AuthLayout() {
  return (
    <Center minH="100vh" bg="gray.100" px="4" py="8">
      <Box as="main" w="full" maxW="md" bg="white" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Outlet />
      </Box>
    </Center>
  );
}
