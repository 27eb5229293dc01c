// Evaluates a remote's src/pages.ts (pure data) at build time and emits it as pages.json, so the
// release registry can carry page metadata without loading the remote. Fails the build when a
// page names a module the remote does not expose.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

function loadPages(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const pages = module.exports.pages;
  if (!Array.isArray(pages)) throw new Error(`${file} must export const pages: PageDecl[]`);
  return pages;
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
        const pages = loadPages(this.file);
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
