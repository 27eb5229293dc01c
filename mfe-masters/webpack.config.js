module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_masters',
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
  },
});
