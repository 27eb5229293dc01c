// An eslint-import-resolver (interface v2) for eslint-plugin-boundaries: TypeScript's own module
// resolution (bundler mode: package.json "exports", extensionless .ts/.tsx, workspace symlinks to
// their real folders), so `shared/kit` or `mfe-hr/model` resolve to the files they name and the
// boundaries rule sees which app they belong to. Node's resolver answers the rest (built-ins, .mjs).
const ts = require('typescript');
const nodeResolver = require('eslint-import-resolver-node');

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  noEmit: true,
};
const host = ts.sys;
const cache = ts.createModuleResolutionCache(process.cwd(), (f) => f, options);

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  const { resolvedModule } = ts.resolveModuleName(source, file, options, host, cache);
  // A package's .d.ts stands for its JavaScript: still a file in node_modules (external), which is all we need.
  if (resolvedModule?.resolvedFileName) return { found: true, path: resolvedModule.resolvedFileName };
  return nodeResolver.resolve(source, file, config);
};
