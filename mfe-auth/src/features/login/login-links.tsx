import { Link as RouterLink } from 'react-router-dom';
import { HStack, Link } from 'shared/ui';

/** Only the admin sign-in links to the reset and register screens; on the others the links do nothing. */
export function LoginLinks({ linksWork }: { linksWork: boolean }) {
  if (linksWork) {
    return (
      <HStack justify="space-between" fontSize="sm">
        <Link asChild color="blue.600">
          <RouterLink to="/forgot-password">Forgot password?</RouterLink>
        </Link>
        <Link asChild color="blue.600">
          <RouterLink to="/register-user">Create new account</RouterLink>
        </Link>
      </HStack>
    );
  }
  const inert = (e: React.MouseEvent) => e.preventDefault();
  return (
    <HStack justify="space-between" fontSize="sm">
      <Link href="#" color="blue.600" onClick={inert}>
        Forgot password?
      </Link>
      <Link href="#" color="blue.600" onClick={inert}>
        Create new account
      </Link>
    </HStack>
  );
}
