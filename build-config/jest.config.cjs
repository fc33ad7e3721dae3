module.exports = require('./jest.cjs')({ dir: __dirname, displayName: 'build-config', environment: 'node' });
