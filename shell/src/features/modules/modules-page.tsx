import { useEffect, useState } from 'react';
import { useCanView, type ApiError } from 'shared/core';
import { Alert, Box, Button, Center, Spinner, Stack, Text } from 'shared/ui';
import { APP_NAME } from '../../layout/app-name';
import { AuditLog } from './audit-log';
import { CanaryDialog, type CanaryTarget } from './canary-dialog';
import { MODULES_PAGE } from './page-decl';
import { RemoteCard } from './remote-card';
import { useReleasesQuery } from './releases-api';
import { useReleaseActions } from './use-release-actions';

function Releases() {
  const { data, error, isLoading, refetch } = useReleasesQuery();
  const actions = useReleaseActions();
  const [canary, setCanary] = useState<CanaryTarget | null>(null);
  if (isLoading)
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="Loading modules" />
      </Center>
    );
  if (error)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>The modules could not be loaded: {(error as ApiError).message}</Alert.Title>
        <Button size="sm" ml="auto" onClick={() => refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  if (!data?.remotes.length) return <Text>No module has been published yet (npm run release -- publish &lt;remote&gt;).</Text>;
  return (
    <>
      {data.remotes.map((r) => (
        <RemoteCard key={r.package} remote={r} actions={actions} onCanary={setCanary} />
      ))}
      <CanaryDialog
        target={canary}
        onClose={() => setCanary(null)}
        onStart={(percent) => actions.canary(canary!.remote, canary!.version, percent)}
      />
    </>
  );
}

/** /admin/modules: release management for release managers (right modules_page). */
export default function ModulesPage() {
  const canView = useCanView();
  useEffect(() => {
    document.title = `${MODULES_PAGE.title} | ${APP_NAME}`;
  }, []);
  if (!canView(MODULES_PAGE.right)) {
    return (
      <Box p="6">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>You do not have access to this page.</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  return (
    <Stack gap="6" maxW="6xl">
      <Text color="gray.600">
        Each module's promoted version, its other published versions and canaries. A change reaches every user on their next page load;
        other modules are never touched.
      </Text>
      <Releases />
      <AuditLog />
    </Stack>
  );
}
