// Evaluates a remote's src/pages.ts (data) at build time and emits it as pages.json, so the
// release registry can carry page metadata without loading the remote. Fails the build when a
// page names a module the remote does not expose.
const { spawnSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');

// pages.ts may import the remote's model (resourcePage(desc, ...)), so it runs under tsx, in a child
// process: every build reads the current sources, with no module cache to invalidate. A page's
// `desc` (the description a generic resource page renders) stays in the bundle, not in pages.json.
const EVAL = `
const m = await import(process.argv[1]);
// A remote's package is CommonJS to Node: its pages arrive on the default export.
const pages = m.pages ?? m.default?.pages;
if (!Array.isArray(pages)) throw new Error(process.argv[1] + ' must export const pages: PageDecl[]');
process.stdout.write(JSON.stringify(pages, (key, value) => (key === 'desc' ? undefined : value)));
`;

function loadPages(file) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', EVAL, pathToFileURL(file).href], {
    encoding: 'utf8',
    cwd: require('node:path').dirname(file),
  });
  if (res.status !== 0) throw new Error(`${file}: ${res.stderr || res.error}`);
  return JSON.parse(res.stdout);
}

class PagesPlugin {
  constructor({ file, exposes }) {
    this.file = file;
    this.exposes = exposes;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PagesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'PagesPlugin', stage: 0 }, () => {
        let pages;
        try {
          pages = loadPages(this.file);
        } catch (err) {
          compilation.errors.push(err);
          return;
        }
        for (const page of pages) {
          if (!this.exposes[page.module]) {
            compilation.errors.push(new Error(`pages.ts: ${page.path} uses ${page.module}, which is not exposed`));
          }
        }
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('pages.json', new RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

module.exports = { PagesPlugin, loadPages };
