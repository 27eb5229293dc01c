// Compiles a remote's domain model (src/model) into model.json at build time: the schema document
// and content hash of api/src/releases/model-schema.ts, which the release gate compares with the
// running API's (GET /api/models) before a version is promoted.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const SCHEMA = pathToFileURL(path.resolve(__dirname, '../../api/src/releases/model-schema.ts')).href;
// Under tsx in a child process, as pages-plugin.cjs does: every build reads the current sources.
const EVAL = `
const { modelSchema } = await import(${JSON.stringify(SCHEMA)});
const m = await import(process.argv[1]);
process.stdout.write(JSON.stringify(modelSchema({ ...(m.default ?? {}), ...m })));
`;

class ModelPlugin {
  constructor({ dir }) {
    this.index = path.join(dir, 'src/model/index.ts');
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ModelPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ModelPlugin', stage: 0 }, () => {
        const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', EVAL, pathToFileURL(this.index).href], {
          encoding: 'utf8',
          cwd: path.dirname(this.index),
        });
        if (res.status !== 0) {
          compilation.errors.push(new Error(`${this.index}: ${res.stderr || res.error}`));
          return;
        }
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('model.json', new RawSource(JSON.stringify(JSON.parse(res.stdout), null, 2)));
      });
    });
  }
}

module.exports = { ModelPlugin };
