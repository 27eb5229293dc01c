// Serves `react-router` / `react-router-dom` as the subset in router-subset.mjs to every build, and
// fails the build when code imports a name the subset lacks (it would be undefined at runtime).
const fs = require('node:fs');
const path = require('node:path');

const SUBSET = path.join(__dirname, 'router-subset.mjs');
const DOM_SUBSET = path.join(__dirname, 'router-dom-subset.mjs');
const ROUTER_REQUESTS = new Set(['react-router', 'react-router-dom']);

const allowed = () => {
  const block = fs.readFileSync(SUBSET, 'utf8').match(/export \{([^}]*)\} from/);
  return new Set(
    block[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
};

function routerAlias(production) {
  const pkgDir = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': SUBSET,
    'react-router-dom$': DOM_SUBSET,
    'react-router/full$': path.join(pkgDir, 'dist', production ? 'production' : 'development', 'index.mjs'),
  };
}

class RouterSubsetCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouterSubsetCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterSubsetCheckPlugin', (modules) => {
        const names = allowed();
        for (const module of modules) {
          if (!module.resource || module.resource === SUBSET || module.resource === DOM_SUBSET) continue;
          for (const dep of module.dependencies) {
            const name = dep.ids?.[0];
            if (!ROUTER_REQUESTS.has(dep.request) || !name || name === 'default' || names.has(name)) continue;
            const error = new WebpackError(
              `${dep.request}: "${name}" is not in the suite's router subset; add it to tools/webpack/router-subset.mjs`,
            );
            error.module = module;
            error.loc = dep.loc;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { routerAlias, RouterSubsetCheckPlugin };
