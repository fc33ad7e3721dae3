module.exports = require('@resumebeat/build-config/jest')({ dir: __dirname, displayName: 'ats-engine', environment: 'node' });
