export function freePort(): Promise<number>;
/** true, or why a throwaway cluster cannot be started here. */
export function pgAvailable(): true | string;
export function startPostgres(log: (line: string) => void): Promise<{ url: string; stop: () => Promise<void> }>;
