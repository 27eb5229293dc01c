// The modules every federated build shares as singletons: one React, one router, one store, one
// `shared` package. Chakra and emotion are deliberately absent: they live inside `shared/ui`, so
// only the components the suite uses ship (sharing @chakra-ui/react whole costs ~305 KB gzip).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'formik', 'yup'];
// Subpath imports (react/jsx-runtime, react-dom/client) must share the same instance as the bare
// package, or hooks break. @reduxjs/toolkit/query(/react) is deliberately not shared: only
// shared/core (the one baseApi) imports it, so it is bundled there and tree-shaken (-7 KB gzip
// on every page); it reaches the shared @reduxjs/toolkit, react-redux and react for its state.
const WITH_SUBPATHS = ['react', 'react-dom'];

function sharedModules() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.includes(pkg)) shared[`${pkg}/`] = entry;
  }
  const sharedVersion = require(path.join(root, 'shared/package.json')).version;
  shared['shared/'] = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  return shared;
}

module.exports = { sharedModules, SINGLETONS, root };
