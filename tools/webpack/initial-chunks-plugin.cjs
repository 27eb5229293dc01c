// Emits start-chunks.json: the shell's entry and the chunks every page loads at start, before any route. The
// entry (main.js) finds them only once it runs (its async boundary, then each shared singleton the
// boot code consumes, provided by the shell itself), a round trip after main.js on a phone's
// network. The server names them in the page's preload hints (api/src/static/preload-hints.ts) so
// they come in parallel with main.js.
const { sources } = require('webpack');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

class InitialChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialChunksPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { chunkGraph } = compilation;
          const entry = compilation.entrypoints.get('main');
          if (!entry) return;
          const entryChunks = new Set(entry.chunks);
          // Share key -> the chunk group the shell's own provided copy loads from.
          const provided = new Map();
          for (const m of compilation.modules)
            if (m.type === PROVIDE) for (const b of m.blocks) provided.set(m._name, chunkGraph.getBlockChunkGroup(b));
          const files = new Set();
          const seen = new Set();
          const visit = (group) => {
            if (!group || seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              if (entryChunks.has(chunk)) continue;
              for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
              for (const m of chunkGraph.getChunkModulesIterable(chunk)) if (m.type === CONSUME) visit(provided.get(m.options.shareKey));
            }
          };
          // The async boundary (index.ts's import('./bootstrap')). The entry's other child groups are
          // the shell's provided copies of every shared module (their factories live in the entry):
          // one is loaded only when something in the boot chunks consumes it, so skip them here.
          const providedGroups = new Set(provided.values());
          for (const group of entry.getChildren()) if (!providedGroups.has(group)) visit(group);
          // The entry first: it runs first, and the page names it only after the hints.
          const entryFiles = [...entryChunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
          compilation.emitAsset('start-chunks.json', new sources.RawSource(JSON.stringify([...entryFiles, ...[...files].sort()])));
        },
      );
    });
  }
}

module.exports = { InitialChunksPlugin };
