import fs from 'node:fs/promises';
import path from 'node:path';
import { allPages, findPage, REGISTRY_URL, type Registry } from 'shared/resources';
import type { Config } from '../config';
import { remoteVersionDir, REMOTE_NAME_RE, VERSION_RE } from '../releases/registry-path';

/** A remote served from this server's releases folder (an entry elsewhere gets no hints). */
const LOCAL_ENTRY_RE = /^\/remotes\/([^/]+)\/([^/]+)\/remoteEntry\.js$/;

/** The chunks each exposed module of one release loads first (its mf-manifest.json), read once: a release never changes. */
const manifests = new Map<string, Promise<Map<string, string[]>>>();

interface MfManifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

function exposedChunks(config: Pick<Config, 'releasesDir'>, remote: string, version: string): Promise<Map<string, string[]>> {
  const dir = remoteVersionDir(config, remote, version);
  let read = manifests.get(dir);
  if (!read) {
    read = fs
      .readFile(path.join(dir, 'mf-manifest.json'), 'utf8')
      .then((text) => {
        const manifest = JSON.parse(text) as MfManifest;
        return new Map((manifest.exposes ?? []).map((e) => [e.name, (e.assets?.js?.sync ?? []).filter((f) => /^[\w.-]+\.js$/.test(f))]));
      })
      .catch(() => {
        manifests.delete(dir); // not published yet, or unreadable: try again next time
        return new Map<string, string[]>();
      });
    manifests.set(dir, read);
  }
  return read;
}

/** The shell's start chunks (start-chunks.json, written by its build: tools/webpack/initial-chunks-plugin.cjs); read per page, as a rebuild may change them. */
async function shellStartChunks(shellDist: string): Promise<string[]> {
  const list = await fs.readFile(path.join(shellDist, 'start-chunks.json'), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => [],
  );
  return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && /^[\w./-]+\.js$/.test(f) && !f.includes('..')) : [];
}

/**
 * `Link` preload values for the shell's page at `urlPath`: the shell's start chunks, the registry,
 * and for a page a remote declares, its remoteEntry.js and the chunks its module loads first.
 * Without them a phone fetches these one after another (main.js, then the shell's start chunks, then
 * the registry, then the entry, then its chunks),
 * one round trip each on a slow network; with them they come in parallel with the shell's scripts.
 * The remote is still the registry's choice for this browser (canaries, rollbacks): the hints name
 * the same files the runtime then asks for.
 */
export async function preloadLinks(
  registry: Registry,
  urlPath: string,
  config: Pick<Config, 'releasesDir' | 'shellDist'>,
): Promise<string[]> {
  const links = [
    ...(await shellStartChunks(config.shellDist)).map((f) => `</${f}>; rel=preload; as=script`),
    `<${REGISTRY_URL}>; rel=preload; as=fetch; crossorigin`,
  ];
  const found = findPage(allPages(registry), urlPath);
  const local = found && LOCAL_ENTRY_RE.exec(found.remote.entry);
  if (!found || !local || !REMOTE_NAME_RE.test(local[1]) || !VERSION_RE.test(local[2])) return links;
  const chunks = (await exposedChunks(config, local[1], local[2])).get(found.page.module.replace(/^\.\//, '')) ?? [];
  const base = found.remote.entry.slice(0, found.remote.entry.lastIndexOf('/') + 1);
  return [...links, ...[found.remote.entry, ...chunks.map((c) => base + c)].map((u) => `<${u}>; rel=preload; as=script`)];
}
