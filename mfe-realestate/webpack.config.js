module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_realestate',
  exposes: {
    './BrokersPage': './src/features/brokers/brokers-page.tsx',
    './ApfMasterPage': './src/features/apf/apf-master-page.tsx',
    './ApfReportPage': './src/features/apf/apf-report-page.tsx',
    './StageUpdationPage': './src/features/stage-visits/stage-updation-page.tsx',
    './ReadyReckonerPage': './src/features/ready-reckoner/ready-reckoner-page.tsx',
    './MarketUploadPage': './src/features/market-data/market-upload-page.tsx',
    './AvmPage': './src/features/avm/avm-page.tsx',
    './ResearchPage': './src/features/research/research-page.tsx',
    './Resources': './src/resources.tsx',
  },
});
