module.exports = require('@resumebeat/build-config/jest')({ dir: __dirname, displayName: 'shared-contract', environment: 'node' });
