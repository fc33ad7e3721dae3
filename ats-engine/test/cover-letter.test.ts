// The local engine's cover letter is a real letter over a spread of resumes: the development set
// (its JSON Resume documents typed into Word, and every hand-written resume, a student's among
// them) against job descriptions written here, and the corpus against its job descriptions when
// the corpus is there. Every letter: 250-400 words, 3-4 paragraphs between the greeting and the
// sign-off, two or three of the person's own bullets quoted, every number, degree and name found in
// the resume or the job (the api's fact check, docs/decisions/013), the same letter for the same
// input; each tone and each focus a different letter.
import { readFileSync } from 'node:fs';
import {
  COVER_LETTER_FOCUSES,
  COVER_LETTER_TONES,
  COVER_LETTER_WORDS,
  extractDocumentText,
  generateCoverLetter,
  parseResume,
  parseResumeText,
  shutdownPdfWorkers,
} from '../src/index';
import { allBullets } from '../src/score/score-resume';
import { renderDocx } from '../devset/render-docx';
import { readHandwritten, readSources } from '../devset/truth';
// eslint-disable-next-line boundaries/imports -- the api's fact check (decision 013) holds the engine's letters to it
import { findUnsupportedFacts } from '../../api/src/plugins/app/ai/letter-facts';
import {
  corpusBytes,
  corpusText,
  describeWithCorpus,
  JDS,
  jsonResumeSample,
  masterResume,
  PAIRS,
  renderText,
  RESUME_PDFS,
} from './support/corpus';

/** Job descriptions written for these tests, one per kind of work the development set holds. */
const JOBS = {
  software: [
    'Senior Software Engineer',
    'We are hiring a Senior Software Engineer to build and run our data platform. You will design services in Python, Java and TypeScript, work with SQL and PostgreSQL, deploy on AWS with Docker and Kubernetes, and automate testing in CI/CD.',
    'Requirements: experience with React, REST APIs, Git and Agile teams; strong communication and mentoring skills. Our mission is to help small businesses grow, and we value collaboration and curiosity.',
  ].join('\n'),
  care: [
    'Registered Nurse',
    'We are looking for a Registered Nurse to join our patient care team. You will provide patient care, medication administration and patient education, keep accurate records in electronic health records (EHR), and work with physicians and families.',
    'Requirements: BLS and ACLS certification, communication, teamwork, time management and customer service. We believe every patient deserves compassion, and our culture is built on teamwork.',
  ].join('\n'),
  business: [
    'Operations Coordinator',
    'We are seeking an Operations Coordinator to support our finance, sales and logistics teams. You will manage budgets, reconcile accounts, track inventory, prepare reports in Excel, train new staff and work with customers and vendors.',
    'Requirements: project management, customer service, data analysis, communication and leadership. We value people who take ownership and collaborate across teams.',
  ].join('\n'),
} as const;
type JobKind = keyof typeof JOBS;

const KIND: Record<string, JobKind> = {
  software: 'software',
  data: 'software',
  developer: 'software',
  engineer: 'software',
  devops: 'software',
  backend: 'software',
  analyst: 'software',
  designer: 'software',
  ux: 'software',
  postdoc: 'software',
  nurse: 'care',
  dental: 'care',
  pharmacist: 'care',
  physiotherapist: 'care',
  social: 'care',
  icu: 'care',
  teacher: 'care',
  chemist: 'care',
};
const kindOf = (id: string): JobKind => Object.entries(KIND).find(([word]) => id.includes(word))?.[1] ?? 'business';

interface Case {
  id: string;
  resumeText: string;
  jobs: Array<{ id: string; text: string }>;
}

const cases: Case[] = [];

beforeAll(async () => {
  for (const { id, resume } of readSources()) {
    const docx = await renderDocx(structuredClone(resume) as Parameters<typeof renderDocx>[0]);
    const { text } = await parseResume(new Uint8Array(docx), { fileName: `${id}.docx` });
    cases.push({
      id: `${id}.docx`,
      resumeText: text,
      jobs: [kindOf(id), ...(Object.keys(JOBS) as JobKind[]).filter((k) => k !== kindOf(id))].map((k) => ({
        id: k,
        text: JOBS[k],
      })),
    });
  }
  for (const { id, pdf } of readHandwritten()) {
    const { text } = await parseResume(new Uint8Array(readFileSync(pdf)), { fileName: 'resume.pdf' });
    cases.push({
      id,
      resumeText: text,
      jobs: [kindOf(id), ...(Object.keys(JOBS) as JobKind[]).filter((k) => k !== kindOf(id))].map((k) => ({
        id: k,
        text: JOBS[k],
      })),
    });
  }
}, 120_000);

afterAll(() => shutdownPdfWorkers());

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();
const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, ''));
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The paragraphs between "Dear Hiring Manager," and the sign-off. */
const bodyOf = (letter: string) => letter.split('\n\n').slice(1, -1);

/** The bullets a letter can quote: the person's own, as the letter reads them back from the text. */
const bulletsOf = new Map<string, string[]>();
function quotable(resumeText: string): string[] {
  let bullets = bulletsOf.get(resumeText);
  if (!bullets) {
    bullets = allBullets(parseResumeText(resumeText))
      .map((b) =>
        b
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/[.;,:]+$/, ''),
      )
      .filter((b) => countWords(b) >= 4 && countWords(b) <= 45);
    bulletsOf.set(resumeText, bullets);
  }
  return bullets;
}

/** The person's bullets the letter quotes, as written (its first letter in either case). */
function quoted(letter: string, resumeText: string): string[] {
  const body = folded(letter);
  return [...new Set(quotable(resumeText).filter((b) => body.includes(folded(b))))];
}

const TITLE = 'Team Member';
const COMPANY = 'Northwind Traders';

function letterFor(resumeText: string, jobDescription: string, tone: string, focus: string) {
  return generateCoverLetter({ resumeText, jobDescription, jobTitle: TITLE, companyName: COMPANY, tone, focus });
}

/** What every letter must be, with the input named when it is not. */
function expectRealLetter(
  label: string,
  resumeText: string,
  jobDescription: string,
  tone: string,
  focus: string,
): string {
  const { coverLetter, wordCount } = letterFor(resumeText, jobDescription, tone, focus);
  const context = `${label} / ${tone} / ${focus}:\n${coverLetter}`;
  const sources = [resumeText, jobDescription, TITLE, COMPANY];
  const sourceNumbers = new Set(sources.flatMap(numbers));
  const wanted = Math.min(2, quotable(resumeText).length);
  const problems = [
    ...(wordCount >= COVER_LETTER_WORDS.min && wordCount <= COVER_LETTER_WORDS.max ? [] : [`${wordCount} words`]),
    ...(wordCount === countWords(coverLetter) ? [] : ['wordCount does not count the letter']),
    ...(bodyOf(coverLetter).length >= 3 && bodyOf(coverLetter).length <= 4
      ? []
      : [`${bodyOf(coverLetter).length} paragraphs`]),
    ...(quoted(coverLetter, resumeText).length >= wanted
      ? []
      : [`${quoted(coverLetter, resumeText).length} results quoted`]),
    ...numbers(coverLetter)
      .filter((n) => !sourceNumbers.has(n))
      .map((n) => `number "${n}" in neither the resume nor the job`),
    ...findUnsupportedFacts(coverLetter, sources),
    ...(coverLetter.startsWith('Dear Hiring Manager,\n\n') ? [] : ['no greeting']),
  ];
  // The whole letter is shown when it falls short.
  expect(problems.length === 0 ? [] : [context, ...problems]).toEqual([]);
  return coverLetter;
}

describe('the development set', () => {
  it('every resume, every tone and focus against the job it fits, and the other jobs: a real letter that invents nothing', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const { id, resumeText, jobs } of cases) {
      for (const tone of COVER_LETTER_TONES)
        for (const focus of COVER_LETTER_FOCUSES)
          expectRealLetter(`${id} / ${jobs[0]!.id}`, resumeText, jobs[0]!.text, tone, focus);
      for (const job of jobs.slice(1))
        expectRealLetter(`${id} / ${job.id}`, resumeText, job.text, 'professional', 'skills');
    }
  }, 90_000);

  it('each tone is a different letter: its own opening, and the results told in its own words; the same input, the same letter', () => {
    for (const { id, resumeText, jobs } of cases) {
      const letters = COVER_LETTER_TONES.map(
        (tone) => letterFor(resumeText, jobs[0]!.text, tone, 'achievements').coverLetter,
      );
      expect(letterFor(resumeText, jobs[0]!.text, 'friendly', 'achievements').coverLetter).toBe(letters[3]);
      expect([id, new Set(letters).size]).toEqual([id, 4]);
      expect([id, new Set(letters.map((l) => bodyOf(l)[0])).size]).toEqual([id, 4]);
      expect([id, new Set(letters.map((l) => bodyOf(l)[1])).size]).toEqual([id, 4]);
    }
  });

  it('each focus is a different letter, and the focus chooses which results lead', () => {
    let differentChoice = 0;
    for (const { id, resumeText, jobs } of cases) {
      const letters = COVER_LETTER_FOCUSES.map(
        (focus) => letterFor(resumeText, jobs[0]!.text, 'professional', focus).coverLetter,
      );
      expect([id, new Set(letters).size]).toEqual([id, 4]);
      if (new Set(letters.map((l) => quoted(l, resumeText).join('|'))).size > 1) differentChoice += 1;
    }
    // Most resumes have more results than a letter quotes; for them the focus picks differently.
    expect(differentChoice).toBeGreaterThanOrEqual(cases.filter((c) => quotable(c.resumeText).length > 3).length * 0.6);
  });

  it('ties the results to what the job asks for: a skill of the job named in a quoted result is named as the job’s', () => {
    const kevin = cases.find((c) => c.id.startsWith('software-'))!;
    const letter = letterFor(kevin.resumeText, JOBS.software, 'professional', 'skills').coverLetter;
    expect(bodyOf(letter)[1]).toMatch(/your description asks for|your requirement for|the role requires/);
  });

  it('a student with two short bullets: a full letter that quotes both and adds nothing the resume does not say', () => {
    const student = cases.find((c) => c.id.includes('student'))!;
    for (const tone of COVER_LETTER_TONES) {
      for (const focus of COVER_LETTER_FOCUSES) {
        const letter = expectRealLetter(student.id, student.resumeText, JOBS.software, tone, focus);
        expect(quoted(letter, student.resumeText)).toHaveLength(quotable(student.resumeText).length);
      }
    }
  });

  it('a resume with no bullets and no skills still gets a 250-400 word letter of 3-4 paragraphs, with no number in it', () => {
    const bare = [
      'Sam Rivera',
      'sam.rivera@example.com',
      '',
      'EXPERIENCE',
      'Cashier | Corner Market | Jan 2022 - Present',
      '',
      'EDUCATION',
      'High School Diploma | Lincoln High School | 2021',
    ].join('\n');
    for (const tone of COVER_LETTER_TONES) {
      const letter = expectRealLetter('bare', bare, JOBS.business, tone, 'growth');
      expect(numbers(letter)).toEqual([]);
    }
  });
});

// The sample corpus (RESUMEBEAT_CORPUS); without it these are skipped.
describeWithCorpus('the corpus', () => {
  const resumes = new Map<string, string>();
  const jobs = new Map<string, string>();
  beforeAll(async () => {
    for (const file of RESUME_PDFS) resumes.set(file, (await extractDocumentText(corpusBytes(`resumes/${file}`))).text);
    resumes.set('e2e_master_resume.json', renderText(masterResume()));
    resumes.set('jsonresume_sample.resume.json', renderText(jsonResumeSample()));
    for (const jd of JDS)
      jobs.set(
        jd,
        jd.endsWith('.pdf') ? (await extractDocumentText(corpusBytes(`jds/${jd}`))).text : corpusText(`jds/${jd}`),
      );
  }, 60_000);

  it('every resume against every job, every tone and focus against the jobs it fits: a real letter that invents nothing', () => {
    for (const [file, resumeText] of resumes) {
      const fits = PAIRS[file] ?? ['raw_job_2_java_developer.txt'];
      for (const jd of JDS) {
        const combos = fits.includes(jd)
          ? COVER_LETTER_TONES.flatMap((tone) => COVER_LETTER_FOCUSES.map((focus) => [tone, focus] as const))
          : [['professional', 'skills'] as const];
        for (const [tone, focus] of combos) expectRealLetter(`${file} / ${jd}`, resumeText, jobs.get(jd)!, tone, focus);
      }
    }
  }, 60_000);

  it('quotes the person’s results with their numbers, and names the job’s skills they show', () => {
    const letter = letterFor(
      resumes.get('e2e_master_resume.json')!,
      jobs.get('e2e_backend-eng.txt')!,
      'confident',
      'achievements',
    ).coverLetter;
    const results = quoted(letter, resumes.get('e2e_master_resume.json')!);
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => /\d/.test(r)).length).toBeGreaterThanOrEqual(2);
    expect(letter).toMatch(/You ask for|your description asks for/i);
  });
});

it("names as missing only what the description writes: 'CPR', found from 'BLS and ACLS', is not said to be mentioned", () => {
  const resumeText = [
    'Priya Raghunathan',
    'priya.r@example.com',
    '',
    'Experience',
    'Nurse Practitioner, Regent Park Community Health Centre\tSep 2021 – Present',
    '- Own a panel of 620 patients and run the walk-in clinic for people without insurance.',
    '- Started a group visit for type 2 diabetes that halved the recall backlog.',
    'Registered Nurse, Sunnybrook Health Sciences Centre\tJun 2015 – Aug 2021',
    '- Triage nurse in a level 1 trauma centre; preceptor for new graduates.',
    '',
    'Education',
    'Master of Science in Nursing, York University',
    '',
    'Skills',
    'Nursing, Prescribing, Wound assessment, EHR, Medication administration, Patient education, Communication, Teamwork',
  ].join('\n');
  const { coverLetter } = letterFor(resumeText, JOBS.care, 'professional', 'growth');
  expect(coverLetter).not.toMatch(/\bCPR\b/);
  expect(findUnsupportedFacts(coverLetter, [resumeText, JOBS.care, TITLE, COMPANY])).toEqual([]);
});
