import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Spinner } from 'shared/ui';

/**
 * A page of the shell itself (not a remote) in a chunk of its own: it loads even when every remote
 * is down, and costs nothing to users who never open it. The sign-in page in particular must not
 * carry the signed-in pages' code (the profile's password rule pulls shared/kit and yup).
 */
export function shellChunk(label: string, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function ShellChunk() {
    return (
      <Suspense
        fallback={
          <Center py="16">
            <Spinner size="lg" aria-label={`Loading ${label}`} />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
