import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The third-party sample corpus (real resumes and job descriptions with their licences) lives
 * outside the repository; tests read it in place and never copy it. One setting says where:
 * RESUMEBEAT_CORPUS, by default `../shared/corpus` beside the repository. Tests that need it are
 * declared with `describeWithCorpus` and skipped when it is absent (the test run says so once,
 * test/support/corpus-notice.cjs); everything else uses the project's own files (`fixtures/`,
 * the development set).
 */
export const CORPUS_DIR = process.env.RESUMEBEAT_CORPUS
  ? path.resolve(process.env.RESUMEBEAT_CORPUS)
  : path.resolve(import.meta.dirname, '../../../../shared/corpus');

export const CORPUS_PRESENT = existsSync(path.join(CORPUS_DIR, 'resumes'));

// (The benches import this file outside Jest, where `describe` and `it` are not defined.)
const inJest = typeof describe === 'function';
/** `describe` for tests that read the sample corpus: skipped when it is absent. */
export const describeWithCorpus = (inJest ? (CORPUS_PRESENT ? describe : describe.skip) : undefined) as typeof describe;
/** `it` for a test that reads the sample corpus: skipped when it is absent. */
export const itWithCorpus = (inJest ? (CORPUS_PRESENT ? it : it.skip) : undefined) as typeof it;

/** The project's own test files (fixtures/ at the repository's root). */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../fixtures');

export function fixtureBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, relative)));
}

export function fixtureText(relative: string): string {
  return readFileSync(path.join(FIXTURES_DIR, relative), 'utf8');
}

/** The fixture resume (fixtures/resumes/john_doe) as a model, to render as DOCX or text. */
export function fixtureResume(): ResumeModel {
  return JSON.parse(fixtureText('resumes/john_doe.json')) as ResumeModel;
}

export function corpusBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(CORPUS_DIR, relative)));
}

export function corpusText(relative: string): string {
  return readFileSync(path.join(CORPUS_DIR, relative), 'utf8');
}

export const RESUME_PDFS = [
  'alfred_pennyworth_pm.pdf',
  'barry_allen_fe.pdf',
  'bruce_wayne_fullstack.pdf',
  'john_doe.pdf',
  'ditto_two_column.pdf',
] as const;

/** MANIFEST.md's natural pairs: resume -> the job descriptions it fits. */
export const PAIRS: Record<string, string[]> = {
  'john_doe.pdf': ['job_desc_java_developer.pdf', 'raw_job_2_java_developer.txt'],
  'barry_allen_fe.pdf': ['job_desc_front_end_engineer.pdf', 'e2e_frontend-eng.txt'],
  'bruce_wayne_fullstack.pdf': ['job_desc_full_stack_engineer.pdf'],
  'alfred_pennyworth_pm.pdf': ['job_desc_product_manager.pdf', 'e2e_product-manager.txt'],
  'e2e_master_resume.json': ['e2e_backend-eng.txt'],
};

export const JDS = [
  'job_desc_front_end_engineer.pdf',
  'job_desc_full_stack_engineer.pdf',
  'job_desc_java_developer.pdf',
  'job_desc_product_manager.pdf',
  'e2e_backend-eng.txt',
  'e2e_frontend-eng.txt',
  'e2e_product-manager.txt',
  'raw_job_2_java_developer.txt',
] as const;

/** What a person would read on the resume, line by line, in the order a resume is written. */
export interface ResumeModel {
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
  summary: string;
  experience: Array<{ title: string; company: string; location: string; dates: string; bullets: string[] }>;
  education: Array<{ degree: string; institution: string; dates: string }>;
  skills: string[];
  certifications: string[];
}

interface MasterJson {
  personalInfo: {
    name: string;
    title: string;
    email: string;
    phone: string;
    location: string;
    website: string;
    linkedin: string;
    github: string;
  };
  summary: string;
  workExperience: Array<{ title: string; company: string; location: string; years: string; description: string[] }>;
  education: Array<{ institution: string; degree: string; years: string }>;
  additional: { technicalSkills: string[]; certificationsTraining: string[] };
}

interface JsonResume {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url: string;
    summary: string;
    location: { city: string; region: string };
  };
  work: Array<{
    name: string;
    location: string;
    position: string;
    startDate: string;
    endDate: string;
    highlights: string[];
  }>;
  education: Array<{ institution: string; area: string; studyType: string; startDate: string; endDate: string }>;
  skills: Array<{ keywords: string[] }>;
  awards: Array<{ title: string }>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export function masterResume(): ResumeModel {
  const j = JSON.parse(corpusText('resumes/e2e_master_resume.json')) as MasterJson;
  const p = j.personalInfo;
  return {
    name: p.name,
    title: p.title,
    email: p.email,
    phone: p.phone,
    location: p.location,
    links: [p.website, p.linkedin, p.github],
    summary: j.summary,
    experience: j.workExperience.map((w) => ({
      title: w.title,
      company: w.company,
      location: w.location,
      dates: w.years,
      bullets: w.description,
    })),
    education: j.education.map((e) => ({ degree: e.degree, institution: e.institution, dates: e.years })),
    skills: j.additional.technicalSkills,
    certifications: j.additional.certificationsTraining,
  };
}

export function jsonResumeSample(): ResumeModel {
  const j = JSON.parse(corpusText('resumes/jsonresume_sample.resume.json')) as JsonResume;
  const b = j.basics;
  return {
    name: b.name,
    title: b.label,
    email: b.email,
    phone: b.phone,
    location: `${b.location.city}, ${b.location.region}`,
    links: [b.url],
    summary: b.summary,
    experience: j.work.map((w) => ({
      title: w.position,
      company: w.name,
      location: w.location,
      dates: `${month(w.startDate)} - ${month(w.endDate)}`,
      bullets: w.highlights,
    })),
    education: j.education.map((e) => ({
      degree: `${e.studyType} of ${e.area}`,
      institution: e.institution,
      dates: `${e.startDate.slice(0, 4)} - ${e.endDate.slice(0, 4)}`,
    })),
    skills: j.skills.flatMap((s) => s.keywords),
    certifications: j.awards.map((a) => a.title),
  };
}

/** Plain-text rendering, the way people type a resume into a text editor. */
export function renderText(r: ResumeModel): string {
  return [
    r.name,
    r.title,
    `${r.email} | ${r.phone} | ${r.location} | ${r.links.join(' | ')}`,
    '',
    'SUMMARY',
    r.summary,
    '',
    'EXPERIENCE',
    ...r.experience.flatMap((e) => [
      `${e.title} | ${e.company} | ${e.location} | ${e.dates}`,
      ...e.bullets.map((b) => `- ${b}`),
      '',
    ]),
    'EDUCATION',
    ...r.education.map((e) => `${e.degree} | ${e.institution} | ${e.dates}`),
    '',
    'SKILLS',
    r.skills.join(', '),
    '',
    'CERTIFICATIONS',
    ...r.certifications.map((c) => `- ${c}`),
  ].join('\n');
}
