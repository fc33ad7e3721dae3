/** What mf-auth exposes to the shell: one module per page (see docs/decisions/002). */
export const exposes = {
  './AuthPage': './src/exposes/auth-page.tsx',
  './GithubCallbackPage': './src/exposes/github-callback-page.tsx',
  './LinkedinCallbackPage': './src/exposes/linkedin-callback-page.tsx',
};
