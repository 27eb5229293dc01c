import fs from 'node:fs/promises';
import path from 'node:path';
import { allPages, findPage, REGISTRY_URL, type Registry } from 'shared/resources';
import type { Config } from '../config';
import { fileStamp } from '../lib/file-stamp';
import { remoteVersionDir, REMOTE_NAME_RE, VERSION_RE } from '../releases/registry-path';

/** A remote served from this server's releases folder (an entry elsewhere gets no hints). */
const LOCAL_ENTRY_RE = /^\/remotes\/([^/]+)\/([^/]+)\/remoteEntry\.js$/;

/** What each exposed module of one release loads first, read once per release: a release never changes. */
interface ExposeNeeds {
  /** Its own chunks (the release's mf-manifest.json). */
  chunks: Map<string, string[]>;
  /** The shared modules it consumes before it runs (shared-needs.json, by expose path './Name'), served by the shell's copies. */
  shared: Map<string, string[]>;
  /** The release's own copy of each shared module (mf-manifest.json): used for one the shell does not provide. */
  ownShared: Map<string, string[]>;
}
const releases = new Map<string, Promise<ExposeNeeds>>();

interface MfManifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

const readJson = (file: string): Promise<unknown> => fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function exposeNeeds(config: Pick<Config, 'releasesDir'>, remote: string, version: string): Promise<ExposeNeeds> {
  const dir = remoteVersionDir(config, remote, version);
  let read = releases.get(dir);
  if (!read) {
    read = (async () => {
      const manifest = (await readJson(path.join(dir, 'mf-manifest.json'))) as MfManifest;
      const own = (e: { assets?: { js?: { sync?: string[] } } }) => strings(e.assets?.js?.sync).filter((f) => /^[\w.-]+\.js$/.test(f));
      const chunks = new Map((manifest.exposes ?? []).map((e) => [e.name, own(e)]));
      const ownShared = new Map((manifest.shared ?? []).map((e) => [e.name, own(e)]));
      // A release built before shared-needs.json existed has none: its pages get their own chunks only.
      const needs = await readJson(path.join(dir, 'shared-needs.json')).catch(() => ({}));
      const shared = new Map(Object.entries(needs && typeof needs === 'object' ? needs : {}).map(([k, v]) => [k, strings(v)]));
      return { chunks, shared, ownShared };
    })().catch(() => {
      releases.delete(dir); // not published yet, or unreadable: try again next time
      return { chunks: new Map<string, string[]>(), shared: new Map<string, string[]>(), ownShared: new Map<string, string[]>() };
    });
    releases.set(dir, read);
  }
  return read;
}

const SHELL_FILE_RE = /^[\w./-]+\.js$/;
const shellFiles = (v: unknown) => strings(v).filter((f) => SHELL_FILE_RE.test(f) && !f.includes('..'));

interface ShellChunks {
  start: string[];
  /** The start of a page declared `start: 'light'` (none from an older shell build: the full start's then). */
  light: string[];
  shared: Record<string, string[]>;
}
let shellCache: { key: string; value: ShellChunks } | undefined;

/**
 * The shell's build outputs for the hints (tools/webpack/initial-chunks-plugin.cjs): its start chunks
 * (start-chunks.json, light-start-chunks.json) and each shared module's files (shared-chunks.json). A rebuild may change them,
 * so each page request stats the files (fileStamp) and reads them again only when they changed; a
 * missing or odd file means no hints from it.
 */
async function shellChunks(shellDist: string): Promise<ShellChunks> {
  const files = ['start-chunks.json', 'light-start-chunks.json', 'shared-chunks.json'].map((f) => path.join(shellDist, f));
  const stamps = await Promise.all(files.map(fileStamp));
  const key = `${shellDist}|${stamps.join('|')}`;
  if (shellCache?.key === key) return shellCache.value;
  const [start, light, shared] = await Promise.all(files.map((f) => readJson(f).catch(() => null)));
  const byKey = shared && typeof shared === 'object' ? Object.entries(shared) : [];
  const value = {
    start: shellFiles(start),
    light: shellFiles(light),
    shared: Object.fromEntries(byKey.map(([k, v]) => [k, shellFiles(v)])),
  };
  shellCache = { key, value };
  return value;
}

/**
 * `Link` preload values for the shell's page at `urlPath`: the shell's start chunks, the registry,
 * and for a page a remote declares, its remoteEntry.js, the chunks its module loads first and the
 * shell's copies of the shared modules that module needs.
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
  const shell = await shellChunks(config.shellDist);
  const script = (u: string) => `<${u}>; rel=preload; as=script`;
  const found = findPage(allPages(registry), urlPath);
  const start = found?.page.start === 'light' && shell.light.length ? shell.light : shell.start;
  const links = [...start.map((f) => script(`/${f}`)), `<${REGISTRY_URL}>; rel=preload; as=fetch; crossorigin`];
  const local = found && LOCAL_ENTRY_RE.exec(found.remote.entry);
  if (!found || !local || !REMOTE_NAME_RE.test(local[1]) || !VERSION_RE.test(local[2])) return links;
  const needs = await exposeNeeds(config, local[1], local[2]);
  const chunks = needs.chunks.get(found.page.module.replace(/^\.\//, '')) ?? [];
  const base = found.remote.entry.slice(0, found.remote.entry.lastIndexOf('/') + 1);
  // The shell's copies of the shared modules the page's module needs first (shared/kit, yup, …),
  // which the shell's start does not load: without them they come a round trip after the module.
  // A shared module the shell does not provide (shared/offline: only remotes use it) is served by
  // the remote's own copy, the first one loaded: that copy's files then (issue 31). Without the
  // shell's list (an older shell build) nothing says which the shell provides: no such guess.
  const started = new Set(start);
  const wanted = needs.shared.get(found.page.module) ?? [];
  const shared = [...new Set(wanted.flatMap((key) => shell.shared[key] ?? []))].filter((f) => !started.has(f));
  const shellLists = Object.keys(shell.shared).length > 0;
  const notInShell = wanted.filter((key) => shellLists && !shell.shared[key]);
  const ownShared = [...new Set(notInShell.flatMap((key) => needs.ownShared.get(key) ?? []))].filter((f) => !chunks.includes(f));
  return [...links, ...[found.remote.entry, ...[...chunks, ...ownShared].map((c) => base + c), ...shared.map((f) => `/${f}`)].map(script)];
}
