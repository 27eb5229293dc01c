// npm run release -- <command> ...: runs the release CLI (api/src/releases/cli.ts) with tsx,
// registered in this process (no extra node process: a rollback should take effect in well under 1 s).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ROOT } from './workspaces.mjs';

register();
await import(pathToFileURL(path.join(ROOT, 'api/src/releases/cli.ts')).href);
