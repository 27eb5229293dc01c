import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Button, Center, Stack, Text } from 'shared/ui';
import { HOME_PATH } from './home-path';
import { findPage, type ResolvedPage } from './pages';

/**
 * An address no published page serves: to the dashboard when it is published; otherwise a notice,
 * never a redirect to a page that is not there either (a loop). On the first `npm start` of a new
 * installation the remotes other than the sign-in page's are still being built and are published
 * one by one, so this is what a user who signs in early meets.
 */
export function HomeOrMissing({ pages, reload = () => window.location.reload() }: { pages: ResolvedPage[]; reload?: () => void }) {
  const { pathname } = useLocation();
  if (findPage(pages, HOME_PATH)) return <Navigate to={HOME_PATH} replace />;
  return (
    <Center py="16" px="4">
      <Alert.Root status="info" role="alert" data-testid="page-not-published" maxW="2xl">
        <Alert.Indicator />
        <Stack gap="3">
          <Alert.Title>This page is not available yet</Alert.Title>
          <Alert.Description>
            <Text>
              No published module serves {pathname}. Right after the first start of a new installation the modules are still being built and
              appear one by one: reload in a minute. If it stays like this, the module was not published (the server&apos;s log names it).
            </Text>
          </Alert.Description>
          <Button size="sm" alignSelf="start" onClick={reload}>
            Reload
          </Button>
        </Stack>
      </Alert.Root>
    </Center>
  );
}
