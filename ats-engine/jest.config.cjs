module.exports = {
  ...require('@resumebeat/build-config/jest')({ dir: __dirname, displayName: 'ats-engine', environment: 'node' }),
  // One line when the sample corpus is absent: which tests were skipped and why.
  globalSetup: '<rootDir>/test/support/corpus-notice.cjs',
};
