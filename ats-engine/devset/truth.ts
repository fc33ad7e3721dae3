// The truth of a development-set resume: what a reader must find in it, taken from the JSON
// Resume document it was rendered from (or written by hand for a corpus file).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * What a rendering prints of the truth. Some themes leave a field out (the class theme prints no
 * degree, several print profiles as bare icons): a reader cannot find what is not there, so such
 * a field is blanked ('' or dropped) and not counted. `printed` is the page's text as rendered (CSS
 * text-transform applied, so compared without case) and the targets of its links (kept in a PDF as
 * link annotations, which the reader reads).
 */
export function printedTruth(truth: Truth, printed: { text: string; hrefs: string[]; glyphRuns?: string[] }): Truth {
  const flat = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim();
  const text = ` ${flat(printed.text)} `;
  // Every word of it among the words the PDF draws (a run may hold a line or a single word).
  const drawn = printed.glyphRuns ? new Set(printed.glyphRuns.flatMap((run) => flat(run).split(' '))) : null;
  const reachedPaper = (value: string) => !drawn || flat(value).split(' ').every((word) => drawn.has(word));
  const shows = (value: string) => value === '' || (text.includes(` ${flat(value)} `) && reachedPaper(value));
  const bare = (url: string) => url.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
  const linked = (url: string) => shows(bare(url)) || printed.hrefs.some((href) => bare(href) === bare(url));
  return {
    ...truth,
    links: truth.links.filter(linked),
    roles: truth.roles.map((role) => ({ ...role, title: shows(role.title) ? role.title : '', employer: shows(role.employer) ? role.employer : '' })),
    schools: truth.schools.map((school) => ({ school: shows(school.school) ? school.school : '', degree: shows(school.degree) ? school.degree : '' })),
    skills: truth.skills.filter(shows),
  };
}

/** The generated documents (PDF and DOCX) with the truth of each: what its rendering prints. */
export function readGenerated(): Array<{ file: string; group: string; truth: Truth }> {
  if (!existsSync(GENERATED_DIR)) return [];
  const sources = new Map(readSources().map((source) => [source.id, source.truth]));
  return readdirSync(GENERATED_DIR)
    .filter((file) => /\.(pdf|docx)$/.test(file) && sources.has(file.split('.')[0]!))
    .sort()
    .map((file) => {
      const printedFile = path.join(GENERATED_DIR, file.replace(/\.(pdf|docx)$/, '.truth.json'));
      const truth = existsSync(printedFile) ? (JSON.parse(readFileSync(printedFile, 'utf8')) as Truth) : sources.get(file.split('.')[0]!)!;
      return { file, group: file.endsWith('.docx') ? 'docx' : file.split('.')[1]!, truth };
    });
}

/** Hand-written truth for the corpus files (../shared/corpus), keyed by file name. */
export function readCorpusTruth(): Array<{ file: string; truth: Truth }> {
  return readdirSync(CORPUS_TRUTH_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file: file.replace(/\.truth\.json$/, ''), truth: JSON.parse(readFileSync(path.join(CORPUS_TRUTH_DIR, file), 'utf8')) as Truth }));
}

export const HANDWRITTEN_DIR = path.join(DEVSET_DIR, 'handwritten');
export const PRODUCERS = ['chromium-html', 'linkedin', 'pdf-lib', 'latex', 'libreoffice', 'weasyprint'] as const;
export type Producer = (typeof PRODUCERS)[number];
export interface HandwrittenMeta {
  producer: Producer;
  families: string[];
  /** Decided when the document is written: 'held-out' documents are read only to measure. */
  part: 'tune' | 'held-out';
}

/** The hand-written documents (handwritten/<producer>-<nn>-<slug>/) that have a rendered PDF. */
export function readHandwritten(): Array<{ id: string; dir: string; pdf: string; meta: HandwrittenMeta; truth: Truth }> {
  if (!existsSync(HANDWRITTEN_DIR)) return [];
  return readdirSync(HANDWRITTEN_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(HANDWRITTEN_DIR, entry.name, 'meta.json')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const dir = path.join(HANDWRITTEN_DIR, id);
      const meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) as HandwrittenMeta;
      if (!PRODUCERS.includes(meta.producer) || (meta.part !== 'tune' && meta.part !== 'held-out')) {
        throw new Error(`devset/handwritten/${id}/meta.json: producer must be one of ${PRODUCERS.join(', ')} and part 'tune' or 'held-out'`);
      }
      return { id, dir, pdf: path.join(dir, 'resume.pdf'), meta, truth: JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Truth };
    })
    .filter((document) => existsSync(document.pdf));
}
