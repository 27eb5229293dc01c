import { useEffect } from 'react';
import { useCanView } from 'shared/core';
import { Alert, Box, Stack } from 'shared/ui';
import type { ResolvedPage } from '../federation/pages';
import { RemotePage } from '../federation/remote-page';
import { APP_NAME } from './app-name';

/**
 * Titles the document after the route and applies the page's right before loading its remote.
 * Pages of other remotes declared `inside` this one come first, each under its own right.
 */
export function GuardedPage({ remote, page, sections = [] }: ResolvedPage & { sections?: ResolvedPage[] }) {
  const canView = useCanView();
  useEffect(() => {
    document.title = `${page.title} | ${APP_NAME}`;
  }, [page.title]);
  if ((page.layout ?? 'admin') === 'admin' && !canView(page.right)) {
    return (
      <Box p="6">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>You do not have access to this page.</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  // Keyed by page: a failure on one page must not stick to the next one.
  const main = <RemotePage key={`${remote.name}:${page.path}`} remote={remote} page={page} />;
  const shown = sections.filter((s) => canView(s.page.right));
  if (!shown.length) return main;
  return (
    <Stack gap="6">
      {shown.map((s) => (
        <RemotePage key={`${s.remote.name}:${s.page.path}`} remote={s.remote} page={s.page} />
      ))}
      {main}
    </Stack>
  );
}
