// What a page loads before it can run, for the server's preload hints (api/src/static/preload-hints.ts),
// so a phone fetches these in parallel with main.js instead of one round trip after another:
// - the shell (InitialChunksPlugin): start-chunks.json, its entry and the chunks every page loads at
//   start, before any route (main.js finds them only once it runs: its async boundary, then each
//   shared singleton the boot code consumes, provided by the shell itself), and light-start-chunks.json,
//   the same for a page declared `start: 'light'`; and shared-chunks.json,
//   the files of each shared module the shell provides (share key -> files, with what it consumes);
// - a remote (SharedNeedsPlugin): shared-needs.json, the share keys each exposed module consumes
//   before it runs (its own chunks are in mf-manifest.json). The shell's copies serve them.
const { sources } = require('webpack');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** Share key -> the chunk group the shell's own provided copy loads from. */
function providedGroups(compilation) {
  const provided = new Map();
  for (const m of compilation.modules)
    if (m.type === PROVIDE) for (const b of m.blocks) provided.set(m._name, compilation.chunkGraph.getBlockChunkGroup(b));
  return provided;
}

/** The .js files of `groups` and of every shared module their chunks consume (the shell's copies), minus `skip`'s chunks. */
function filesFrom(compilation, provided, groups, skip = new Set()) {
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (skip.has(chunk)) continue;
      for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (m.type === CONSUME) visit(provided.get(m.options.shareKey));
    }
  };
  for (const g of groups) visit(g);
  return [...files].sort();
}

const SUMMARIZE = (compilation) => compilation.constructor.PROCESS_ASSETS_STAGE_SUMMARIZE;

class InitialChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialChunksPlugin', stage: SUMMARIZE(compilation) }, () => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const entryChunks = new Set(entry.chunks);
        const provided = providedGroups(compilation);
        // The async boundary (index.ts's import('./start')). The entry's other child groups are
        // the shell's provided copies of every shared module (their factories live in the entry):
        // one is loaded only when something in the boot chunks consumes it, so skip them here.
        const providedSet = new Set(provided.values());
        const boundary = entry.getChildren().filter((g) => !providedSet.has(g));
        // The entry first: it runs first, and the page names it only after the hints.
        const entryFiles = [...entryChunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
        // Then one of the two starts src/start.ts chooses by the page (named chunk groups): the full
        // one for every page, the light one for a page declared `start: 'light'`.
        const startFiles = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          return [...entryFiles, ...filesFrom(compilation, provided, group ? [...boundary, group] : boundary, entryChunks)];
        };
        compilation.emitAsset('start-chunks.json', new sources.RawSource(JSON.stringify(startFiles('start-full'))));
        compilation.emitAsset('light-start-chunks.json', new sources.RawSource(JSON.stringify(startFiles('start-light'))));
        const shared = Object.fromEntries(
          [...provided.keys()].sort().map((key) => [key, filesFrom(compilation, provided, [provided.get(key)], entryChunks)]),
        );
        compilation.emitAsset('shared-chunks.json', new sources.RawSource(JSON.stringify(shared)));
      });
    });
  }
}

class SharedNeedsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedNeedsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedNeedsPlugin', stage: SUMMARIZE(compilation) }, () => {
        const needs = {};
        for (const m of compilation.modules) {
          for (const block of m.blocks ?? []) {
            // The container's blocks: one per exposed module, named by its ContainerExposedDependency.
            const exposed = block.dependencies.find((d) => typeof d.exposedName === 'string');
            if (!exposed) continue;
            const keys = new Set();
            for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
              for (const cm of compilation.chunkGraph.getChunkModulesIterable(chunk))
                if (cm.type === CONSUME) keys.add(cm.options.shareKey);
            needs[exposed.exposedName] = [...keys].sort();
          }
        }
        compilation.emitAsset('shared-needs.json', new sources.RawSource(JSON.stringify(needs)));
      });
    });
  }
}

module.exports = { InitialChunksPlugin, SharedNeedsPlugin };
