import fs from 'node:fs';
import path from 'node:path';
import type { GateResultDTO, PageDecl } from 'shared/resources';
import { modelConflicts, type ModelDoc } from './model-schema';
import { packageOf, providedVersion, type Provided } from './shell-shared';
import { sameMajor, satisfies } from './semver';

/**
 * The singletons every page shares with the shell. `shared` stands for all its subpaths
 * (shared/core, shared/ui, …). @chakra-ui/react and @emotion/react are not in the list on purpose:
 * they are bundled inside `shared/ui` (the suite's only door to Chakra), not shared on their own, so
 * a remote never negotiates a Chakra version with the shell. A Chakra upgrade ships as a new version
 * of the `shared` package, and the `shared` range check below is what catches a mismatch.
 */
export const GATED_PACKAGES = [
  'react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'formik', 'yup', 'shared',
];

interface Manifest {
  name?: string;
  exposes?: { name?: string; path?: string }[];
  shared?: { name: string; requiredVersion?: string | false; singleton?: boolean }[];
}

export interface GateInput {
  /** Folder name, e.g. 'mfe-hr'. */
  remote: string;
  version: string;
  /** The candidate's published folder. */
  dir: string;
  /** The promoted version and the pages the shell currently routes to it, if any. */
  current?: { version: string; pages: PageDecl[] };
  provided: Provided;
  /** The models the running API validates with, by remote: the candidate's model.json must fit its own. */
  apiModels?: Record<string, ModelDoc>;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const exposedPath = (e: { name?: string; path?: string }) => e.path ?? `./${e.name}`;

/** Reads the candidate's mf-manifest.json and pages.json; refuses what the shell could not load. */
export function checkCandidate(input: GateInput): GateResultDTO {
  const { remote, version, dir, current, provided } = input;
  const label = `${remote}@${version}`;
  const reasons: string[] = [];
  const warnings: string[] = [];
  const manifest = readJson<Manifest>(path.join(dir, 'mf-manifest.json'));
  const pages = readJson<PageDecl[]>(path.join(dir, 'pages.json'));
  if (!manifest) reasons.push(`${label} has no readable mf-manifest.json; rebuild it with the suite's webpack config.`);
  if (!Array.isArray(pages)) reasons.push(`${label} has no readable pages.json.`);
  if (!manifest || !Array.isArray(pages)) return { ok: false, reasons, warnings };

  const expected = remote.replace(/-/g, '_');
  if (manifest.name && manifest.name !== expected) {
    reasons.push(`${label} is a build of "${manifest.name}", not of ${expected}.`);
  }

  // Exposed modules: every page the shell will route must find its module. A module the promoted
  // version exposes and its pages use may disappear only together with those pages.
  const exposed = new Set((manifest.exposes ?? []).map(exposedPath));
  const usedNow = new Set((current?.pages ?? []).map((p) => p.module));
  for (const page of pages) {
    if (exposed.has(page.module)) continue;
    const was = usedNow.has(page.module) ? ` (the promoted ${current!.version} exposes it)` : '';
    reasons.push(`${label} does not expose ${page.module}, which its page ${page.path} loads${was}.`);
  }

  // Shared singletons: one copy serves the whole page, so the candidate's range must accept the
  // shell's version. Another major is refused; a newer minor than the shell has is only a warning.
  const seen = new Set<string>();
  for (const s of manifest.shared ?? []) {
    const pkg = packageOf(s.name);
    if (!GATED_PACKAGES.includes(pkg) || typeof s.requiredVersion !== 'string') continue;
    const have = providedVersion(provided, s.name);
    if (!have || satisfies(have, s.requiredVersion)) continue;
    const key = `${pkg} ${s.requiredVersion}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (sameMajor(have, s.requiredVersion)) {
      warnings.push(`${label} asks for ${pkg} ${s.requiredVersion}; the shell provides ${have} (same major, it will run on ${have}).`);
    } else {
      reasons.push(
        `${label} needs ${pkg} ${s.requiredVersion}, but the shell provides ${pkg} ${have}: a different major version of a shared singleton.`,
      );
    }
  }
  // The domain model: the API validates every write with the model it was built with, so a build
  // whose forms send a field the API refuses (or lack one it requires) would only meet 400s.
  const apiModel = input.apiModels?.[remote];
  if (apiModel) {
    const model = readJson<ModelDoc>(path.join(dir, 'model.json'));
    if (!model?.resources) warnings.push(`${label} has no model.json (built before models were compiled): its model is not checked.`);
    else reasons.push(...modelConflicts(label, apiModel, model));
  }
  return { ok: reasons.length === 0, reasons, warnings };
}
