import type { SectionKind } from '../types';

/** Headings ATS vendors document as recognised; the first of each list is the one the optimizer writes. */
export const STANDARD_HEADINGS: Record<Exclude<SectionKind, 'other' | 'contact'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'career summary',
    'executive summary',
    'objective',
    'career objective',
    'summary of qualifications',
    'qualifications summary',
    'about me',
    'personal statement',
    'overview',
    'about',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'experience and employment',
    'work',
    'work and experience',
    'positions held',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academic qualifications',
    'education and certifications',
    'academics',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'core competencies',
    'competencies',
    'skills and abilities',
    'areas of expertise',
    'expertise',
    'technologies',
    'tools',
    'tech stack',
    'technical proficiencies',
    'skills summary',
    'additional skills',
    'skills and expertise',
    'technical expertise',
    'professional skills',
    'professional skills summary',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses and certifications',
    'certifications and licenses',
    'licenses',
    'certification',
    'professional development',
    'training',
    'certifications and training',
    'licenses and certificates',
    'courses',
    'accreditations',
  ],
  projects: [
    'projects',
    'personal projects',
    'key projects',
    'selected projects',
    'side projects',
    'academic projects',
    'open source',
    'portfolio',
  ],
  awards: [
    'awards',
    'honors',
    'honors and awards',
    'awards and honors',
    'achievements',
    'accomplishments',
    'key achievements',
  ],
  publications: ['publications', 'presentations', 'talks', 'publications and presentations'],
  languages: ['languages', 'language skills'],
  volunteer: [
    'volunteer experience',
    'volunteering',
    'volunteer',
    'community involvement',
    'community service',
    'leadership and activities',
    'activities',
  ],
  interests: ['interests', 'hobbies', 'hobbies and interests'],
  references: ['references'],
};

const CONTACT_HEADINGS = [
  'contact',
  'contact information',
  'contact details',
  'profiles',
  'links',
  'social',
  'personal information',
  'personal details',
  'location',
  'address',
];

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(STANDARD_HEADINGS))
  for (const name of names) LOOKUP.set(name, kind as SectionKind);
for (const name of CONTACT_HEADINGS) LOOKUP.set(name, 'contact');

/**
 * 'PERSONAL', 'CONTACT', 'PERSONAL INFORMATION': a known heading, or its first words (a label in a
 * left column wrapped over two lines, its first line beside the name).
 */
export function opensKnownHeading(text: string): boolean {
  const norm = normalizeHeading(text);
  if (norm === '') return false;
  if (LOOKUP.has(norm)) return true;
  for (const name of LOOKUP.keys()) if (name.startsWith(`${norm} `)) return true;
  return false;
}

export function normalizeHeading(line: string): string {
  return line
    .replace(/^[\s#*•\-–—=_>]+|(?<![\s:*=_\-–—])[\s:*=_\-–—]+$/g, '')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Recognises a heading line. Known names match in any case; an unknown short line in capitals
 * ("MY JOURNEY") is still a heading, of kind "other", so the score can ask for a standard name.
 */
/** Each known heading without its spaces, for headings set letter-spaced ('W O R K E X P E R I E N C E'). */
const COMPACT = new Map([...LOOKUP].map(([name, kind]) => [name.replace(/ /g, ''), kind]));
/** Capitals one to three at a time with a space between: letter-spacing as a PDF's text comes out. */
const LETTER_SPACED_RE = /^(?:\p{Lu}{1,3} ){2,}\p{Lu}{1,3}$/u;

/** Letters and spaces only, in a heading's length: a heading whose words may be cut apart. */
const TRACKED_RE = /^\p{Lu}[\p{L} ]{1,40}$/u;

/**
 * Headings people name in their own words, read as the section they open though ATS vendors do
 * not list them (the score still asks for a standard name): 'What I work with', 'Specialties'
 * (skills); 'Where I've worked'; 'Outside work', 'Off hours' (interests, never skills); 'Say hi'.
 */
const OWN_WORDS: [RegExp, SectionKind][] = [
  [
    /^(?:what i(?:'m| am) good at|what i (?:work with|bring|use|know|offer)|specialt(?:ies|y)|specialit(?:ies|y)|methods|methods and tools|strengths|key strengths|capabilities|proficiencies|toolbox|toolkit|my toolbox)$/,
    'skills',
  ],
  // 'Abilities', 'Talents', 'Areas of Strength', 'Languages and Tools', 'Skill Highlights'.
  [
    /^(?:abilities|talents|know-how|hands-on|skill highlights|skills highlights|languages and tools|tools and languages|areas of strength|professional strengths|(?:key )?skills and strengths|specializations|specialisations|(?:tech )?stack|things i'm good at)$/,
    'skills',
  ],
  // 'Qualifications': sentences about the person, read as a summary, not as skills or a role's bullets.
  // ('Highlights' is not: themes print it over a role's own bullets.)
  [/^(?:qualifications|key qualifications|qualifications profile)$/, 'summary'],
  [/^(?:volunteer work|volunteering experience)$/, 'volunteer'],
  // 'Qualifications & Training', 'Training & Education', 'Education & Qualifications': schools and
  // what was learnt at them, the education section under a heading of two names.
  [
    /^(?:qualifications and training|training and education|education and qualifications|qualifications and education|training and qualifications)$/,
    'education',
  ],
  // 'Tools of the trade', 'In the kitchen', 'In the workshop': a trade's skills under its own words
  // (the mirror of 'Outside the kitchen', which is interests).
  [/^(?:tools of (?:the|my) trade|in the (?:kitchen|workshop|garage|studio|salon))$/, 'skills'],
  // 'Personal qualities', 'Attributes': what the writer is like, not skills (nor a role's bullets).
  [/^(?:(?:personal |key )?qualities|(?:personal )?attributes|personal traits|character)$/, 'other'],
  // 'Good at', 'Computing' (an academic CV's software and languages): the skills.
  [/^(?:(?:things )?i'?m good at|good at|computing|computing skills|computer literacy)$/, 'skills'],
  // 'References available on request': a closing line, never an item of the section above it.
  [/^references (?:are )?available (?:up)?on request\.?$/, 'references'],
  [/^(?:training and certifications|training and certificates|certificates and training)$/, 'certifications'],
  // ('Tickets', 'Tickets and licences': a tradesperson's certificates, as British and Australian CVs name them.)
  [/^(?:licensure|licences|licenses and credentials|credentials|tickets|tickets and licen[cs]es)$/, 'certifications'],
  // 'Education & Licenses', 'Education & Registration': the schools come first.
  [
    /^education and (?:licen[cs]es?|licensure|credentials?|certificates?|certification|certifications and licen[cs]es|(?:professional )?registrations?)$/,
    'education',
  ],
  // 'Methods and instruments', 'Tools & Equipment', 'Software and Systems'.
  [
    /^(?:methods|tools|instruments|techniques|equipment|software|technologies|platforms|systems)(?: and (?:methods|tools|instruments|techniques|equipment|software|technologies|platforms|systems))?$/,
    'skills',
  ],
  [/^where i(?:'ve| have)? worked$/, 'experience'],
  // 'Other work', 'Earlier experience': more roles after the first list of them.
  [/^(?:other|earlier|additional|more|previous) work$/, 'experience'],
  // 'Placements', 'Clinical placements', 'Internships': a student's or trainee's roles, as British,
  // Irish and Australian CVs list them apart from the paid ones.
  [/^(?:(?:clinical|work|student|practice|industry|industrial) )?placements?$|^internships$/, 'experience'],
  [
    /^(?:outside (?:of )?work|off (?:the clock|hours|duty)|away from work|beyond work|when i'm not working|for fun|pastimes|personal interests)$/,
    'interests',
  ],
  // 'Outside the library', 'Outside the kitchen', 'Away from the field', 'Off shift': where the
  // writer is when not at work (an article or 'my' before the place: 'Outside Sales' is not one).
  [/^(?:outside (?:of )?(?:the|my) [a-z]+|away from (?:the |my )?[a-z]+|off (?:shift|work))$/, 'interests'],
  [/^(?:say hi|say hello|get in touch|reach me)$/, 'contact'],
  // 'Skills & Interests', 'Skills, Activities and Interests': the skills come first (an
  // 'Interests:' line in it is not read as skills).
  [/^(?:technical )?skills,? (?:activities,? )?(?:and )?(?:activities and )?(?:interests|hobbies)$/, 'skills'],
  // 'Skills & Certifications', 'Skills and Licenses': the skills come first, and a licence listed
  // with them is one of them.
  [/^(?:technical |key )?skills,? and (?:certifications|certificates|licen[cs]es|credentials)$/, 'skills'],
  [/^(?:activities and interests|interests and activities|hobbies and interests|interests and hobbies)$/, 'interests'],
  // 'Additional Information': languages, certificates, a line of this and that; not skills.
  [/^(?:additional information|additional|other information|miscellaneous|additional details)$/, 'other'],
  // The other sections of LinkedIn's profile export and of CVs: never part of the skills above them.
  [/^(?:honou?rs?-awards|honou?rs and recognition|recognition)$/, 'awards'],
  [/^(?:languages spoken|spoken languages)$/, 'languages'],
  [/^(?:trainings|training and development|licenses and certifications and training)$/, 'certifications'],
  [/^(?:leadership experience|extracurricular activities|extracurriculars|campus involvement)$/, 'volunteer'],
  [
    /^(?:patents|test scores|organizations|professional organizations|affiliations|professional affiliations|memberships|professional memberships|recommendations|grants|funding)$/,
    'other',
  ],
];
const ownWords = (norm: string): SectionKind | null => {
  const plain = norm.replace(/[’‘]/g, "'");
  return OWN_WORDS.find(([re]) => re.test(plain))?.[1] ?? null;
};
/** The same headings with their spaces taken out, for one set with tracking ('W H AT I BRING'). */
const OWN_WORDS_COMPACT: [RegExp, SectionKind][] = OWN_WORDS.map(([re, kind]) => [
  new RegExp(re.source.replace(/ /g, '')),
  kind,
]);

/** The last word of a short heading that names a skills section by what it lists. */
const SKILLS_LAST_WORD = new Set([
  'tools',
  'strengths',
  'knowledge',
  'proficiencies',
  'proficiency',
  'toolkit',
  'toolbox',
]);

/**
 * 'Hand Tools', 'Power Tools' in a skills list: a line read as a skills heading only by its last
 * word ('… Tools', '… Knowledge') is an item of the skills list it stands in, not a new heading.
 */
export function namesSkillsByLastWordOnly(line: string): boolean {
  const norm = normalizeHeading(line);
  return !LOOKUP.has(norm) && ownWords(norm) === null && SKILLS_LAST_WORD.has(norm.split(' ').at(-1)!);
}

/**
 * A line of capitals, spaces and '&' or '/', some of its words cut apart by tracking (a part of
 * one or two letters among them), read set together: a known heading, one in the writer's own
 * words, or a short heading ending with the section's word ('clinicalskills', 'fieldexperience').
 */
function trackedCapitals(raw: string): SectionKind | null {
  if (!/^\p{Lu}[\p{Lu} &/]{2,46}$/u.test(raw)) return null;
  const parts = raw.split(/ +/).filter((part) => /\p{Lu}/u.test(part));
  if (parts.length < 3) return null;
  const compact = raw.toLowerCase().replace(/&/g, 'and').replace(/[ /]/g, '');
  if (compact.length > 32) return null;
  // ('FLY ING EXPER IENCE': every part three letters or more, but no part a word of the heading.)
  if (!parts.some((part) => part.length <= 2)) {
    const whole = new Set(raw.toLowerCase().split(/[ /&]+/));
    if (!/^[a-z]{0,16}experience$/.test(compact) || whole.has('experience')) return null;
    return 'experience';
  }
  const known = COMPACT.get(compact) ?? OWN_WORDS_COMPACT.find(([re]) => re.test(compact))?.[1];
  if (known) return known;
  if (/^[a-z]{0,16}experience$/.test(compact)) return 'experience';
  if (/^[a-z]{0,20}skills$/.test(compact)) return 'skills';
  return null;
}

/**
 * The readings of lines short enough to be a heading, remembered: the layout and the reader ask of
 * the same lines several times. Bounded: emptied when full.
 */
const HEADING_MEMO = new Map<string, SectionKind | null>();
const HEADING_MEMO_SIZE = 4096;
const HEADING_MEMO_LINE = 64;

export function classifyHeading(line: string): SectionKind | null {
  if (line.length > HEADING_MEMO_LINE) return readHeading(line);
  const known = HEADING_MEMO.get(line);
  if (known !== undefined) return known;
  const kind = readHeading(line);
  if (HEADING_MEMO.size >= HEADING_MEMO_SIZE) HEADING_MEMO.clear();
  HEADING_MEMO.set(line, kind);
  return kind;
}

function readHeading(line: string): SectionKind | null {
  const raw = line.trim();
  if (LETTER_SPACED_RE.test(raw)) {
    const compact = COMPACT.get(raw.replace(/ /g, '').toLowerCase());
    if (compact) return compact;
  }
  if (raw.length === 0 || raw.length > 48 || raw.includes('\t')) return null;
  const norm = normalizeHeading(raw);
  const known = LOOKUP.get(norm) ?? ownWords(norm);
  if (known) return known;
  // 'Exper ience', 'Sk i l ls': a heading set with tracking comes out of the PDF cut inside its words.
  if (TRACKED_RE.test(raw)) {
    const compact =
      COMPACT.get(raw.replace(/ /g, '').toLowerCase()) ??
      (/^\p{Lu}+(?: \p{Lu}+)+$/u.test(raw) ? ownWords(raw.replace(/ /g, '').toLowerCase()) : null);
    if (compact) return compact;
  }
  // Capitals cut apart inside their words ('CL IN ICAL SK ILLS', 'FIEL D E X PE R IE N C E',
  // 'C E RTIFI C ATION S & SKILLS', 'W H AT I BRING'): read as the heading set together.
  const cut = trackedCapitals(raw);
  if (cut) return cut;
  const words = norm.split(' ');
  // 'Clinical Experience', 'Teaching Experience'; 'Top Skills' (LinkedIn's export), 'Licenses and
  // Skills': a short heading named after the section it opens.
  if (words.length <= 4 && !/\d|[.,;]/.test(norm) && /^\p{Lu}/u.test(raw)) {
    if (words.at(-1) === 'experience' && words.length <= 3) return 'experience';
    // An academic CV's 'Positions', 'Research Positions', 'Academic Appointments' (read, though not a name ATS vendors list).
    if ((words.at(-1) === 'positions' || words.at(-1) === 'appointments') && words.length <= 3) return 'experience';
    // 'School', 'Schooling': an education section under a plain name (read, not counted as standard).
    if (words.length === 1 && (words[0] === 'school' || words[0] === 'schooling')) return 'education';
    if (words.at(-1) === 'skills') return 'skills';
    // 'Estimating Tools', 'Trade Knowledge', 'Clinical Strengths', 'Tools & Strengths': named after
    // what a skills section lists.
    if (SKILLS_LAST_WORD.has(words.at(-1)!) && words.length >= 2) return 'skills';
    // 'Educational Qualifications', 'Academic Qualifications' (as Indian and British CVs name the
    // section); 'Selected Publications', 'Peer-reviewed Publications'.
    if (words.length === 2 && words[1] === 'qualifications' && /^(?:educational|academic|education)$/.test(words[0]!))
      return 'education';
    if (words.at(-1) === 'publications' && words.length <= 3) return 'publications';
  }
  if (words.length <= 3 && /^[A-Z][A-Z &/]+:?$/.test(raw) && !/\d/.test(raw) && raw.replace(/[^A-Z]/g, '').length >= 4)
    return 'other';
  return null;
}
