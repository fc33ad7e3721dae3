import { ResumeParseError } from '../errors';
import { parseResumeText } from '../parse/parse-resume';
import { actionVerbBase, WEAK_STARTS } from '../score/action-verbs';
import { scoreResume } from '../score/score-resume';
import type { ExperienceEntry, ParsedResume } from '../types';

export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'confident', 'friendly'] as const;
export const COVER_LETTER_FOCUSES = ['skills', 'achievements', 'culture', 'growth'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];
export type CoverLetterFocus = (typeof COVER_LETTER_FOCUSES)[number];

export interface CoverLetterInput {
  resumeText: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** @default 'professional' */
  tone?: CoverLetterTone | string;
  /** @default 'skills' */
  focus?: CoverLetterFocus | string;
}

export interface CoverLetterResult {
  coverLetter: string;
  wordCount: number;
  suggestions: string[];
}

/** The letter's length in words, greeting and sign-off included: what people expect of a cover letter. */
export const COVER_LETTER_WORDS = { min: 250, max: 400 } as const;

/** Results quoted in the letter: at most three, and a bullet longer than this is not quoted. */
const MAX_RESULTS = 3;
const MAX_RESULT_WORDS = 45;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, label: string): T {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase() as T;
  if (!allowed.includes(v))
    throw new ResumeParseError('INVALID_ARGUMENT', `Unknown ${label} "${value}". Use one of: ${allowed.join(', ')}.`);
  return v;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "A, B and C": a list as a sentence says it. */
function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A sentence from the job that shows what the company values, quoted rather than invented. Lines
 * and sentences are both boundaries (PDF text often has no full stops), and a quote must read as a
 * sentence: 40 to 220 characters, not a heading run into the first line.
 */
function cultureLine(jobDescription: string): string | null {
  // PDF lines wrap mid-sentence: a line that goes on in lower case continues the one before (a
  // walk over the lines, not a pattern: one across line ends is quadratic on a run of spaces).
  const lines: string[] = [];
  for (const raw of jobDescription.split('\n')) {
    const line = raw.trim();
    const prev = lines[lines.length - 1];
    if (prev && /^[a-z]/.test(line) && !'.!?:'.includes(prev[prev.length - 1]!))
      lines[lines.length - 1] = `${prev} ${line}`;
    else lines.push(line);
  }
  const sentences = lines
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 40 && s.length <= 220 && /^[A-Z]/.test(s) && !/:\s/.test(s.slice(0, 40)));
  // What the company says of itself, not what it asks of the candidate ("10 years of experience
  // to join our team"): agreeing with a requirement would be claiming it.
  const own = sentences.filter(
    (s) => !/\b(years?|experience|looking for|seeking|required|requirements?|must|qualifications?)\b/i.test(s),
  );
  return (
    own.find((s) => /\b(mission|believe|values?|culture|diversity|inclusive|inclusion|collaborat\w*)\b/i.test(s)) ??
    own.find((s) => /\b(team|teams|together)\b/i.test(s)) ??
    null
  );
}

/**
 * The text without the given characters at its end ("Inc.;" is "Inc"). A walk from the end: a
 * pattern anchored at the end is tried from every position, quadratic on a long run (review M17).
 */
function withoutTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** A full stop, unless the text already ends with one ("ABC Company, Inc."). */
function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Whether a role is the one the person holds now (no end date, or an end date that means "now"). */
function isCurrent(endDate: string | null): boolean {
  return endDate === null || /^(present|current|now|today|ongoing)$/i.test(endDate.trim());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a word of its own ("Java" in "Java services", not in "JavaScript"). */
function wordPattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}+#])`, 'iu');
}

/** A number standing as a number ("30%", "$2M", "12 services"), not a digit inside a name ("D3.js"). */
const MEASURED = /(?:^|[\s$(~+#])\d/;
const TEAMWORK =
  /\b(team|teams|collaborat\w*|partner\w*|cross-functional|stakeholders?|mentor\w*|coach\w*|train\w*|customers?|clients?|patients?|students?|guests?|communicat\w*|volunteer\w*|support\w*|peers?)\b/gi;
const GROWTH =
  /\b(learn\w*|new|launch\w*|introduc\w*|first|grew|grow\w*|expand\w*|promot\w*|led|lead\w*|improv\w*|migrat\w*|adopt\w*|redesign\w*|moderniz\w*|built|creat\w*|establish\w*|initiat\w*|certif\w*)\b/gi;

/** One bullet of the resume, as the person wrote it, with what the letter needs to know about it. */
interface Result {
  /** The bullet as written, without its closing punctuation. */
  text: string;
  /** The role it belongs to (null for a project line). */
  role: ExperienceEntry | null;
  roleIndex: number;
  /** Position in the resume: ties go to what the person put first. */
  order: number;
  /** The job's keywords the bullet names, in the job's spelling. */
  asks: string[];
  measured: boolean;
  teamwork: number;
  growth: number;
}

function resultsOf(parsed: ParsedResume, jobKeywords: string[]): Result[] {
  const out: Result[] = [];
  const patterns = jobKeywords.map((keyword) => ({ keyword, pattern: wordPattern(keyword) }));
  const add = (raw: string, role: ExperienceEntry | null, roleIndex: number) => {
    const text = withoutTrailing(raw.replace(/\s+/g, ' ').trim(), '.;,:');
    const words = countWords(text);
    if (words < 4 || words > MAX_RESULT_WORDS || out.some((r) => r.text === text)) return;
    out.push({
      text,
      role,
      roleIndex,
      order: out.length,
      asks: patterns.filter(({ pattern }) => pattern.test(text)).map(({ keyword }) => keyword),
      measured: MEASURED.test(text),
      teamwork: text.match(TEAMWORK)?.length ?? 0,
      growth: text.match(GROWTH)?.length ?? 0,
    });
  };
  parsed.experience.forEach((role, i) => role.bullets.forEach((b) => add(b, role, i)));
  parsed.projects.forEach((p, i) => p.description.forEach((d) => add(d, null, parsed.experience.length + i)));
  return out;
}

/** How much a result serves the letter's focus: which results a letter leads with is the focus's choice. */
const FOCUS_WEIGHT: Record<CoverLetterFocus, (r: Result) => number> = {
  skills: (r) => r.asks.length * 4 + (r.measured ? 1 : 0),
  achievements: (r) => (r.measured ? 8 : 0) + r.asks.length * 2 + r.growth,
  culture: (r) => r.teamwork * 5 + r.asks.length,
  growth: (r) => r.growth * 4 + r.asks.length + (r.roleIndex > 0 ? 1 : 0),
};

/**
 * Up to three results for the focus, from different roles first (a letter that shows range),
 * in the resume's order among equals. The same input always gives the same choice.
 */
function chooseResults(results: Result[], focus: CoverLetterFocus): Result[] {
  const ranked = [...results].sort((a, b) => FOCUS_WEIGHT[focus](b) - FOCUS_WEIGHT[focus](a) || a.order - b.order);
  const chosen: Result[] = [];
  for (const r of ranked)
    if (chosen.length < MAX_RESULTS && !chosen.some((c) => c.roleIndex === r.roleIndex)) chosen.push(r);
  for (const r of ranked) if (chosen.length < MAX_RESULTS && !chosen.includes(r)) chosen.push(r);
  // Told in the order of the resume within the focus's pick: the first one is the focus's best.
  return [chosen[0]!, ...chosen.slice(1).sort((a, b) => a.order - b.order)].filter(Boolean);
}

/** Where a result happened, as the resume says it: the employer ("ABC Company"), or nothing (a project's line). */
function placeOf(r: Result): string | null {
  return r.role?.company ?? null;
}

/**
 * The result told in the person's voice. A bullet that starts with an action verb ("Reduced ...")
 * becomes "I reduced ..."; any other bullet is quoted as its own sentence, then placed.
 */
function tellResult(r: Result, tone: CoverLetterTone, position: number): string {
  const place = placeOf(r);
  const first = r.text.split(/\s+/)[0] ?? '';
  // An action verb in the past or present ("Reduced", "Manage"), or any other past tense ("Used").
  const pastTense = /^[A-Za-z]{2,}ed$/.test(first) && !/^(need|seed|speed|feed|breed|shed)$/i.test(first);
  const verb = !WEAK_STARTS.test(r.text) && (pastTense || actionVerbBase(first) !== null) && !/ing$/i.test(first);
  const lead = RESULT_LEADS[tone][position % RESULT_LEADS[tone].length]!;
  if (verb) return endSentence(`${lead(place, r.role?.title ?? null)}I ${lowerFirst(r.text)}`);
  // "Leading cross-functional teams ...": what the work meant, in the role's tense.
  if (actionVerbBase(first) !== null && /ing$/i.test(first)) {
    return endSentence(
      `${lead(place, r.role?.title ?? null)}my work ${r.role && !isCurrent(r.role.endDate) ? 'meant' : 'means'} ${lowerFirst(r.text)}`,
    );
  }
  const where = place ? (r.role?.title ? ` as ${r.role.title} at ${place}` : ` at ${place}`) : '';
  return `${endSentence(r.text)} ${WORK_NOTE[tone](where)}`;
}

/** How each tone opens a result: "At X, I ...". The place and title are the resume's. */
const RESULT_LEADS: Record<CoverLetterTone, Array<(place: string | null, title: string | null) => string>> = {
  professional: [
    (p, t) => (p ? `In my role ${t ? `as ${t} ` : ''}at ${p}, ` : 'In my work, '),
    (p) => (p ? `At ${p}, ` : 'In addition, '),
    (p) => (p ? `Also at ${p}, ` : 'Further, '),
  ],
  enthusiastic: [
    (p) =>
      p ? `One of the results I am proudest of comes from ${p}, where ` : 'One of the results I am proudest of: ',
    (p) => (p ? `I also loved the work at ${p}, where ` : 'I also loved this work: '),
    (p) => (p ? `And at ${p}, ` : 'And '),
  ],
  confident: [
    (p) => (p ? `Here is the evidence: at ${p}, ` : 'Here is the evidence: '),
    (p) => (p ? `At ${p}, ` : 'Then, '),
    (p) => (p ? `Also at ${p}, ` : 'Also, '),
  ],
  friendly: [
    (p) => (p ? `Here's an example from ${p}, where ` : "Here's an example: "),
    (p) => (p ? `At ${p}, ` : 'Another one: '),
    (p) => (p ? `Over at ${p}, ` : 'And '),
  ],
};

/** After a result quoted as written: where it was done, in the tone's words. */
const WORK_NOTE: Record<CoverLetterTone, (where: string) => string> = {
  professional: (w) => endSentence(`That line describes my work${w}`),
  enthusiastic: (w) => endSentence(`That was work I really enjoyed${w}`),
  confident: (w) => endSentence(`That is on my record${w}`),
  friendly: (w) => endSentence(`That's from my time${w}`),
};

/** How a result answers what the job asks for: the job's own keyword, named in the result. One wording per position. */
const TIE_TO_JOB: Record<CoverLetterTone, Array<(asks: string, company: string) => string>> = {
  professional: [
    (a, c) =>
      `It reflects the ${a} experience your description asks for, and it is the kind of contribution I would aim to make at ${c}.`,
    (a) => `That work speaks directly to your requirement for ${a}.`,
    (a) => `It is further evidence of the ${a} experience the role requires.`,
  ],
  enthusiastic: [
    (a, c) => `It is exactly the ${a} work your description asks for, and I would love to do more of it at ${c}.`,
    (a) => `I was delighted to see ${a} in your description, because that is work I truly enjoy.`,
    (a) => `More ${a}, which I would happily do every day!`,
  ],
  confident: [
    (a, c) =>
      `That is the ${a} experience your description asks for, already proven, and I would bring it to ${c} from day one.`,
    (a) => `You ask for ${a}; I have done it, with results.`,
    (a) => `That is ${a} delivered, not just listed.`,
  ],
  friendly: [
    (a, c) => `It's the same ${a} work your description talks about, so it should feel familiar at ${c}.`,
    (a) => `That's the ${a} side of the job, and it's work I enjoy.`,
    (a) => `Another bit of ${a}, which your team clearly cares about too.`,
  ],
};

/** A result the job's keywords do not name: tied to the role itself, never to a skill it does not show. */
const TIE_TO_ROLE: Record<CoverLetterTone, Array<(title: string) => string>> = {
  professional: [
    (t) => `I would apply the same standard of work to the ${t} role.`,
    () => 'It reflects the care and reliability I bring to every responsibility.',
    () => 'It shows how I handle responsibility when others depend on the outcome.',
  ],
  enthusiastic: [
    (t) => `I would love to bring that same energy to the ${t} role.`,
    () => 'I put real heart into that work, and I would do the same for your team.',
    () => 'Moments like that are why I love what I do.',
  ],
  confident: [
    (t) => `I will bring the same results to the ${t} role.`,
    () => 'That is the standard I hold myself to.',
    () => 'People could count on me, and your team could too.',
  ],
  friendly: [
    (t) => `I'd bring that same approach to the ${t} role.`,
    () => "It's the kind of work that makes me look forward to the day.",
    () => "People knew they could count on me there, and I'd like your team to feel the same.",
  ],
};

const OPENERS: Record<CoverLetterTone, (title: string, company: string) => string> = {
  professional: (t, c) => `I am writing to apply for the ${t} position at ${c}.`,
  enthusiastic: (t, c) =>
    `I was excited to see the ${t} opening at ${c}, and I would love to bring my experience to your team.`,
  confident: (t, c) =>
    `I am applying for the ${t} role at ${c}, where my experience maps directly onto what you are looking for.`,
  friendly: (t, c) =>
    `I'm reaching out about the ${t} role at ${c}; it reads like a great match for the work I enjoy most.`,
};

/** What the opening says the job asks for, when the resume shows some of it (one skill or several). */
const ASKS_LINE: Record<CoverLetterTone, (asks: string, several: boolean) => string> = {
  professional: (a, n) =>
    `Your description asks for ${a}, and ${n ? 'these are areas' : 'that is an area'} in which I have direct, documented experience.`,
  enthusiastic: (a, n) =>
    `Your description asks for ${a}, which ${n ? 'are exactly the things' : 'is exactly what'} I enjoy working on most.`,
  confident: (a, n) => `Your description asks for ${a}; my record shows ${n ? 'all of them' : 'it'} in practice.`,
  friendly: (a, n) =>
    `Your description mentions ${a}, and ${n ? 'those are things I already work with' : "that's something I already work with"} day to day.`,
};

/** What the opening says when the resume names none of the job's keywords: the results speak instead, or the background. */
const NO_ASKS_LINE: Record<CoverLetterTone, (results: boolean) => string> = {
  professional: (r) =>
    r
      ? 'I have read your description closely, and the examples below are the parts of my record that speak to it most directly.'
      : 'I have read your description closely, and I would like to set out what I would bring to it.',
  enthusiastic: (r) =>
    r
      ? 'I read your description with real interest, and I picked the examples below because they show how I would approach this work.'
      : 'I read your description with real interest, and I would love to tell you what I would bring to it.',
  confident: (r) =>
    r
      ? 'I have read your description closely, and the examples below show what I would bring to it.'
      : 'I have read your description closely, and I know what I would bring to it.',
  friendly: (r) =>
    r
      ? "I read through your description, and I've picked a few examples below that show how I'd approach the work."
      : "I read through your description, and I'd like to tell you a bit about what I'd bring.",
};

/** The sentence that introduces the results, in the focus's terms. */
const RESULTS_INTRO: Record<CoverLetterFocus, Record<CoverLetterTone, string>> = {
  skills: {
    professional: 'The following examples show how I have applied the skills this role requires.',
    enthusiastic: 'Here is how I have put those skills to work, in the examples I like best.',
    confident: 'My skills are best shown by what I have done with them.',
    friendly: "Here's how those skills have shown up in my actual work.",
  },
  achievements: {
    professional: 'I would like to highlight a few results from my resume that speak to this role.',
    enthusiastic: 'I am proud of a few results in particular, and I think they say more than any list of duties could.',
    confident: 'My results speak for themselves.',
    friendly: "A few results I'm especially happy with say more than a list of duties would.",
  },
  culture: {
    professional: 'Much of my best work has been done with and for other people, as these examples show.',
    enthusiastic: 'Some of my favorite work has been done alongside other people, and these examples show it.',
    confident: 'I do my best work with other people, and my record shows it.',
    friendly: 'A lot of my favorite work has happened alongside other people, like these examples.',
  },
  growth: {
    professional: 'Each of my roles has added to what I can take on, as these examples show.',
    enthusiastic: 'I love seeing how each role has stretched me, and these examples show that path.',
    confident: 'Each role has made me better at this work, and these examples show the progression.',
    friendly: "Each role has taught me something new, and these examples show how that's added up.",
  },
};

/** The third paragraph: what the focus is about, beyond the results. */
function focusParagraph(args: {
  focus: CoverLetterFocus;
  tone: CoverLetterTone;
  company: string;
  title: string;
  matched: string[];
  missing: string[];
  skills: string[];
  culture: string | null;
  teamwork: boolean;
}): string[] {
  const { focus, tone, company, title, matched, missing, skills, culture, teamwork } = args;
  const shown = matched.length > 0 ? matched.slice(0, 6) : skills.slice(0, 5);
  const skillLine = shown.length > 0 ? SKILLS_LINE[tone](listing(shown), matched.length > 0, shown.length > 1) : null;
  switch (focus) {
    case 'skills':
      return [
        skillLine ??
          `My resume sets out the tools and methods I use, and I would be glad to walk through any of them in more detail.`,
        SKILLS_CLOSE[tone](title, shown.length !== 1),
      ];
    case 'achievements':
      return [ACHIEVEMENTS_LINE[tone](company), ...(skillLine ? [skillLine] : [])];
    case 'culture':
      return [
        culture
          ? `Your description says: "${culture.trim()}" ${CULTURE_MATCH[tone](teamwork)}`
          : CULTURE_NO_QUOTE[tone](company),
        ...(skillLine ? [skillLine] : []),
      ];
    case 'growth':
      return [
        GROWTH_LINE[tone](matched.length > 0 ? listing(matched.slice(0, 2)) : null),
        ...(missing.length > 0 ? [LEARNING_LINE[tone](listing(missing.slice(0, 2)))] : []),
      ];
  }
}

/** How each tone says that the job's skills are the person's: the same fact, a different voice. */
const SKILLS_LINE: Record<CoverLetterTone, (skills: string, fromJob: boolean, several: boolean) => string> = {
  professional: (s, j, n) =>
    j
      ? `The role calls for ${s}, ${n ? 'all of which I use' : 'which I use'} in my work.`
      : `My core skills include ${s}.`,
  enthusiastic: (s, j, n) =>
    j
      ? `I was glad to see that the role calls for ${s}: ${n ? 'they are exactly what' : 'it is exactly what'} I love working with.`
      : `I love working with ${s}.`,
  confident: (s, j, n) =>
    j
      ? `The role calls for ${s}, and ${n ? 'those are skills' : 'that is a skill'} I already put to work.`
      : `I bring solid skills in ${s}.`,
  friendly: (s, j, n) =>
    j
      ? `You're looking for ${s}, and ${n ? 'those are the tools' : "that's something"} I work with.`
      : `The tools I reach for most are ${s}.`,
};

const SKILLS_CLOSE: Record<CoverLetterTone, (title: string, several: boolean) => string> = {
  professional: (t, n) =>
    `I keep ${n ? 'these skills' : 'this skill'} current, and I would apply ${n ? 'them' : 'it'} carefully to the responsibilities of the ${t} role.`,
  enthusiastic: (t, n) =>
    `I am always keen to sharpen ${n ? 'them' : 'it'} further, and the ${t} role looks like a wonderful place to do that.`,
  confident: (t, n) => `${n ? 'They are' : 'It is'} ready to use in the ${t} role without a long ramp-up.`,
  friendly: (t, n) =>
    `I enjoy getting better at ${n ? 'them' : 'it'}, and the ${t} role looks like a good place to keep doing that.`,
};

const ACHIEVEMENTS_LINE: Record<CoverLetterTone, (company: string) => string> = {
  professional: (c) =>
    `I focus on outcomes that can be seen and checked, and that is the standard I would bring to ${c}.`,
  enthusiastic: (c) =>
    `What I enjoy most is seeing work turn into a visible outcome, and I would love to bring that drive to ${c}.`,
  confident: (c) => `I measure my work by its outcomes, and ${c} would get the same focus on results.`,
  friendly: (c) => `I like work that ends in something you can point to, and I'd bring that habit to ${c}.`,
};

const CULTURE_MATCH: Record<CoverLetterTone, (teamwork: boolean) => string> = {
  professional: (t) => `That matches how I like to work${t ? ', as my record of working with others shows' : ''}.`,
  enthusiastic: (t) =>
    `That sentence stood out to me, because it is how I love to work${t ? ', as the examples above show' : ''}.`,
  confident: (t) => `That is how I work${t ? ', and the examples above prove it' : ''}.`,
  friendly: (t) => `That really resonated with me; it's how I like to work${t ? ', as the examples above show' : ''}.`,
};

const CULTURE_NO_QUOTE: Record<CoverLetterTone, (company: string) => string> = {
  professional: (c) =>
    `I am drawn to ${c} and the team this role belongs to, and I value workplaces where people share what they know.`,
  enthusiastic: (c) =>
    `I am genuinely drawn to ${c} and the team this role belongs to, and I love places where people help each other succeed.`,
  confident: (c) =>
    `I would be a strong addition to the team at ${c}: I share what I know and I hold myself to the team's standards.`,
  friendly: (c) => `I'd really like to be part of the team at ${c}; I enjoy places where people help each other out.`,
};

const GROWTH_LINE: Record<CoverLetterTone, (skills: string | null) => string> = {
  professional: (s) =>
    `This role is the next step I am looking for: it builds on ${s ?? 'my experience'} and gives me room to take on more responsibility.`,
  enthusiastic: (s) =>
    `This role feels like the perfect next step: it builds on ${s ?? 'my experience'} and would let me keep growing.`,
  confident: (s) =>
    `This role is the natural next step for me: it builds on ${s ?? 'my experience'}, and I am ready for the larger scope.`,
  friendly: (s) =>
    `This role feels like a natural next step: it builds on ${s ?? 'my experience'} and gives me room to grow.`,
};

const LEARNING_LINE: Record<CoverLetterTone, (missing: string) => string> = {
  professional: (m) =>
    `It would also let me build experience in ${m}, which your description mentions and which I am keen to learn properly.`,
  enthusiastic: (m) =>
    `I would also love to learn ${m}, which your description mentions, from people who use them every day.`,
  confident: (m) => `Your description also mentions ${m}; I learn quickly, and I would close that gap deliberately.`,
  friendly: (m) => `Your description also mentions ${m}, which I'd be glad to learn on the job.`,
};

const CLOSERS: Record<CoverLetterTone, (company: string) => string> = {
  professional: (c) =>
    `Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to ${c}.`,
  enthusiastic: (c) => `I would be thrilled to talk about how I can help ${c}, and I look forward to hearing from you.`,
  confident: (c) =>
    `I am confident I can make an immediate contribution at ${c} and would welcome a conversation about next steps.`,
  friendly: (c) => `Thanks for reading; I'd really enjoy talking with the ${c} team about this role.`,
};

/**
 * Sentences that state no fact about the person (no employer, title, number or skill), used to
 * bring a short letter to a letter's length. In order: the first are used first.
 */
const PADDING: Record<CoverLetterTone, Array<(company: string, title: string) => string>> = {
  professional: [
    (c) =>
      `I would welcome the chance to learn more about the priorities of the team at ${c} and where this role can help most.`,
    () =>
      'I take care to understand what a task needs before I start it, and I keep the people who depend on my work informed.',
    (_, t) =>
      `My resume gives the full detail of my background, and I would be glad to expand on any part of it that matters for the ${t} role.`,
    () => 'I am happy to provide references or further examples of my work on request.',
    () =>
      'I approach new responsibilities methodically, and I ask questions early so that the work is done right the first time.',
    (c) => `I would value the opportunity to show in person what I can contribute to ${c}.`,
    () => 'I am available for an interview at a time that suits you.',
    (_, t) => `In the ${t} role, I would begin by learning how the team works today and what it needs first.`,
    (c) => `I would be glad to contribute wherever ${c} needs steady, careful work.`,
    () => 'I am ready to learn whatever the role requires, and I welcome feedback along the way.',
    () => 'I would approach each task with care and follow it through to completion.',
  ],
  enthusiastic: [
    (c) =>
      `I would love to hear more about what the team at ${c} is working on and where this role could make the biggest difference.`,
    () =>
      'I really enjoy understanding what a piece of work is for before I dive in, and keeping everyone who relies on it in the loop.',
    (_, t) =>
      `My resume has the full picture, and I would be delighted to talk through any part of it that matters for the ${t} role.`,
    () => 'I would be happy to share references or more examples of my work.',
    () => 'New challenges energize me, and I love asking questions early so the work turns out right.',
    (c) => `It would be a real pleasure to show in person what I could bring to ${c}.`,
    () => 'I would be glad to meet whenever it suits you.',
    (_, t) => `In the ${t} role, I would love to start by learning how the team works and what it needs most.`,
    (c) => `I would be excited to pitch in wherever ${c} needs an extra pair of hands.`,
    () => 'I love learning new things, and I would welcome every bit of feedback along the way.',
    () => 'I would put real care into every task and see each one through.',
  ],
  confident: [
    (c) => `I would like to hear where the team at ${c} needs the most help, because that is where I would start.`,
    () =>
      'I make sure I understand what a task needs before I start it, and I keep the people who depend on my work informed.',
    (_, t) => `My resume has the full detail, and I can speak to any part of it that matters for the ${t} role.`,
    () => 'References and further examples of my work are available on request.',
    () => 'I take on new responsibilities quickly, and I ask the right questions early so the work is done right.',
    (c) => `An interview would let me show what I would bring to ${c}.`,
    () => 'I am available to meet at your convenience.',
    (_, t) => `In the ${t} role, I would start by learning how the team works and then take on what it needs first.`,
    (c) => `I would contribute wherever ${c} needs dependable work.`,
    () => 'I learn what a role requires quickly, and I act on feedback.',
    () => 'I see every task through to completion.',
  ],
  friendly: [
    (c) => `I'd love to hear what the team at ${c} is working on and where this role could help the most.`,
    () =>
      'I like to understand what a task is really for before I start, and to keep the people who rely on it in the loop.',
    (_, t) =>
      `My resume has the rest of the story, and I'm happy to talk through anything in it that matters for the ${t} role.`,
    () => "I'm happy to share references or more examples of my work.",
    () => 'When something is new to me, I ask questions early so it comes out right.',
    (c) => `It would be great to chat and show what I could bring to ${c}.`,
    () => "I'm free to meet whenever works for you.",
    (_, t) => `In the ${t} role, I'd start by getting to know how the team works and what it needs first.`,
    (c) => `I'd be happy to pitch in wherever ${c} needs a hand.`,
    () => "I like learning new things, and I'm always glad to get feedback.",
    () => "I'd take care with each task and see it through.",
  ],
};

const SIGN_OFF: Record<CoverLetterTone, string> = {
  professional: 'Sincerely,',
  enthusiastic: 'With enthusiasm,',
  confident: 'Best regards,',
  friendly: 'Warm regards,',
};

/** The person's latest role, as the resume writes it (no derived totals such as years of experience). */
function introduceSelf(parsed: ParsedResume): string | null {
  const recent = parsed.experience.find((e) => e.title && e.company);
  if (recent)
    return isCurrent(recent.endDate)
      ? `I currently work as ${recent.title} at ${recent.company}`
      : `Most recently, I worked as ${recent.title} at ${recent.company}`;
  if (parsed.headline) return `I am a ${parsed.headline}`;
  return null;
}

/** The roles before the latest one, as the resume names them: "Peer Tutor at X and Cashier at Kroger". */
function earlierRoles(parsed: ParsedResume): string[] {
  const recent = parsed.experience.find((e) => e.title && e.company);
  return parsed.experience
    .filter((e) => e !== recent && e.title && e.company)
    .slice(0, 3)
    .map((e) => `${e.title} at ${e.company}`);
}

const EARLIER_ROLES: Record<CoverLetterTone, (roles: string, several: boolean) => string> = {
  professional: (r, n) => `My earlier ${n ? 'roles' : 'role'} as ${r} ${n ? 'add' : 'adds'} to that foundation.`,
  enthusiastic: (r, n) =>
    `Before that, my ${n ? 'roles' : 'role'} as ${r} gave me experience I still draw on every day.`,
  confident: (r, n) => `My ${n ? 'roles' : 'role'} as ${r} built the foundation for it.`,
  friendly: (r, n) => `Before that, I learned a lot in my ${n ? 'roles' : 'role'} as ${r}.`,
};

/** The education and certifications the resume names, quoted. */
function credentials(parsed: ParsedResume, tone: CoverLetterTone): string[] {
  const out: string[] = [];
  const school = parsed.education.find((e) => e.degree && e.institution);
  if (school)
    out.push(
      EDUCATION_LINE[tone](`${withoutTrailing(school.degree!, '.,;')}, ${withoutTrailing(school.institution!, '.,;')}`),
    );
  const certs = parsed.certifications
    .map((c) => withoutTrailing(c, '.;').trim())
    .filter((c) => c && countWords(c) <= 12)
    .slice(0, 2);
  if (certs.length > 0) out.push(CERTS_LINE[tone](certs.join('; ')));
  return out;
}

const EDUCATION_LINE: Record<CoverLetterTone, (school: string) => string> = {
  professional: (s) => `My education (${s}) supports this work.`,
  enthusiastic: (s) => `My studies (${s}) gave me a grounding I really value.`,
  confident: (s) => `My education (${s}) backs this up.`,
  friendly: (s) => `My studies (${s}) gave me a good base for this.`,
};

const CERTS_LINE: Record<CoverLetterTone, (certs: string) => string> = {
  professional: (c) => `My resume also lists these certifications: ${c}.`,
  enthusiastic: (c) => `I am also proud of these certifications: ${c}.`,
  confident: (c) => `My certifications back this up: ${c}.`,
  friendly: (c) => `I've also picked up these certifications: ${c}.`,
};

/**
 * A cover letter assembled only from what the resume states and what the job description says:
 * employers, titles, numbers and skills are quoted from the resume, never made up. Two or three
 * of the person's own results (their bullets, as written) are tied to what the job asks for; the
 * focus chooses which, the tone tells them. The letter is 250 to 400 words: a resume with little
 * to quote gets its roles, education and sentences that state no fact, never an invented result.
 */
export function generateCoverLetter(input: CoverLetterInput): CoverLetterResult {
  const jobTitle = input.jobTitle?.trim();
  const companyName = input.companyName?.trim();
  const jobDescription = input.jobDescription?.trim();
  if (!jobTitle || !companyName || !jobDescription)
    throw new ResumeParseError('INVALID_ARGUMENT', 'Please fill in all required fields');
  if (!input.resumeText?.trim())
    throw new ResumeParseError('INVALID_ARGUMENT', 'The resume text is empty. Upload your resume first.');
  const tone = pick(input.tone, COVER_LETTER_TONES, 'professional', 'tone');
  const focus = pick(input.focus, COVER_LETTER_FOCUSES, 'skills', 'focus');

  const parsed = parseResumeText(input.resumeText);
  const result = scoreResume(parsed, { jobDescription });
  // Exact matches only: an alias match ("REST APIs" found as "restful") would put the job's word in
  // the person's mouth; the letter names a skill the way the resume does.
  const exact = (result.keywords?.matched ?? []).filter((m) => m.match === 'exact');
  const matched = exact.filter((m) => m.importance !== 'soft').map((m) => m.keyword);
  // The letter says the description mentions what the person would learn, so only a keyword the
  // description writes as such: 'CPR', found from 'BLS and ACLS certification', is not named there.
  const missing = (result.keywords?.missing ?? [])
    .filter((m) => m.importance === 'required' && wordPattern(m.keyword).test(jobDescription))
    .map((m) => m.keyword);
  const results = resultsOf(
    parsed,
    exact.map((m) => m.keyword),
  );
  const chosen = chooseResults(results, focus);

  // 1. Why this letter: the job, the person's latest role, what the job asks that the resume shows.
  const self = introduceSelf(parsed);
  const asked = matched.slice(0, 3);
  const opening = [
    OPENERS[tone](jobTitle, companyName),
    ...(self ? [endSentence(self)] : []),
    asked.length > 0 ? ASKS_LINE[tone](listing(asked), asked.length > 1) : NO_ASKS_LINE[tone](chosen.length > 0),
  ];

  // 2. The results, each tied to what the job asks for (a keyword it names) or to the role.
  const told = chosen.map(
    (r, i) =>
      `${tellResult(r, tone, i)} ${r.asks.length > 0 ? TIE_TO_JOB[tone][i]!(listing(r.asks.slice(0, 2)), companyName) : TIE_TO_ROLE[tone][i]!(jobTitle)}`,
  );
  const earlier = earlierRoles(parsed).filter(
    (role) => !chosen.some((r) => r.role && `${r.role.title} at ${r.role.company}` === role),
  );
  const background = [
    ...(earlier.length > 0 ? [EARLIER_ROLES[tone](listing(earlier), earlier.length > 1)] : []),
    ...credentials(parsed, tone),
  ];

  // 3. The focus beyond the results; 4. the close.
  const focusLines = focusParagraph({
    focus,
    tone,
    company: companyName,
    title: jobTitle,
    matched,
    missing,
    skills: parsed.skills,
    culture: cultureLine(jobDescription),
    teamwork: chosen.some((r) => r.teamwork > 0),
  });
  const closing = [CLOSERS[tone](companyName)];

  const name = parsed.contact.fullName;
  const compose = (resultsPara: string[], focusPara: string[], closePara: string[]) =>
    [
      'Dear Hiring Manager,',
      opening.join(' '),
      resultsPara.join(' '),
      focusPara.join(' '),
      closePara.join(' '),
      `${SIGN_OFF[tone]}\n${name ?? '[Your name]'}`,
    ]
      .filter((p) => p.trim() !== '')
      .join('\n\n');

  // Three paragraphs between greeting and sign-off, four when there are results to tell.
  let resultsPara = told.length > 0 ? [RESULTS_INTRO[focus][tone], ...told] : [];
  let focusPara = [...background, ...focusLines];
  const closePara = [...closing];
  let letter = compose(resultsPara, focusPara, closePara);

  // Too long (long bullets): tell two results, not three, then drop the background lines.
  while (countWords(letter) > COVER_LETTER_WORDS.max && resultsPara.length > 3) {
    resultsPara = resultsPara.slice(0, -1);
    letter = compose(resultsPara, focusPara, closePara);
  }
  while (countWords(letter) > COVER_LETTER_WORDS.max && focusPara.length > 1) {
    focusPara = focusPara.slice(1);
    letter = compose(resultsPara, focusPara, closePara);
  }
  // Too short (few results): sentences that state no fact, into the close and the focus paragraph.
  const padding = PADDING[tone].map((line) => line(companyName, jobTitle));
  for (let i = 0; countWords(letter) < COVER_LETTER_WORDS.min && i < padding.length; i++) {
    if (i % 2 === 0) closePara.splice(closePara.length - 1, 0, padding[i]!);
    else focusPara.push(padding[i]!);
    letter = compose(resultsPara, focusPara, closePara);
  }

  const suggestions: string[] = [];
  if (!name) suggestions.push('Add your name under the sign-off; it was not found in the resume.');
  suggestions.push(`Address the letter to a named person at ${companyName} if you can find one.`);
  if (missing.length > 0)
    suggestions.push(
      `The job also asks for ${missing.slice(0, 5).join(', ')}: mention them only if you have real experience, with an example.`,
    );
  if (!results.some((r) => r.measured))
    suggestions.push('Add one measurable result (a number, percentage or time saved) from your resume.');
  if (results.length < 2)
    suggestions.push(
      'Your resume has few results to quote: add bullets that say what you did and what came of it, and the letter will use them.',
    );
  suggestions.push('Read it aloud and adjust any sentence that does not sound like you.');
  return { coverLetter: letter, wordCount: countWords(letter), suggestions };
}
