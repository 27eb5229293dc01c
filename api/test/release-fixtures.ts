// Fabricated remote builds and shell manifests for the release tests (no webpack needed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageDecl } from 'shared/resources';

export const SHELL_SHARED: Record<string, string> = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  formik: '2.4.9',
  'shared/core': '1.0.0',
  'shared/ui': '1.0.0',
};

export function tmpDir(prefix = 'release-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A built shell folder whose mf-manifest.json provides `shared`. */
export function fakeShell(root: string, shared: Record<string, string> = SHELL_SHARED): string {
  const dir = path.join(root, 'shell-dist');
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'shell',
    shared: Object.entries(shared).map(([name, version]) => ({ name, version, requiredVersion: `^${version}` })),
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

export interface BuildSpec {
  remote?: string;
  exposes?: string[];
  pages?: PageDecl[];
  /** requiredVersion by share name. */
  requires?: Record<string, string>;
  /** Changes the bytes of the build (a different build of the same source). */
  salt?: string;
}

export const page = (path: string, module = './HomePage', title = 'Home'): PageDecl => ({
  path,
  title,
  module,
  right: 'project_page',
  menu: { group: 'project', order: 1 },
});

/** Writes what webpack would emit for a remote: remoteEntry.js, a chunk, mf-manifest.json, pages.json. */
export function fakeBuild(dir: string, spec: BuildSpec = {}): string {
  const remote = spec.remote ?? 'mfe-x';
  const exposes = spec.exposes ?? ['./HomePage'];
  const pages = spec.pages ?? [page('/admin/x')];
  const requires = spec.requires ?? { react: '^19.3.1', 'react/jsx-runtime': '^19.3.1', 'shared/core': '^1.0.0' };
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote.replace(/-/g, '_')}=${JSON.stringify(spec.salt ?? '')};`);
  fs.writeFileSync(
    path.join(dir, `123.${(spec.salt ?? 'base').padEnd(8, '0').slice(0, 8)}.js`),
    `chunk(${JSON.stringify(spec.salt ?? '')})`,
  );
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: remote.replace(/-/g, '_'),
      exposes: exposes.map((p) => ({ name: p.replace(/^\.\//, ''), path: p })),
      shared: Object.entries(requires).map(([name, requiredVersion]) => ({ name, requiredVersion, singleton: !name.includes('/') })),
    }),
  );
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
  return dir;
}
