/** What mf-scanner exposes to the shell: one module per page (see docs/decisions/002). */
export const exposes = {
  './DashboardPage': './src/exposes/dashboard-page.tsx',
  './UploadPage': './src/exposes/upload-page.tsx',
  './JobDescriptionPage': './src/exposes/job-description-page.tsx',
  './OptimizedResumePage': './src/exposes/optimized-resume-page.tsx',
};
