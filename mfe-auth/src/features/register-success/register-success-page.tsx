import { useNavigate } from 'react-router-dom';
import { Button, Heading, Stack, Text } from 'shared/ui';

export default function RegisterSuccessPage() {
  const navigate = useNavigate();
  return (
    <Stack as="section" aria-labelledby="register-success-title" gap="5" maxW="lg" mx="auto" textAlign="center" py="6">
      <Heading as="h1" id="register-success-title" size="xl" color="green.700">
        Registration Successful
      </Heading>
      <Text>Your application has been submitted.</Text>
      <Text color="gray.600">After verification you will receive an e-mail with instructions for your documents.</Text>
      {/* The spec's /login is not a route (it would bounce through /admin/index); go to sign-in directly. */}
      <Button colorPalette="blue" alignSelf="center" onClick={() => navigate('/auth/login')}>
        Go to Login
      </Button>
    </Stack>
  );
}
