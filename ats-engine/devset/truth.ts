// The truth of a development-set resume: what a reader must find in it, taken from the JSON
// Resume document it was rendered from (or written by hand for a corpus file).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface TruthRole {
  title: string;
  employer: string;
  /** 'YYYY-MM'; end null while the role lasts. */
  start: string | null;
  end: string | null;
}

export interface TruthSchool {
  school: string;
  degree: string;
}

export interface Truth {
  name: string;
  email: string | null;
  phone: string | null;
  links: string[];
  roles: TruthRole[];
  schools: TruthSchool[];
  skills: string[];
}

export const DEVSET_DIR = import.meta.dirname;
export const SOURCES_DIR = path.join(DEVSET_DIR, 'sources');
export const CORPUS_TRUTH_DIR = path.join(DEVSET_DIR, 'corpus-truth');
export const GENERATED_DIR = path.join(DEVSET_DIR, 'generated');

interface JsonResume {
  basics: { name: string; email?: string; phone?: string; url?: string; profiles?: Array<{ url?: string }> };
  work?: Array<{ name: string; position: string; startDate?: string; endDate?: string }>;
  education?: Array<{ institution: string; studyType?: string; area?: string }>;
  skills?: Array<{ name: string; keywords?: string[] }>;
}

const month = (date: string | undefined) => (date ? date.slice(0, 7) : null);

export function truthOf(resume: JsonResume): Truth {
  return {
    name: resume.basics.name,
    email: resume.basics.email ?? null,
    phone: resume.basics.phone ?? null,
    links: [resume.basics.url, ...(resume.basics.profiles ?? []).map((profile) => profile.url)].filter((url): url is string => Boolean(url)),
    roles: (resume.work ?? []).map((role) => ({ title: role.position, employer: role.name, start: month(role.startDate), end: month(role.endDate) })),
    schools: (resume.education ?? []).map((school) => ({ school: school.institution, degree: school.studyType ?? '' })),
    skills: (resume.skills ?? []).flatMap((group) => group.keywords ?? []),
  };
}

export function readSources(): Array<{ id: string; resume: JsonResume; truth: Truth }> {
  return readdirSync(SOURCES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const resume = JSON.parse(readFileSync(path.join(SOURCES_DIR, file), 'utf8')) as JsonResume;
      return { id: file.replace(/\.json$/, ''), resume, truth: truthOf(resume) };
    });
}

/** Hand-written truth for the corpus files (../shared/corpus), keyed by file name. */
export function readCorpusTruth(): Array<{ file: string; truth: Truth }> {
  return readdirSync(CORPUS_TRUTH_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file: file.replace(/\.truth\.json$/, ''), truth: JSON.parse(readFileSync(path.join(CORPUS_TRUTH_DIR, file), 'utf8')) as Truth }));
}
