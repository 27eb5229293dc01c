module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_cases',
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
  },
});
