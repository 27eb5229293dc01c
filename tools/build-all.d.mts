// Types of build-all.mjs for the TypeScript that imports it (e2e/lib/server.ts).
export function build(
  names: string[],
  options?: { mode?: 'production' | 'development'; onBuilt?: (name: string) => void; signal?: AbortSignal },
): Promise<void>;
export function isBuilt(name: string): boolean;
