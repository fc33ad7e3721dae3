import type { Industry } from '../industries';

export interface SkillDef {
  name: string;
  aliases?: string[];
  soft?: boolean;
  industries: Industry[];
}

type Row = [name: string, aliases: string, industries: string];

// One row per skill: canonical name, aliases separated by "|", industry codes (T tech, H health,
// F finance, M marketing, E education, P manufacturing, R retail, G general).
const HARD: Row[] = [
  ['JavaScript', 'js|ecmascript|es6|es2015', 'T'], ['TypeScript', '', 'T'], ['Python', '', 'T'], ['Java', 'j2ee|java ee|java se|jee', 'T'],
  ['C#', 'csharp|c sharp', 'T'], ['C++', 'cpp', 'T'], ['Go', 'golang', 'T'], ['Rust', '', 'T'], ['Ruby', '', 'T'], ['PHP', '', 'T'],
  ['Kotlin', '', 'T'], ['Swift', '', 'T'], ['Scala', '', 'T'], ['R', '', 'TF'], ['SQL', 'structured query language', 'TFG'],
  ['HTML', 'html5', 'TM'], ['CSS', 'css3', 'TM'], ['React', 'react.js|reactjs', 'T'], ['Next.js', 'nextjs', 'T'], ['Angular', 'angularjs|angular.js', 'T'],
  ['Vue.js', 'vue|vuejs', 'T'], ['Redux', '', 'T'], ['Node.js', 'node|nodejs', 'T'], ['Express.js', 'express|expressjs', 'T'],
  ['Django', '', 'T'], ['Django REST Framework', 'drf', 'T'], ['FastAPI', '', 'T'], ['Flask', '', 'T'], ['Spring', 'spring framework', 'T'],
  ['Spring Boot', 'springboot', 'T'], ['Hibernate', '', 'T'], ['.NET', 'dotnet|asp.net', 'T'], ['Ruby on Rails', 'rails|ror', 'T'],
  ['GraphQL', '', 'T'], ['REST APIs', 'rest|restful|restful apis|rest api|restful services|apis|web services', 'T'], ['Microservices', 'microservice architecture', 'T'],
  ['PostgreSQL', 'postgres|psql', 'T'], ['MySQL', '', 'T'], ['MongoDB', 'mongo', 'T'], ['Redis', '', 'T'], ['Oracle', 'oracle database', 'T'],
  ['SQL Server', 'mssql|microsoft sql server', 'T'], ['NoSQL', '', 'T'], ['Elasticsearch', 'elastic search', 'T'], ['Kafka', 'apache kafka', 'T'],
  ['RabbitMQ', '', 'T'], ['AWS', 'amazon web services', 'T'], ['Azure', 'microsoft azure', 'T'], ['Google Cloud', 'gcp|google cloud platform', 'T'],
  ['Docker', 'containerization', 'T'], ['Kubernetes', 'k8s', 'T'], ['Terraform', '', 'T'], ['CI/CD', 'ci cd|continuous integration|continuous delivery|continuous deployment', 'T'],
  ['GitHub Actions', '', 'T'], ['CircleCI', '', 'T'], ['Jenkins', '', 'T'], ['Git', 'version control', 'T'], ['GitHub', '', 'T'], ['Linux', 'unix', 'T'],
  ['Webpack', '', 'T'], ['Babel', '', 'T'], ['Vite', '', 'T'], ['Tailwind CSS', 'tailwind|tailwindcss', 'T'], ['CSS-in-JS', 'styled-components', 'T'],
  ['Storybook', '', 'T'], ['Jest', '', 'T'], ['Vitest', '', 'T'], ['Playwright', '', 'T'], ['Cypress', '', 'T'], ['JUnit', '', 'T'], ['Mockito', '', 'T'],
  ['Unit Testing', 'unit tests|unit test', 'T'], ['Test-Driven Development', 'tdd', 'T'], ['Accessibility', 'a11y|wcag', 'T'], ['Responsive Design', 'responsive web design', 'TM'],
  ['Server-Side Rendering', 'ssr', 'T'], ['Web Performance', 'core web vitals|web vitals', 'T'], ['Design Systems', 'design system', 'T'],
  ['Firebase', 'firestore', 'T'], ['D3.js', 'd3', 'T'], ['Datadog', '', 'T'], ['OpenTelemetry', 'otel', 'T'], ['Observability', 'monitoring', 'T'],
  ['Asyncio', 'async programming|asynchronous programming', 'T'], ['Machine Learning', 'ml', 'T'], ['Deep Learning', '', 'T'],
  ['Natural Language Processing', 'nlp', 'T'], ['Data Analysis', 'data analytics|analytics', 'TFMG'], ['Data Modeling', 'data modelling', 'T'],
  ['System Design', 'architecture|software architecture', 'T'], ['Object-Oriented Design', 'oop|object oriented programming|object-oriented programming', 'T'],
  ['Agile', 'agile methodologies|agile development', 'TG'], ['Scrum', '', 'TG'], ['Kanban', '', 'TP'], ['Jira', '', 'T'], ['Figma', '', 'TM'],
  ['UI/UX', 'ui|ux|user experience|user interface|ux design|user experience design', 'TM'], ['Pandas', '', 'T'], ['NumPy', '', 'T'], ['Spark', 'apache spark|pyspark', 'T'],
  ['Tableau', '', 'TFM'], ['Power BI', 'powerbi', 'TF'], ['Looker', '', 'TM'], ['Mixpanel', '', 'TM'], ['Amplitude', '', 'TM'], ['Excel', 'microsoft excel|ms excel', 'FGPR'],
  ['A/B Testing', 'ab testing|experimentation|split testing', 'TM'], ['Product Management', 'product manager', 'T'], ['Product Roadmap', 'roadmap|roadmaps', 'T'],
  ['Product Strategy', '', 'T'], ['Product Launch', 'launch products|launching products|product launches|go-live', 'TM'], ['Market Research', '', 'TM'], ['Competitive Analysis', '', 'TM'], ['User Research', 'customer discovery|customer interviews', 'TM'],
  ['PRDs', 'product requirements|requirements documents|mrds', 'T'], ['OKRs', 'okr', 'TG'], ['Go-to-Market', 'gtm|go to market', 'TM'], ['SaaS', 'software as a service', 'T'],
  ['B2B', '', 'TM'], ['Project Management', 'pmp', 'GPT'], ['Pricing', 'pricing strategy', 'TMR'], ['Stakeholder Management', 'stakeholder communication', 'TG'],
  ['Raspberry Pi', '', 'T'], ['Cryptocurrency', 'crypto|digital assets|blockchain', 'F'], ['DeFi', 'decentralized finance', 'F'],
  ['Financial Analysis', 'financial modeling|financial modelling', 'F'], ['Risk Management', '', 'F'], ['Compliance', 'regulatory compliance', 'FH'],
  ['Accounting', 'gaap|ifrs', 'F'], ['Budgeting', 'forecasting', 'FG'], ['Auditing', 'audit', 'F'], ['Trading', 'trading platforms', 'F'], ['Banking', '', 'F'],
  ['Bloomberg', '', 'F'], ['Valuation', '', 'F'], ['Patient Care', '', 'H'], ['EHR', 'emr|electronic health records|cerner', 'H'], ['HIPAA', '', 'H'],
  ['Clinical', 'clinical care|clinical research', 'H'], ['Medical Terminology', '', 'H'], ['CPR', 'bls|acls', 'H'], ['Nursing', 'registered nurse', 'H'],
  ['Phlebotomy', '', 'H'], ['Triage', '', 'H'], ['SEO', 'search engine optimization', 'M'], ['SEM', 'search engine marketing|ppc|paid search', 'M'],
  ['Content Marketing', 'content strategy', 'M'], ['Social Media', 'social media marketing', 'MR'], ['Google Analytics', 'ga4', 'M'], ['Email Marketing', '', 'MR'],
  ['Brand Management', 'branding', 'MR'], ['Copywriting', '', 'M'], ['HubSpot', '', 'M'], ['Salesforce', 'salesforce crm', 'MTR'], ['Campaign Management', 'campaigns', 'M'],
  ['Curriculum Development', 'curriculum design', 'E'], ['Lesson Planning', 'lesson plans', 'E'], ['Classroom Management', '', 'E'], ['Assessment', 'student assessment', 'E'],
  ['Differentiated Instruction', '', 'E'], ['Special Education', 'iep', 'E'], ['Learning Management Systems', 'lms|moodle', 'E'], ['Tutoring', '', 'E'],
  ['Lean Manufacturing', '', 'P'], ['Six Sigma', 'lean six sigma', 'P'], ['Quality Control', 'quality assurance|qa', 'PT'], ['CAD', 'autocad|solidworks', 'P'],
  ['CNC', 'cnc machining', 'P'], ['Supply Chain', 'supply chain management|logistics', 'PR'], ['ISO 9001', '', 'P'], ['OSHA', 'safety compliance|workplace safety', 'P'],
  ['Preventive Maintenance', '', 'P'], ['Process Improvement', 'kaizen', 'PG'], ['ERP', 'sap', 'PR'], ['Inventory Management', 'inventory', 'RP'],
  ['Merchandising', 'visual merchandising', 'R'], ['Point of Sale', 'pos', 'R'], ['Customer Service', 'customer experience|customer support', 'RG'],
  ['Sales', 'retail sales', 'RM'], ['Loss Prevention', '', 'R'], ['Cash Handling', '', 'R'], ['E-commerce', 'ecommerce', 'RT'], ['Microsoft Office', 'ms office|office 365|microsoft 365', 'G'],
  // Tools and methods of the professions beyond software that resumes name as skills.
  ['Recruiting', 'recruitment|talent acquisition', 'G'], ['Onboarding', 'employee onboarding', 'G'], ['Employee Relations', '', 'G'],
  ['Benefits Administration', '', 'G'], ['Workday', '', 'G'], ['Payroll', '', 'GF'], ['Epic', 'epic ehr', 'H'], ['IV Therapy', '', 'H'],
  ['Medication Administration', '', 'H'], ['Patient Assessment', '', 'H'], ['Telemetry Monitoring', 'cardiac monitoring', 'H'],
  ['Minitab', '', 'P'], ['Statistical Process Control', 'spc', 'P'], ['Root Cause Analysis', 'rca', 'PG'], ['PFMEA', 'fmea|dfmea', 'P'],
  ['Inventory Control', '', 'RP'], ['Freight Scheduling', 'freight coordination', 'P'], ['Carrier Negotiation', 'carrier management', 'P'],
  ['Scikit-learn', 'sklearn|scikit learn', 'T'], ['XGBoost', '', 'T'], ['Airflow', 'apache airflow', 'T'], ['Time Series Forecasting', 'time series analysis', 'TF'],
  ['NetSuite', '', 'F'], ['Variance Analysis', '', 'F'], ['Klaviyo', '', 'M'], ['Paid Social', 'paid social media', 'M'], ['Google Classroom', '', 'E'],
];

const SOFT: Row[] = [
  ['Communication', 'communication skills|written communication|verbal communication|communicator|communicated|communicating', 'G'], ['Leadership', 'leading teams|team leadership|led a team', 'G'],
  ['Collaboration', 'collaborative|collaborate|collaborated|collaborating|cross-functional|teamwork|team player|worked closely', 'G'], ['Problem Solving', 'problem-solving|problem solver|troubleshooting|troubleshot|solved', 'G'],
  ['Critical Thinking', 'critical-thinking|analytical', 'G'], ['Mentoring', 'mentor|mentored|mentoring|mentorship|coaching|coached', 'G'], ['Ownership', 'take ownership|accountability', 'G'],
  ['Time Management', 'prioritization|prioritize', 'G'], ['Adaptability', 'adaptable|fast-paced|flexible', 'G'], ['Attention to Detail', 'detail-oriented|detail oriented', 'G'],
  ['Strategic Thinking', 'strategic|strategy', 'G'], ['Negotiation', '', 'G'], ['Presentation Skills', 'presenting|public speaking|presentations', 'G'],
  ['Decision Making', 'data-driven decisions|decision-making', 'G'], ['Cross-functional Leadership', 'cross-functional teams|cross functional teams|cross-functional team', 'G'], ['Independence', 'self-starter|self-direct|independently|little supervision', 'G'],
];

function expand(rows: Row[], soft: boolean): SkillDef[] {
  const codes: Record<string, Industry> = { T: 'Tech', H: 'Healthcare', F: 'Finance', M: 'Marketing', E: 'Education', P: 'Manufacturing', R: 'Retail', G: 'General' };
  return rows.map(([name, aliases, inds]) => ({
    name,
    aliases: aliases ? aliases.split('|') : [],
    soft,
    industries: [...inds].map((c) => codes[c]!),
  }));
}

/** Names that are also everyday words: they only count when written with the capital ("Go", not "go"). */
export const CASE_SENSITIVE = new Set(['Go', 'R', 'Swift', 'Rust', 'Ruby', 'Spring', 'Express.js', 'Oracle', 'Sales', 'Looker', 'Amplitude', 'Trading', 'Banking', 'Epic', 'Workday']);

export const SKILLS: SkillDef[] = [...expand(HARD, false), ...expand(SOFT, true)];

/** Sections each industry's recruiters look for beyond the universal ones. */
export const INDUSTRY_SECTIONS: Record<Industry, Array<'skills' | 'certifications' | 'projects' | 'education' | 'summary'>> = {
  General: ['summary', 'skills'],
  Tech: ['skills', 'projects'],
  Healthcare: ['certifications', 'education'],
  Finance: ['certifications', 'education'],
  Marketing: ['summary', 'skills'],
  Education: ['education', 'certifications'],
  Manufacturing: ['certifications', 'skills'],
  Retail: ['summary', 'skills'],
};
