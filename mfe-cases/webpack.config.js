module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_cases',
  exposes: {
    './CourierPage': './src/features/courier/courier-page.tsx',
    './HomePage': './src/features/home/home-page.tsx',
  },
});
