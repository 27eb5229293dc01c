// Types of workspaces.mjs for the TypeScript that imports it (e2e/lib/server.ts).
export const REMOTES: string[];
export const HOST: string;
