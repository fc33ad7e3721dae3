/** What mf-profile exposes to the shell: one module per page (see docs/decisions/002). */
export const exposes = {
  './ProfilePage': './src/exposes/profile-page.tsx',
  './CoverLetterPage': './src/exposes/cover-letter-page.tsx',
};
