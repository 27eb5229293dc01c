module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_cases',
  exposes: {
    './Resources': './src/resources.tsx',
    './HomePage': './src/features/home/home-page.tsx',
  },
});
