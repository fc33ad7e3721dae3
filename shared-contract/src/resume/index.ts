// The resume calls' schemas (upload and analysis, texts, history, usage, export): an entry of
// its own so that an app can build them apart from the rest (shell/src/bootstrap.tsx).
import '../common/browser-parsing';
export * from './constants';
export * from './upload-resume';
export * from './usage-status';
export * from './resume-text';
export * from './my-resumes';
export * from './export-docx';
export * from './reading';
export * from './analytics';
export * from './ats-feedback';
export * from './export-pdf';
export * from './bulk-upload';
