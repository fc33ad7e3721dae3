// Jest globalSetup: one line when the third-party sample corpus is absent, so a run in a clone
// anywhere says plainly which tests it skipped and how to run them (test/support/corpus.ts).
const { existsSync } = require('node:fs');
const path = require('node:path');

module.exports = async function corpusNotice() {
  const dir = process.env.RESUMEBEAT_CORPUS
    ? path.resolve(process.env.RESUMEBEAT_CORPUS)
    : path.resolve(__dirname, '../../../../shared/corpus');
  if (!existsSync(path.join(dir, 'resumes'))) {
    console.log(
      `\n[tests] sample corpus not found at ${dir}: tests that read it are skipped (set RESUMEBEAT_CORPUS to run them).`,
    );
  }
};
