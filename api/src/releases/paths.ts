import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where published builds and the registry live (RELEASES_DIR, default <repo>/releases). */
export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}
export const registryFile = (dir = releasesDir()) => path.join(dir, 'registry.json');
export const repoRoot = () => ROOT;
