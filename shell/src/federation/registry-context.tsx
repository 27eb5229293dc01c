import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Registry } from 'shared/resources';
import { Button, Center, Spinner, Stack, Text } from 'shared/ui';
import { fetchRegistry, preloadOpenedPage, registerAll } from './registry';

const RegistryContext = createContext<Registry>({ remotes: {} });
export const useRegistry = () => useContext(RegistryContext);

/**
 * The release registry, once per page load (versions change only on the next load): the one the
 * shell's start read (`initial`, src/start.ts), or loaded here when that read failed.
 */
export function RegistryProvider({ initial = null, children }: { initial?: Registry | null; children: ReactNode }) {
  const [registry, setRegistry] = useState<Registry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    fetchRegistry()
      .then((r) => {
        registerAll(r);
        preloadOpenedPage(r, window.location.pathname);
        // A transition: React renders the layout in slices, so the opened page's scripts run (and
        // send its first reads) between them instead of after the whole first render.
        startTransition(() => setRegistry(r));
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(() => {
    // As after a read here: the layout in a transition, while the opened page's module (preloaded by
    // the start) runs between its slices.
    if (initial) startTransition(() => setRegistry(initial));
    else load();
  }, [initial, load]);

  if (error)
    return (
      <Center minH="100vh">
        <Stack align="center" role="alert">
          <Text>The module registry could not be loaded ({error}).</Text>
          <Button onClick={load}>Retry</Button>
        </Stack>
      </Center>
    );
  if (!registry)
    return (
      <Center minH="100vh" aria-busy="true">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}
