import { lazy, Suspense } from 'react';
import { Center, Spinner } from 'shared/ui';

// A chunk of the shell itself (not a remote): it loads even when every remote is down, and costs
// nothing to users who never open it.
const ModulesPage = lazy(() => import('./modules-page'));

export function ModulesRoute() {
  return (
    <Suspense
      fallback={
        <Center py="16">
          <Spinner size="lg" aria-label="Loading Modules" />
        </Center>
      }
    >
      <ModulesPage />
    </Suspense>
  );
}
