/** Texts of the landing page (docs/product/README.md#what-the-product-is and docs/product/screens.md#landing-page). */
export const HEADLINE = 'Resumes That Beat the Bots. Land the Interview.';

export const FEATURES = [
  {
    icon: 'sparkles',
    title: 'AI-Powered Optimization',
    text: 'Rewrite your resume toward a 90%+ ATS score with clean headings, strong verbs and the keywords recruiters search for.',
  },
  {
    icon: 'zap',
    title: 'Instant Analysis',
    text: 'Get your ATS compatibility score in seconds, with actionable feedback on exactly what to fix.',
  },
  {
    icon: 'file',
    title: 'Smart Formatting',
    text: 'Spot the columns, tables and headers that trip up applicant-tracking systems before a recruiter ever sees your resume.',
  },
  {
    icon: 'target',
    title: 'Targeted to the Job',
    text: 'Save a job description and see which required skills you match, which are missing, and where to add them.',
  },
  {
    icon: 'chart',
    title: 'Explained, Not Guessed',
    text: 'Every point of your score is itemised: parseability, sections, contact details, bullets and keywords.',
  },
  {
    icon: 'shield',
    title: 'Honest by Design',
    text: 'We never invent employers, titles, dates or numbers. You stay in control of every change.',
  },
] as const;

export const STATS = [
  { value: '5,000+', label: 'Resumes optimized' },
  { value: '90%+', label: 'Average ATS score' },
  { value: '4.8★', label: 'Star rating' },
  { value: '$0', label: 'Free forever plan' },
] as const;

export const STEPS = [
  { title: 'Upload Your Resume', text: 'Drop in a PDF or Word resume. No credit card required.' },
  { title: 'Get AI Analysis', text: 'See your ATS compatibility score and what holds it back.' },
  { title: 'Apply Recommendations', text: 'Use the optimized resume and the keyword suggestions.' },
  { title: 'Land Interviews', text: 'Send a resume that gets past the bots and in front of people.' },
] as const;
