/** Every route of the product (docs/product/screens.md#routes-and-guards), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  githubCallback: '/github-callback',
  linkedinCallback: '/linkedin-callback',
  dashboard: '/dashboard',
  upload: '/upload',
  uploadResume: '/upload-resume',
  jobDescription: '/job-description',
  optimizedResume: '/optimized-resume',
  coverLetter: '/cover-letter',
  profile: '/profile',
  privacy: '/privacy',
  terms: '/terms',
} as const;
