export function freePort(): Promise<number>;
/** true, or why a throwaway cluster cannot be started here. */
export function pgAvailable(): true | string;
/**
 * url: its database `bench`; adminUrl: its `postgres` database, to create others from; cpuSeconds():
 * the CPU the cluster has used so far (undefined without /proc); stop() also removes the folder.
 */
export function startPostgres(
  log: (line: string) => void,
  options?: { maxConnections?: number },
): Promise<{ url: string; adminUrl: string; cpuSeconds: () => number | undefined; stop: () => Promise<void> }>;
