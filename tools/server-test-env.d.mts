/** The environment of an API server a test spawns: port 0 on 127.0.0.1, an in-memory database, folders under `root`. */
export function serverTestEnv(root: string): Record<string, string>;
