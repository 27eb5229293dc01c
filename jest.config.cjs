// Unit and component tests of the browser packages (shared, shell, mfe-*); the API and e2e have
// their own runners (node:test).
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mfe-auth/src',
    '<rootDir>/mfe-dashboard/src',
    '<rootDir>/mfe-cases/src',
    '<rootDir>/mfe-bills/src',
    '<rootDir>/mfe-hr/src',
    '<rootDir>/mfe-masters/src',
    '<rootDir>/mfe-realestate/src',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Chakra in jsdom takes 2-5 s per test on a loaded 2-core machine; jest's 5 s default flaked there.
  testTimeout: 20_000,
  setupFiles: ['<rootDir>/tools/jest/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[^/]+|internmap|@nivo|csv-stringify|@svg-maps)/)'],
  moduleNameMapper: {
    '^shared/(core|ui|resources|kit|time|offline|light)$': '<rootDir>/shared/src/$1/index.ts',
    '^@nivo/(bar|line|core|axes|legends|tooltip|colors|scales|annotations|theming|text|voronoi|grid)$':
      '<rootDir>/node_modules/@nivo/$1/dist/nivo-$1.mjs',
    '^@module-federation/enhanced/runtime$': '<rootDir>/tools/jest/federation-runtime-stub.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
