// The federated builds of the suite, in one place for the build, start, release and bench tools.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-auth', 'mfe-dashboard', 'mfe-cases', 'mfe-bills', 'mfe-hr', 'mfe-masters', 'mfe-realestate'];
export const HOST = 'shell';
