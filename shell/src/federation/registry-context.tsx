import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Registry } from 'shared/resources';
import { Button, Center, Spinner, Stack, Text } from 'shared/ui';
import { fetchRegistry, registerAll } from './registry';

const RegistryContext = createContext<Registry>({ remotes: {} });
export const useRegistry = () => useContext(RegistryContext);

/** Loads the release registry once per page load; versions change only on the next load. */
export function RegistryProvider({ children }: { children: ReactNode }) {
  const [registry, setRegistry] = useState<Registry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    fetchRegistry()
      .then((r) => {
        registerAll(r);
        setRegistry(r);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);

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
