module.exports = require('../tools/webpack/make-config.cjs').hostConfig(__dirname, { name: 'shell' });
