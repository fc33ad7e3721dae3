import type {
  EducationEntry,
  ExperienceEntry,
  Layout,
  ParsedResume,
  ProjectEntry,
  Section,
  DocumentKind,
  TypeCue,
} from '../types';
import {
  extractContact,
  findEmail,
  findLinks,
  looksLikeName,
  looksLikeOneWordName,
  splitCells,
  withoutCredentials,
} from './contact';
import {
  DATE,
  dateStyle,
  DATE_ONLY_RE,
  findDateRange,
  joinCutRange,
  ONGOING_START_RE,
  RANGE_RE,
  toMonthIndex,
} from './dates';
import { classifyHeading, namesSkillsByLastWordOnly, opensKnownHeading } from './headings';
import { typeCueKey } from '../extract/type-cues';
import { type Emphasis, sectionEmphasis, TypeCueIndex } from './type-cues';
import { BULLET_RE, COMPANY_SUFFIX_RE, DEGREE_RE, hasTitleWord, INSTITUTION_RE, LOCATION_RE } from './vocab';
import { SKILLS } from '../score/skills';
import { actionVerbBase } from '../score/action-verbs';

export interface ParseTextOptions {
  kind?: DocumentKind;
  pages?: number;
  layout?: Layout;
  /** The largest line on the first page of a PDF; usually the person's name. */
  nameHint?: string | null;
  /** Profile addresses the document links to without printing them (icons), read as contact links. */
  linkHints?: string[];
  /** The type's cues of a PDF or DOCX (bold, italic, bigger stretches); plain text has none. */
  typeCues?: TypeCue[];
}

/** A line whose first cell (before a wide gap) may be a heading set in the left margin. */
const MARGIN_HEADING_RE = /^([^\t]{3,40})\t(.+)$/;
/** The label of a skills line: 'Languages: ', 'Tools & Platforms: '. */
const CATEGORY_LABEL_RE = /^[A-Z][\w &/-]{1,30}:\s*/;
/** 'Customer service: five years at a busy counter': a skill (a few words) and a phrase in lower case about it, four words or more. */
const SKILL_DESCRIBED_RE = /^([\p{Lu}][\p{L}\p{N}+#&/' -]{1,40}?):\s+(\p{Ll}\S*(?:\s+\S+){3,})$/u;
/** 'Epic charting – daily on a 32-bed unit': a skill, a spaced dash, then a phrase in lower case about it, four words or more. */
const SKILL_DASH_DESCRIBED_RE = /^([\p{Lu}][\p{L}\p{N}+#&/' -]{1,40}?)\s[–—-]\s(\p{Ll}\S*(?:\s+\S+){3,})$/u;
/** A part of an education line that gives a grade ('GPA 3.8', 'Mean Grade A-', 'Grade: B+'), never a school or a field. */
const GRADE_PART_RE = /^(?:(?:mean|overall|final|cumulative)\s+)?(?:c?gpa|grade|mean grade)\b/i;
/** 'QuickBooks and Salesforce': two names (capitalised, a word or two each) joined by 'and'. */
const NAMES_PAIR_RE =
  /^(\p{Lu}[\p{L}\p{N}+#.-]*(?: \p{Lu}[\p{L}\p{N}+#.-]*)?) and (\p{Lu}[\p{L}\p{N}+#.-]*(?: \p{Lu}[\p{L}\p{N}+#.-]*)?)$/u;
/** 'Proficient in SAP, Tableau and advanced Excel': the words that open a list written as a sentence, no skill. */
const SKILLS_LEAD_RE =
  /^(?:(?:highly|very)\s+)?(?:proficient|skilled|experienced|competent|(?:well[- ])?versed)\s+(?:in|with|at)\s+|^(?:familiar|comfortable)\s+with\s+|^(?:(?:working|good|strong|solid)\s+)?knowledge\s+of\s+/i;
/** 'advanced Excel' in such a sentence: a level in lower case before a name; the name is the skill. */
const LEVEL_BEFORE_NAME_RE = /(?<![\p{L}\p{N}])(?:advanced|intermediate|basic|expert)\s+(?=\p{Lu})/gu;
/** A line of pastimes in a skills section: 'Interests: …', 'Hobbies: …'. */
const PASTIME_LABEL_RE = /^(?:(?:personal )?interests|hobbies|activities|pastimes)\s*:/i;
/** A line naming the fields worked in, not skills: 'Domains: Automotive, contracts', 'Sectors: Engineering, Finance'. */
const DOMAIN_LABEL_RE = /^(?:(?:industry |subject )?domains?|sectors?|industr(?:y|ies)(?: experience)?|markets)\s*:/i;
/** The same inside a line, after a list's separator: a space after the colon ('ISO 9001:2015' is a skill). */
const CATEGORY_LABEL_SPACED_RE = /^\s*[A-Z][\w &/-]{1,30}:\s+/;
const SKILL_LEVEL_RE = /^(expert|advanced|intermediate|beginner|basic|proficient|fluent|native|novice|familiar)$/i;

/** A logical line: wrapped lines joined, bullets marked. */
interface Logical {
  text: string;
  bullet: boolean;
}

function isBullet(line: string): boolean {
  return BULLET_RE.test(line) && !DATE_ONLY_RE.test(line);
}

function stripBullet(line: string): string {
  return line.replace(BULLET_RE, '').trim();
}

/**
 * Joins the lines a PDF wrapped. A line continues the previous one when that one did not end a
 * sentence, or when it starts in lower case; a bullet marker or a dated line always starts anew.
 */
function isDatedHeader(line: string): boolean {
  const range = findDateRange(line);
  if (!range) return false;
  if (range.start !== null) return true;
  // 'lead author on a 2023 Nature Immunology paper': a year inside a sentence, between its words,
  // is not a role's date.
  const at = line.indexOf(range.raw);
  if (
    at > 0 &&
    /\p{Ll}\s+$/u.test(line.slice(0, at)) &&
    /^\s+\p{L}/u.test(line.slice(at + range.raw.length)) &&
    /^\s*(?:19|20)\d{2}\s*$/.test(range.raw)
  )
    return false;
  // ('Sous Chef, Uchi, Austin, TX.': moderncv ends an entry's line with a full stop; a header in
  // short parts is still a header.)
  const rest = line
    .replace(range.raw, ' ')
    .trim()
    .replace(/(?<=,[^,.]{1,40})\.$/, '');
  if (/[.!?]$/.test(rest) || /^\p{Ll}/u.test(rest)) return false;
  const words = rest.split(/\s+/).length;
  // "Developer, Acme, May 2016" is a header; "May 2020 Developed the billing system" is prose
  // whose date belongs to the line above, unless it is as short as a project name.
  const atStart = line.trimStart().startsWith(range.raw.trim()) && !/^\s*\S+(\s+\S+)?\s*[\t|,–—-]/.test(line);
  return atStart ? words <= 6 : words <= 12;
}

/**
 * A short title or name line whose block is dated just below ('Financial Analyst' / 'Contoso Bank'
 * / 'Jun 2015 – Dec 2018'): the start of the next role, never the wrapped end of a bullet above.
 */
function opensDatedBlock(lines: string[], index: number): boolean {
  const line = lines[index]!.trim();
  const next = lines[index + 1]?.trim() ?? '';
  // ('Lufttransport AS (Tromsø) - Pilot, King Air B200 air ambulance' over '2010 – 2013': a longer
  // header of an employer and a title set apart by a spaced dash, its dates alone on the next line.)
  if (
    line.split(/\s+/).length <= 12 &&
    /^\p{Lu}/u.test(line) &&
    !/[.!?:;]$/.test(line) &&
    /\S\s[-–—|]\s\S/.test(line) &&
    hasTitleWord(line) &&
    DATE_ONLY_RE.test(next)
  )
    return true;
  if (line.split(/\s+/).length > 6 || !(hasTitleWord(line) || looksLikeProperName(line))) return false;
  if (next !== '' && !isBullet(next) && isDatedHeader(next)) return true;
  const after = lines[index + 2]?.trim() ?? '';
  return next !== '' && looksLikeProperName(next) && DATE_ONLY_RE.test(after);
}

/**
 * 'Designed robotic cells…' under 'Led a lean project…': achievements listed without bullet marks,
 * each opening with a verb in the past tense. A wrapped sentence does not go on with 'Designed'.
 */
function startsWithPastVerb(line: string): boolean {
  const first = /^\p{Lu}\p{Ll}+/u.exec(line)?.[0];
  if (!first) return false;
  const base = actionVerbBase(first);
  return base !== null && base !== first.toLowerCase() && !/(?:ing|s)$/.test(first);
}

/** '…, Google' over 'Classroom': the list's last item wrapped, when together they name a known skill and the line alone does not. */
function completesWrappedSkill(previous: string, line: string): boolean {
  const last = previous
    .split(/[,|;•·\t]/)
    .at(-1)!
    .trim();
  const head = line.split(/[,|;•·\t]/)[0]!.trim();
  return last !== '' && head !== '' && !isKnownSkill(head) && isKnownSkill(`${last} ${head}`);
}

/**
 * 'Python' over 'pandas' over 'dbt': a list with one item a line, some written in lower case as
 * their makers write them. A lower-case line that is a skill the engine knows or one word, under
 * an item the engine knows, is the next item, unless the two name one skill together.
 */
function listsAnotherSkill(previous: string, line: string): boolean {
  const last = previous
    .split(/[,|;•·\t]/)
    .at(-1)!
    .trim();
  return (
    last !== '' &&
    (isKnownSkill(line) || /^[\p{L}\p{N}+#.-]{1,20}$/u.test(line)) &&
    isKnownSkill(last) &&
    !isKnownSkill(`${last} ${line}`)
  );
}

/**
 * '… · Crisis De-escalation · Multi-line' over 'Phones': a list set apart by a mark, wrapped inside
 * its last item (a wrap between items leaves the mark at a line's end or start). One or two words
 * with no mark of their own finish that item.
 */
function wrapsLastItem(previous: string, line: string): boolean {
  const marks = previous.match(/\s[·•|]\s/g) ?? [];
  if (marks.length < 2 || !/[\p{L}\p{N})]$/u.test(previous)) return false;
  if (/^[\p{L}][\p{L}\p{N}+#./'-]*(?: [\p{L}\p{N}+#./'-]+)?$/u.test(line) && !isKnownSkill(line)) return true;
  // ('Customer Service | … | Microsoft' over 'Excel | Food Safety | …': the list goes on, its item cut
  // at the line's end; unless the two ends name two skills the engine knows, not one.)
  const mark = marks[0]!.trim();
  const first = line.split(` ${mark} `)[0]!.trim();
  const last = previous.split(` ${mark} `).at(-1)!.trim();
  return (
    previous.length >= 50 &&
    line.includes(` ${mark} `) &&
    /^[\p{L}][\p{L}\p{N}+#./'-]*(?: [\p{L}\p{N}+#./'-]+)?$/u.test(first) &&
    !(isKnownSkill(last) && isKnownSkill(first) && !isKnownSkill(`${last} ${first}`))
  );
}

/**
 * 'Apprentice Electrician, Hunt Electric Corporation, St. Paul, MN': a long header ends with its
 * place; what follows is not its wrapped end.
 */
const endsWithPlace = (text: string) =>
  /,\s*\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)*,\s*\p{Lu}{2}$/u.test(text) ||
  // ('Ministère des Ressources naturelles et des Forêts, Québec (Canada)': a Europass CV's town with
  // its country in parentheses.)
  REGION_NAME_RE.test(/,\s*\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}\s\(([^()]+)\)$/u.exec(text)?.[1] ?? '');

/** ', Omaha, NE' after a name: its city and state's code. */
const PLACE_TAIL_RE = /,\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2},\s*\p{Lu}{2}$/u;

/** 'Relevant coursework: Genetics, Ecology' under a degree. */
const COURSEWORK_RE = /^(?:relevant |selected |related |key )?(?:course ?work|courses)\b/i;

/** 'Survey Technician (seasonal, 40': more parentheses opened than closed. */
const opensParenthesis = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/**
 * The type's cues (when the document has them) set `line` apart from the printed line above it: it
 * opens with a capital in a type of its own (bold, italic or bigger) where that line ends in
 * another, each wholly in one type.
 */
function setApartFrom(above: string, line: string): boolean {
  if (!typeCues || !/^\p{Lu}/u.test(line)) return false;
  const before = typeCues.emphasisOf(stripBullet(above.trim()));
  if (before === null) return false;
  const first = typeCues.emphasisOf(line) ?? typeCues.emphasisOf(headerParts(line)[0] ?? null);
  return first !== null && first !== '' && before !== first;
}

/**
 * 'National Registry Paramedic (NRP), …, PHTLS' over '12-lead ECG interpretation, …': a line of a
 * list that stops short of the next one, though the next line's first word would have fit on it,
 * was not wrapped by its column: its writer ended it, so the next line opens an item.
 */
function endsShortOf(previous: string, line: string): boolean {
  const first = line.split(/\s+/)[0] ?? '';
  return !/(?:[,;|·•&]|\band)$/.test(previous) && previous.length + 1 + first.length < line.length;
}

/**
 * 'ETABS, SAFE, STAAD.Pro' over 'AutoCAD, Tekla Structures': a list's line that opens with a whole
 * skill the engine knows, one that does not name another with the end of the line above
 * ('Microsoft' over 'Excel, Word' does), is the next line of items, not the line above wrapped.
 */
function opensWithKnownItem(previous: string, line: string): boolean {
  const last = previous
    .split(/[,;|·•]/)
    .at(-1)!
    .trim();
  const head = line.split(/[,;|·•]/)[0]!.trim();
  return last !== '' && isKnownSkill(head) && !isKnownSkill(`${last} ${head}`);
}

/**
 * 'ETC Eos' over 'grandMA3', 'Xcode' over 'iOS': a list's line opening with a name its maker writes
 * in lower case with capitals or digits inside ('grandMA3', 'iPhone', 'macOS', 'eBay') is an item of
 * its own, not the end of the line above wrapped (unless that line ends on a joining word).
 */
function opensWithMixedCaseName(previous: string, line: string): boolean {
  return (
    /^\p{Ll}+[\p{Lu}\d][\p{L}\d]*(?=\s|$)/u.test(line) &&
    line.split(/\s+/).length <= 4 &&
    !/(?:[,;&/-]|\s(?:and|or|of|in|for|with|on|to|the|a))$/i.test(previous)
  );
}

/**
 * 'prose' joins a paragraph's wrapped lines; 'list' an item list's; 'skills' a skills section's,
 * read by its own shape (a line the writer ended short starts an item: see endsShortOf).
 */
/** '2013–2015', '2020–' (a range left open): a line of dates and nothing else. */
function isDatesAlone(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && text.replace(range.raw, '').replace(/[\s–—-]/g, '') === '';
}

/**
 * '2013–2015' over 'Research Assistant, Tampere University of Technology, Tampere' over 'Signal
 * processing lab.': a role's header under a dates line of its own ends at its line, however long;
 * the next line is what was done there, not the header wrapped.
 */
function headerUnderDates(lines: string[], index: number, previous: string): boolean {
  if (index < 2 || lines[index - 1]!.trim() !== previous) return false;
  if (!isDatesAlone(lines[index - 2]!.trim())) return false;
  const parts = splitCommas(previous);
  return parts.length >= 2 && parts.length <= 4 && hasTitleWord(parts[0]!) && !hasTitleWord(parts[1]!);
}

function logicalLines(
  lines: string[],
  mode: 'prose' | 'list' | 'skills' = 'prose',
  shape: { lowerCaseItems?: boolean } = {},
): Logical[] {
  const out: Logical[] = [];
  const skills = mode === 'skills';
  if (skills) mode = 'list';
  let prevDated = false;
  let prevLine = '';
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const previousLine = prevLine;
    prevLine = line;
    if (line === '') {
      out.push({ text: '', bullet: false });
      continue;
    }
    if (isBullet(line)) {
      out.push({ text: stripBullet(line), bullet: true });
      prevDated = false;
      continue;
    }
    const prev = out[out.length - 1];
    // 'HVAC Service Technician (on call, 45+ hrs/week⇥May 2019 – Present' over 'in season)': a note in
    // parentheses wrapped in its cell ends on the next line, whatever the cell beside it holds.
    if (
      prev !== undefined &&
      !prev.bullet &&
      !line.includes('\t') &&
      !line.includes('(') &&
      line.endsWith(')') &&
      line.split(/\s+/).length <= 6 &&
      opensParenthesis(prev.text.split('\t')[0]!)
    ) {
      const [head, ...cells] = prev.text.split('\t');
      prev.text = [`${head} ${line}`, ...cells].join('\t');
      continue;
    }
    const dated = isDatedHeader(line);
    // (Asked at most once a line, and only where the rules below come to it.)
    let opens: boolean | undefined;
    const opensBlock = () => (opens ??= opensDatedBlock(lines, index));
    // ('Project Engineer (EIT), Kiewit' over 'Infrastructure, Omaha, NE (2021 – Present)', 'University
    // of Nebraska, B.S. in' over 'Civil Engineering, 2018': a header cut after a comma or a joining
    // word in a narrow column goes on, dated or not.)
    const cutHeader =
      mode === 'prose' &&
      prev !== undefined &&
      !prev.bullet &&
      !prevDated &&
      !prev.text.includes('\t') &&
      !line.includes('\t') &&
      // ('Peer Tutor, Engineering Mathematics | Sacramento City College Learning Resource Center |'
      // over 'Sacramento, CA (August 2021 – May 2023)': a separator at the line's end never ends a
      // header, however many words come before it.)
      (prev.text.split(/\s+/).length <= 10 || /\s[|·]$/.test(prev.text)) &&
      /(?:[\p{L})],|\s(?:in|of|and|for|at|&|\||·))$/u.test(prev.text) &&
      !DEGREE_RE.test(line.split(/[,\s]/)[0] ?? '') &&
      !opensBlock();
    const continues =
      prev &&
      prev.text !== '' &&
      !prevDated &&
      (!dated || cutHeader) &&
      !line.includes('\t') &&
      !prev.text.includes('\t') &&
      !(mode === 'prose' && opensBlock()) &&
      // 'Relevant coursework: …' ends where the next degree begins ('B.S. in …, Michigan State University').
      !(COURSEWORK_RE.test(prev.text) && DEGREE_RE.test(line)) &&
      // 'Associate of Applied Science · Grand Rapids Community College': a degree's line that ends
      // with its school is whole; the next line is not its wrapped end.
      !(
        DEGREE_RE.test(prev.text) &&
        INSTITUTION_RE.test(headerParts(prev.text).at(-1) ?? '') &&
        !/(?:,|\s(?:of|at|and|for|&))$/.test(prev.text)
      ) &&
      // 'Millwright Apprenticeship School, Chicago Regional Council of Carpenters' over 'High School
      // Diploma': a line opening with a degree after a school's line is the next entry, not its end.
      !(INSTITUTION_RE.test(prev.text) && DEGREE_RE.exec(line)?.index === 0) &&
      // ('Bachelor's degree, Business Administration and Management, General' over 'Cherry Creek
      // High School', LinkedIn's undated entries: a whole degree's line with no school on it, then a
      // school's name of its own, is the next entry's school, not the degree's wrapped end.)
      !(
        DEGREE_RE.exec(prev.text)?.index === 0 &&
        !INSTITUTION_RE.test(prev.text) &&
        !/(?:,|\s(?:of|at|and|for|in|with|&))$/.test(prev.text) &&
        INSTITUTION_RE.test(line) &&
        !GENERIC_SCHOOL_RE.test(line) &&
        line.split(/\s+/).length >= 2 &&
        looksLikeProperName(line)
      ) &&
      // 'Tools: Tableau, Git': a labelled list starts its own line.
      !(mode === 'list' && CATEGORY_LABEL_RE.test(line)) &&
      // ('2023 Data Analytics Bootcamp, …' over '2022 Google Data Analytics …': lines that open with
      // their year, the dates on the left, each start an entry.)
      !(/^(?:19|20)\d{2}\s/.test(line) && /^(?:19|20)\d{2}\s/.test(prev.text)) &&
      !(skills && endsShortOf(previousLine, line)) &&
      (cutHeader ||
        (mode === 'list'
          ? (/^[\p{Ll}(&]/u.test(line) &&
              !shape.lowerCaseItems &&
              !listsAnotherSkill(prev.text, line) &&
              !opensWithMixedCaseName(prev.text, line)) ||
            /(,|&|\band)$/.test(prev.text) ||
            (prev.text.includes(',') && line.includes(',') && !opensWithKnownItem(prev.text, line)) ||
            completesWrappedSkill(prev.text, line) ||
            wrapsLastItem(prev.text, line)
          : /^[\p{Ll}(&]/u.test(line) ||
            (prev.text.length > 60 &&
              !/[.!?:]$/.test(prev.text) &&
              !headerUnderDates(lines, index, prev.text) &&
              !(startsWithPastVerb(line) && startsWithPastVerb(prev.text)) &&
              !endsWithPlace(prev.text)))) &&
      // A wrapped line goes on in the type its line was set in: one set apart from it (a title in
      // bold under a bullet in the body's type) starts a line of its own.
      !(mode === 'prose' && index > 0 && setApartFrom(lines[index - 1]!, line));
    if (continues) prev.text = `${prev.text} ${line}`;
    else out.push({ text: line, bullet: false });
    prevDated = dated;
  }
  return out;
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[a-z0-9)%][.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Splits "Title, Company, Inc., City, ST" on commas without cutting "Inc." or "(MySQL, MongoDB)" off. */
function splitCommas(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  const merged: string[] = [];
  for (const part of parts.filter((p) => p !== '')) {
    if (merged.length > 0 && COMPANY_SUFFIX_RE.test(part)) merged[merged.length - 1] += `, ${part}`;
    else merged.push(part);
  }
  return merged;
}

/** A full stop after a header's last word ('Austin, TX.', 'Whole Foods Market.', as moderncv prints them), not after 'Inc.'. */
const FINAL_STOP_RE = /(?<=\b\p{Lu}{2}|\p{Ll}{3})\.$/u;
const keepAbbreviation = (stop: string, _at: number, whole: string) =>
  /\b(?:Inc|Corp|Ltd|Bros|Assn|Dept|Univ|Intl|Mfg)\.$/.test(whole) ? stop : '';

/** US states, Canadian provinces and countries by name: 'Henderson, Nevada' is a place, whole. */
const REGION_NAME_RE =
  /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Nova Scotia|United States|United Kingdom|England|Scotland|Wales|Ireland|Canada|Australia|Germany|France|Spain|Italy|Netherlands|India|Mexico|Brazil|Portugal|Norway|Sweden|Denmark|Poland|Nigeria|Kenya|Singapore|Japan|Switzerland|Austria|Belgium|Luxembourg|New Zealand|Finland|Greece|Czechia|Czech Republic|Hungary|Romania|South Africa|Ghana|China|South Korea|Philippines|Vietnam|Malaysia|Indonesia|Argentina|Chile|Colombia|Israel|Turkey|Egypt|Morocco|United Arab Emirates|Saudi Arabia|Qatar|Pakistan|Sri Lanka|Northern Ireland)$/;

/** A table's row of column names over its roles: 'Dates⇥Position⇥Employer', 'Period⇥Role⇥Company⇥Location'. */
const COLUMN_NAME_RE =
  /^(?:dates?|period|years?|from\s*[-–]\s*to|when|position|(?:job )?title|role|employer|company|organi[sz]ation|location|place|city)$/i;
const DATE_COLUMN_RE = /^(?:dates?|period|years?|from\s*[-–]\s*to|when)$/i;
function isColumnNamesRow(text: string): boolean {
  const cells = text
    .split('\t')
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  return cells.length >= 2 && cells.every((cell) => COLUMN_NAME_RE.test(cell));
}

/**
 * A role header's parts. ('University of Texas at Austin': the 'at' of a campus is part of the
 * school's name, no separator between a title and its employer.)
 */
function headerParts(input: string): string[] {
  if (!/ at /.test(input)) return partsOfHeader(input);
  return partsOfHeader(input.replace(CAMPUS_AT_RE, '$1 at\u2060')).map((part) => part.replace(/\u2060/g, ' '));
}

function partsOfHeader(input: string): string[] {
  // ('Henderson, Nevada', LinkedIn's place under a role's dates: one part, a place.)
  const pieces = input.trim().split(/,\s*/);
  if (
    !input.includes('\t') &&
    pieces.length === 2 &&
    REGION_NAME_RE.test(pieces[1]!) &&
    /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(pieces[0]!)
  )
    return [input.trim()];
  const glued = placeGluedToName(input.trim());
  if (glued) return glued;
  // Removing the dates leaves their separator behind: "University of Oklahoma | ".
  // ('Denver, CO (2021 – now)' leaves empty parentheses behind.)
  const text = input
    .replace(/\(\s*\)/g, ' ')
    .replace(/^[\s|,;•·–—-]+|(?<![\s|,;•·–—-])[\s|,;•·–—-]+$/g, '')
    .replace(FINAL_STOP_RE, keepAbbreviation);
  const cells = text
    // 'Starbucks (Dearborn, MI)': a place in parentheses after a name is a part of its own.
    .replace(/(?<=\S)\s+\(([^()]+)\)(?=\s*(?:$|[,\t|•·—–]))/g, (note, inside: string) =>
      LOCATION_RE.test(inside.trim()) ? `\t${inside.trim()}` : note,
    )
    .split(/\t|(?<!\s)\s+(?:[|•·—–@-]|at(?=\s+[A-Z]))\s+/)
    .map((c) =>
      c
        .trim()
        .replace(/^[,;:\s]+|(?<![,;:\s])[,;:\s]+$/g, '')
        .replace(FINAL_STOP_RE, keepAbbreviation),
    )
    .filter((c) => c !== '');
  // ('Head of Audio @ Paradiso, Amsterdam': what follows the '@' names the employer, whose place
  // may follow its comma; set like 'City, Region', it is still the employer.)
  if (cells.length === 2 && !text.includes('\t') && /\s@\s/.test(text) && text.indexOf('@') < text.indexOf(cells[1]!)) {
    const [employer, ...place] = cells[1]!.split(/,\s*/);
    if (place.length > 0 && employer && !hasTitleWord(employer)) return [cells[0]!, employer, place.join(', ')];
  }
  // ('Registered Nurse, Emergency Department – TriStar Centennial Medical Center, Nashville, TN':
  // the title and the unit it works in before the dash, the employer and its place after it.)
  if (cells.length === 2 && !text.includes('\t')) {
    const [title, unit, ...more] = splitCommas(cells[0]!);
    const [employer, ...place] = splitCommas(cells[1]!);
    if (
      more.length === 0 &&
      unit !== undefined &&
      employer !== undefined &&
      hasTitleWord(title!) &&
      title!.split(/\s+/).length <= 5 &&
      namesUnit(unit) &&
      (place.length === 0 || LOCATION_RE.test(place.join(', '))) &&
      !hasTitleWord(employer) &&
      !LOCATION_RE.test(employer) &&
      !REGION_NAME_RE.test(employer) &&
      looksLikeProperName(employer) &&
      (employer.split(/\s+/).length >= 2 || EMPLOYER_WORD_RE.test(employer))
    )
      return [`${title}, ${unit}`, employer, ...(place.length > 0 ? [place.join(', ')] : [])];
  }
  // 'Sous Chef, Le Pigeon — Portland, OR': the dash sets the place apart; the title and the
  // employer before it (in that order) are set apart by their comma.
  // (Not across a wide gap: 'Vice President, Banking Operations⇥Los Angeles, CA' under its employer.)
  if (cells.length === 2 && !text.includes('\t') && LOCATION_RE.test(cells[1]!)) {
    const named = splitCommas(cells[0]!);
    if (
      named.length === 2 &&
      named[0]!.split(' ').length <= 5 &&
      !hasTitleWord(named[1]!) &&
      !LOCATION_RE.test(named[1]!)
    )
      return [...named, cells[1]!];
    // ('Clinical Pharmacist, Oncology, Hospices Civils de Lyon – Centre Léon Bérard, Lyon', as
    // moderncv prints a role: the title, its unit after a comma, then the employer.)
    if (
      named.length === 3 &&
      hasTitleWord(named[0]!) &&
      named[0]!.split(' ').length <= 5 &&
      /^\p{Lu}[\p{L}&-]*(?: [\p{L}&-]+)?$/u.test(named[1]!) &&
      !hasTitleWord(named[1]!) &&
      !hasTitleWord(named[2]!) &&
      !LOCATION_RE.test(named[2]!) &&
      !REGION_NAME_RE.test(named[2]!) &&
      looksLikeProperName(named[2]!)
    )
      return [`${named[0]}, ${named[1]}`, named[2]!, cells[1]!];
  }
  // 'Memorial Hermann – Texas Medical Center⇥Houston, TX': a dash between two names, no title's
  // word on the line and its place in a cell of its own, joins one employer's name.
  const [firstCell, ...placeCells] = text.split('\t').map((cell) => cell.trim());
  const named = firstCell!.split(/\s[–—]\s/);
  if (
    placeCells.length > 0 &&
    placeCells.every((cell) => LOCATION_RE.test(cell)) &&
    named.length === 2 &&
    !hasTitleWord(firstCell!) &&
    named.every((name) => looksLikeProperName(name) && !LOCATION_RE.test(name) && !REGION_NAME_RE.test(name))
  )
    return [firstCell!, ...placeCells];
  const withUnit = text.includes('\t') ? titleUnitEmployer(cells) : null;
  if (withUnit) return withUnit;
  const shortAndLong = shortNameThenLong(text, cells);
  if (shortAndLong) return shortAndLong;
  if (cells.length > 1) return cells;
  return withUnitInTitle(splitCommas(text));
}

/** A function's name, as an employer's units are named: 'Revenue Management', 'Member Analytics'. */
const UNIT_FUNCTION_RE =
  /^\p{Lu}[\p{L}&-]*(?: \p{Lu}[\p{L}&-]*)? (?:Management|Analytics|Operations|Engineering|Marketing|Finance|Sales|Research|Strategy|Planning|Development|Design|Support|Technology|Quality|Services|Solutions|Insights|Intelligence)$/u;

/**
 * 'Pricing Analyst II, Revenue Management, Nationwide Mutual Insurance⇥Columbus, OH', 'Research
 * Assistant, Department of Economics, The Ohio State University⇥Columbus, OH': a title, the unit it
 * sits in, the employer, and the place in a cell of its own. A unit named for its function stays
 * with the title (as 'Clinical Pharmacist, Oncology' does); a 'Department of …' goes with the
 * employer it is part of (as 'University of Michigan, Department of Physics' does). Null when the
 * line is not that.
 */
function titleUnitEmployer(cells: string[]): string[] | null {
  if (cells.length !== 2 || !LOCATION_RE.test(cells[1]!)) return null;
  const named = splitCommas(cells[0]!);
  if (named.length !== 3) return null;
  const [title, unit, employer] = named as [string, string, string];
  const department = DEPARTMENT_OF_RE.test(unit);
  if (
    !(department || UNIT_FUNCTION_RE.test(unit)) ||
    !hasTitleWord(title) ||
    title.split(/\s+/).length > 5 ||
    // (A unit named for its function ends in the function, not in a person: 'Member Analytics'.)
    (department && hasTitleWord(unit)) ||
    hasTitleWord(employer) ||
    LOCATION_RE.test(employer) ||
    REGION_NAME_RE.test(employer) ||
    !looksLikeProperName(employer) ||
    (!EMPLOYER_WORD_RE.test(employer) && employer.split(/\s+/).length < 2)
  )
    return null;
  return department ? [title, `${unit}, ${employer}`, cells[1]!] : [`${title}, ${unit}`, employer, cells[1]!];
}

/** A department or field a title's comma may name before its employer: 'Analyst, Finance - Acme Widgets Corporation'. */
const DEPARTMENT_WORD_RE =
  /^(?:finance|marketing|sales|operations|engineering|research|product|design|legal|compliance|accounting|audit|tax|it|hr|logistics|procurement|purchasing|security|support|strategy|analytics|data|development|production|maintenance|quality|nursing|pharmacy|radiology|surgery|surgical|medical|oncology|cardiology|pediatrics|paediatrics|emergency|icu|admissions|communications|fundraising|education|training|editorial|news|sport|sports|retail|hospitality|administration|facilities|infrastructure|payroll|recruitment|recruiting|treasury|risk|investments|consulting|advisory|services)$/i;
const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 'Senior Scientist, Empa - Swiss Federal Laboratories for Materials Science': after the title's
 * comma, an employer's short name of one word and its long name after a spaced dash are one
 * employer's name, as printed (not the short name read into the title). Not a place after the dash
 * ('Sous Chef, Le Pigeon — Portland, OR'), nor a unit ('Engineer, Google - Cloud Platform Team').
 */
function shortNameThenLong(text: string, cells: string[]): string[] | null {
  if (cells.length !== 2) return null;
  const named = splitCommas(cells[0]!);
  if (named.length !== 2) return null;
  const [title, short] = named as [string, string];
  const long = cells[1]!;
  if (
    !hasTitleWord(title) ||
    title.split(/\s+/).length > 5 ||
    !/^\p{Lu}[\p{L}&.'’-]*$/u.test(short) ||
    hasTitleWord(short) ||
    LOCATION_RE.test(short) ||
    REGION_NAME_RE.test(short) ||
    DEPARTMENT_WORD_RE.test(short) ||
    long.split(/\s+/).length < 3 ||
    hasTitleWord(long) ||
    LOCATION_RE.test(long) ||
    REGION_NAME_RE.test(long) ||
    UNIT_TAIL_RE.test(long) ||
    !looksLikeProperName(long)
  )
    return null;
  const dash = new RegExp(`(?<=${escapeRegExp(short)})\\s[-–—]\\s(?=${escapeRegExp(long)})`).exec(text);
  return dash ? [title, `${short}${dash[0]}${long}`] : null;
}

/** The last word of a unit, ward, department, team or desk inside an employer: 'Cardiac Step-Down Unit', 'Medical Ward'. */
const UNIT_TAIL_RE =
  /^\p{Lu}[\p{L}'’&/-]*(?: (?:\p{Lu}[\p{L}'’&/-]*|and|&|of))* (?:Unit|Ward|Department|Dept\.?|Team|Desk)$/u;

const NAMED_DEPARTMENT_RE = /^(?:Police|Fire|Sheriff['’]?s?|Health|Parks|Transportation|Corrections)\b/;

/**
 * 'Emergency Department', 'Cardiac Step-Down Unit', 'Medical-Surgical', 'Risk Analytics': a unit,
 * ward, department or function inside an employer, as a title's comma names where it works ('Police
 * Department' or 'Houston Police Department' is an employer of its own).
 */
function namesUnit(unit: string): boolean {
  if (hasTitleWord(unit)) return false;
  if (UNIT_TAIL_RE.test(unit))
    return !(/\bDep(?:artmen)?t\.?$/.test(unit) && (unit.split(' ').length > 2 || NAMED_DEPARTMENT_RE.test(unit)));
  return UNIT_FUNCTION_RE.test(unit) || unit.split('-').every((word) => DEPARTMENT_WORD_RE.test(word));
}

/**
 * 'Registered Nurse, Cardiac Step-Down Unit', 'Charge Nurse, Medical-Surgical Unit': a comma tail
 * naming a unit, ward, department, team or desk after a title belongs to the title (the employer
 * is named elsewhere), not an employer of its own.
 */
function withUnitInTitle(parts: string[]): string[] {
  // ('Registered Nurse, Paediatrics, Stollery Children's Hospital', 'Senior Analyst, Risk
  // Analytics, Lloyds Banking Group': a title, the field or function it serves, then a name of two
  // words or more, or one with an employer's word, is the title with its unit and the employer. A
  // single word after them may be a town, and is left as it was read.)
  if (
    parts.length === 3 &&
    hasTitleWord(parts[0]!) &&
    parts[0]!.split(/\s+/).length <= 5 &&
    ((DEPARTMENT_WORD_RE.test(parts[1]!) && !/\s/.test(parts[1]!)) || UNIT_FUNCTION_RE.test(parts[1]!)) &&
    !hasTitleWord(parts[2]!) &&
    !LOCATION_RE.test(parts[2]!) &&
    !REGION_NAME_RE.test(parts[2]!) &&
    !isRegionCode(parts[2]!) &&
    looksLikeProperName(parts[2]!) &&
    (parts[2]!.split(/\s+/).length >= 2 || EMPLOYER_WORD_RE.test(parts[2]!))
  )
    return [`${parts[0]}, ${parts[1]}`, parts[2]!];
  if (parts.length < 2 || !hasTitleWord(parts[0]!) || !UNIT_TAIL_RE.test(parts[1]!) || hasTitleWord(parts[1]!))
    return parts;
  // ('Police Officer, Houston Police Department': a department named after its town or its service
  // is the employer, not a unit.)
  if (
    /\bDep(?:artmen)?t\.?$/.test(parts[1]!) &&
    (parts[1]!.split(' ').length > 2 || NAMED_DEPARTMENT_RE.test(parts[1]!))
  )
    return parts;
  return [`${parts[0]}, ${parts[1]}`, ...parts.slice(2)];
}

/**
 * 'Pok Pok Portland, OR' with the name in bold and 'Portland, OR' in italic: a trailing 'City, ST'
 * (or 'City, Country') glued to an employer's name, told apart by its type, is the place, not a
 * part of the name. Null when the line is not that.
 */
function placeGluedToName(text: string): string[] | null {
  if (!typeCues || text.includes('\t') || !/,\s*\p{Lu}[\p{L} ]*$/u.test(text)) return null;
  const first = typeCues.firstRunSetApart(text);
  if (first === null) return null;
  let seen = 0;
  let end = 0;
  while (end < text.length && seen < first.length) {
    if (/[\p{L}\p{N}]/u.test(text[end]!)) seen += 1;
    end += 1;
  }
  const name = text.slice(0, end).trim();
  const place = text.slice(end).trim();
  if (typeCueKey(name) !== first || !/^\s+\p{Lu}/u.test(text.slice(end)) || name.includes(',')) return null;
  const [city, region] = place.split(/,\s*/);
  if (!city || !region || place.split(',').length !== 2 || !LOCATION_RE.test(place)) return null;
  if (!isRegionCode(region) && !REGION_NAME_RE.test(region)) return null;
  if (!TOWN_LINE_RE.test(city) || hasTitleWord(name) || !looksLikeProperName(name)) return null;
  return [name, place];
}

/** "City, ST" pieces that a comma split cut apart are glued back: ["Mountain View", "CA", "USA"]. */
/** 'CA', 'NY', 'USA' after a city: a region; 'UPS', 'IBM', 'DHL' are employers. */
const isRegionCode = (part: string) =>
  /^[A-Z]{2}$/.test(part) || /^(USA|UAE|GBR|CAN|AUS|DEU|FRA|IND|NZL|IRL)$/.test(part);

/** A school's own name: 'Mosby Woods Elementary School', 'Hyndland Primary', 'Lincoln High School'. */
const SCHOOL_BUILDING_RE =
  /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)* (?:Elementary|Middle|High|Primary|Secondary|Intermediate|Junior High)(?: School)?$/u;
/** A school district: 'Fairfax County Public Schools', 'Hilliard City Schools', 'Austin Independent School District'. */
const SCHOOL_DISTRICT_RE =
  /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)* (?:(?:Public|City|County|Area|Community) Schools|(?:Unified |Independent |Consolidated )?School District|ISD|USD)$/u;

function assignEntryParts(parts: string[]): { title: string | null; company: string | null; location: string | null } {
  let title: string | null = null;
  const locationParts: string[] = [];
  const rest: string[] = [];
  for (const part of parts) {
    if (/^https?:\/\//.test(part)) continue;
    // ('Carpenter (part-time)': a work note marks a title whatever its words.)
    if (!title && (hasTitleWord(part) || WORK_NOTE_RE.test(part))) title = part;
    // ('Baker Tilly US, LLP' is set like 'City, ST' but ends with a company's suffix.)
    // (A state's code is a place, though 'CO' reads like 'Co.'.)
    else if (
      (LOCATION_RE.test(part) &&
        !(COMPANY_SUFFIX_RE.test(part.split(/,\s*/).at(-1)!) && !isRegionCode(part.split(/,\s*/).at(-1)!))) ||
      isRegionCode(part) ||
      /^(Remote|Hybrid)$/i.test(part)
    )
      locationParts.push(part);
    else rest.push(part);
  }
  // After a comma split the city name is its own part ("Mountain View"); it belongs to the location.
  if (rest.length > 1 && locationParts.length > 0 && isRegionCode(locationParts[0]!))
    locationParts.unshift(rest.pop()!);
  // 'Conway Institute, University College Dublin': an institute and the university it is part of, one employer.
  if (
    rest.length >= 2 &&
    INSTITUTION_RE.test(rest[0]!) &&
    /^(?:The )?Universit/.test(rest[1]!) &&
    (title || rest.length > 2)
  )
    rest.splice(0, 2, `${rest[0]}, ${rest[1]}`);
  // 'Walgreens, Tampa, FL — Store Manager' (Google Docs' templates): a name before a city and its
  // state's code, in one part, is the employer the role has no other part for (so too beside a title
  // with no title's word: 'Ranch Hand – Double R Cattle Company, Sheridan, WY').
  if ((rest.length === 0 && title) || (rest.length === 1 && !title)) {
    const index = locationParts.findIndex(
      (part) =>
        part.split(/,\s*/).length >= 3 &&
        /^\p{Lu}{2}$/u.test(part.split(/,\s*/).at(-1)!) &&
        !isRegionCode(part.split(/,\s*/).at(-2)!),
    );
    if (index >= 0) {
      const pieces = locationParts[index]!.split(/,\s*/);
      rest.push(pieces.slice(0, -2).join(', '));
      locationParts[index] = pieces.slice(-2).join(', ');
    }
  }
  // ('Robotics Engineer · ANYbotics, Zürich': after a title set apart by its separator, a name and
  // a city that is no region's name are the employer and its place, though set like a place.)
  if (title && rest.length === 0 && locationParts.length === 1 && parts.length === 2) {
    const pieces = locationParts[0]!.split(/,\s*/);
    if (
      pieces.length === 2 &&
      !REGION_NAME_RE.test(pieces[1]!) &&
      !isRegionCode(pieces[1]!) &&
      !hasTitleWord(pieces[0]!) &&
      looksLikeProperName(pieces[0]!) &&
      /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?$/u.test(pieces[1]!)
    ) {
      rest.push(pieces[0]!);
      locationParts[0] = pieces[1]!;
    }
  }
  // ('Store Manager – Marks & Spencer, Sutton', 'Store Manager – Primark, Croydon North End': after a
  // title set apart by its separator, a name and a town or a branch named by its place, not set like
  // a place or named longer, are the employer and where the role was.)
  if (title && rest.length + locationParts.length === 1 && parts.length === 2) {
    const whole = rest[0] ?? locationParts[0]!;
    const pieces = splitCommas(whole);
    const [name, place] = pieces;
    if (
      pieces.length === 2 &&
      name !== undefined &&
      place !== undefined &&
      /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}$/u.test(place) &&
      !REGION_NAME_RE.test(place) &&
      !isRegionCode(place) &&
      !hasTitleWord(place) &&
      !EMPLOYER_WORD_RE.test(place) &&
      !COMPANY_SUFFIX_RE.test(place) &&
      !namesUnit(place) &&
      !DEPARTMENT_OF_RE.test(place) &&
      !INSTITUTION_RE.test(place) &&
      !hasTitleWord(name) &&
      looksLikeProperName(name) &&
      !LOCATION_RE.test(name)
    ) {
      rest.splice(0, rest.length, name);
      locationParts.splice(0, locationParts.length, place);
    }
  }
  // 'Smith & Jones CPAs, Boise, ID': a name, then its city and state's code, in one part.
  if (rest.length === 1 && locationParts.length === 0) {
    const pieces = rest[0]!.split(/,\s*/);
    if (
      pieces.length >= 3 &&
      /^\p{Lu}{2}$/u.test(pieces.at(-1)!) &&
      /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*$/u.test(pieces.at(-2)!)
    ) {
      rest[0] = pieces.slice(0, -2).join(', ');
      locationParts.push(pieces.slice(-2).join(', '));
    }
  }
  // 'Amazon' over 'Process Assistant, Outbound': the employer named before the title, the words
  // after the title's comma are its unit, not a second employer.
  if (title && rest.length === 2 && parts.indexOf(rest[0]!) < parts.indexOf(title)) {
    const unit = rest[1]!;
    if (
      parts.indexOf(unit) === parts.indexOf(title) + 1 &&
      // ('Software Engineer' / 'Austin, Texas, United States': a city cut from its region is a place.)
      parts.indexOf(unit) === parts.length - 1 &&
      /^\p{Lu}\p{Ll}+(?: (?:&|and|of|\p{Lu}\p{Ll}+)){0,2}$/u.test(unit) &&
      !EMPLOYER_WORD_RE.test(unit) &&
      !COMPANY_SUFFIX_RE.test(unit) &&
      !INSTITUTION_RE.test(unit) &&
      !REGION_NAME_RE.test(unit)
    ) {
      title = `${title}, ${unit}`;
      rest.pop();
    }
  }
  let company = rest[0] ?? null;
  if (!title && rest.length > 1) {
    title = rest[0]!;
    company = rest[1]!;
  }
  return { title, company, location: locationParts.length > 0 ? locationParts.join(', ') : null };
}

/**
 * 'PERSONAL Émilie Gagnon-Roy': a Europass CV's section label in capitals ('PERSONAL INFORMATION',
 * wrapped, its first word on the name's line) set beside or before the name is no part of it. Only
 * the first words of a known heading, before a name written in mixed case.
 */
function withoutSectionLabel(hint: string): string {
  const match = /^((?:\p{Lu}{2,}[:\s]+){1,3})(\p{Lu}\p{Ll}.*)$/u.exec(hint.trim());
  if (!match) return hint;
  const [, label, rest] = match;
  return opensKnownHeading(label!.trim()) && looksLikeName(rest!) ? rest! : hint;
}

/**
 * A line that names an employer or a place rather than saying something: short, no sentence end,
 * and its words capitalised ('Contoso Bank', 'Mercy Hospital of Denver'), seven words at most
 * ('Hilton Garden Inn Las Vegas Strip South').
 */
/**
 * 'DATEV eG', 'Barclays plc', 'Škoda Auto a.s.', 'Deutsches Rotes Kreuz e.V.': a company's legal
 * form, written in lower case as its country writes it, is part of the name.
 */
const LOWER_LEGAL_FORM_RE = /^(?:eG|e\.\s?V\.|e\.\s?K\.|plc|gGmbH|mbH|s\.r\.o\.|a\.s\.|d\.o\.o\.|sp\.|o\.o\.),?$/;

function looksLikeProperName(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  // ('Ministère des Ressources naturelles et des Forêts, Québec (Canada)': a long name with its
  // place after a comma is a name; the place is not counted among its words.)
  const placed = words.length > 7 ? NAME_THEN_PLACE_RE.exec(text) : null;
  if (placed) return looksLikeProperName(placed[1]!);
  if (words.length === 0 || words.length > 7 || /[.!?:;]$/.test(text) || !/^\p{Lu}/u.test(text)) return false;
  // ('The Balmoral Hotel (Rocco Forte)': a name's owner or former name in parentheses is part of it.)
  // ('Szpital Uniwersytecki w Krakowie', 'Hospital Universitario del Mar': the small words of names
  // in other languages too.)
  // ('Millennium bcp': letters with no vowel, set in lower case as a brand sets its acronym, are
  // part of the name; a word of the language would have a vowel.)
  const capitalised = words.filter(
    (word, index) =>
      /^\(?[\p{Lu}\d&]/u.test(word) ||
      /^(?:of|and|the|for|de|la|du|und|w|z|y|di|del|da|do|dos|das|des|van|von|der|den)$/.test(word) ||
      (index > 0 && /^[b-df-hj-np-tv-xz]{2,4},?$/.test(word)) ||
      (index > 0 && LOWER_LEGAL_FORM_RE.test(word)),
  ).length;
  if (capitalised === words.length) return true;
  // ('Groupement forestier de Portneuf', 'Ministère des Ressources naturelles': a French, Spanish
  // or Portuguese name written as those languages write them, its particles and an adjective or two
  // in lower case.)
  const lowerWords = words.filter((word) => !/^\(?[\p{Lu}\d&]/u.test(word) && !LOWER_PARTICLE_RE.test(word)).length;
  return (
    words.length >= 3 &&
    words.some((word) => ROMANCE_PARTICLE_RE.test(word)) &&
    lowerWords <= Math.min(2, words.length / 3)
  );
}
/** 'via Randstad Care, placed at Royal Papworth Hospital', 'Through Hays (assigned to Aviva)': an agency and its placement. */
const AGENCY_LINE_RE =
  /^(?:[Vv]ia|[Tt]hrough)\s+(\p{Lu}[^,;()]*?)\s*(?:(?:,|\(|\s[-–—])\s*(?:placed|working|assigned|seconded|contracted|posted|on assignment)\b[^.;]*\)?)?\.?$/u;
/** A body that runs a school or a training: 'Chicago Regional Council of Carpenters', 'Joint Apprenticeship Board'. */
const AWARDING_BODY_RE = /\b(?:Council|Board|Guild|Union|Federation|Brotherhood)\b/;
/** A name, then its town after a comma, the country in parentheses or after another comma: ', Québec (Canada)'. */
const NAME_THEN_PLACE_RE =
  /^([^,]+),\s*\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*)?(?:\s\(\p{Lu}[\p{L} ]*\)|,\s*\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)?)?$/u;
/** The particles of a French, Spanish, Portuguese or Italian name: 'de', 'des', 'del', 'dos'. */
const ROMANCE_PARTICLE_RE = /^(?:des|del|della|di|da|do|dos|das|de|du|la)$/;
const LOWER_PARTICLE_RE = /^(?:of|and|the|for|und|des|del|della|di|da|do|dos|das|de|du|la|le|les|el|los|las|et|y|e)$/;

/**
 * The line after `i` is dated, or the one after it, with a short name line between ('Contoso Bank').
 * Blank lines do not count: a page break or a theme's spacing may fall between a role's header and its dates.
 */
function datedHeaderFollows(logical: Logical[], i: number): boolean {
  // ('Nexteer Automotive' over '4 years 5 months', LinkedIn's export: the time there in all is
  // passed over.)
  const following = logical
    .slice(i + 1)
    .filter((line) => line.text !== '' && (line.bullet || !isTenureLine(line.text)));
  const next = following[0];
  if (!next || next.bullet) return false;
  if (findDateRange(next.text)) return true;
  const after = following[1];
  // ('Reading Specialist (part-time)': a note after the title does not stop it being a name line.)
  const nameLine = (line: Logical | undefined) =>
    line !== undefined && !line.bullet && looksLikeProperName(line.text.split('\t')[0]!.replace(TRAILING_NOTE_RE, ''));
  if (!nameLine(next) || after === undefined || after.bullet) return false;
  if (DATE_ONLY_RE.test(after.text.replace(PAREN_DURATION_RE, ''))) return true;
  // The employer, then its place on a line of its own ('Walgreens' / 'Tampa, FL'), then the dates.
  const third = following[2];
  return (
    (LOCATION_RE.test(after.text) || nameLine(after)) &&
    third !== undefined &&
    !third.bullet &&
    DATE_ONLY_RE.test(third.text.replace(PAREN_DURATION_RE, ''))
  );
}

/** A work note in parentheses after a title: '(part-time)', '(contract, 20 hrs/week)', '(weekends)'. */
const TRAILING_NOTE_RE = /(?<!\s)\s+\([^()]{1,40}\)$/;
/**
 * 'Staff Accountant II (month-end close lead, intercompany and fixed assets)', 'Data Analyst
 * (contract, 20 hrs/week)': a long note after a title, or one giving the hours, describes the work
 * and is not the title's, and so does one whose second clause says when ('part-time, while studying');
 * a short one stays as printed ('Barista (part-time)', 'Project Engineer (EIT)').
 */
function withoutLongNote(title: string): string {
  const note = /(?<=\S)\s+\(([^()]+)\)$/.exec(title);
  if (!note) return title;
  const words = note[1]!.trim().split(/\s+/).length;
  // ('Customer Assistant (part-time, while studying)': a note whose second clause says when the
  // work was held describes it too; '(co-op, 3 terms)' stays.)
  const clauses = /,\s*(?:while|during|alongside|between|through|before|after)\s/i.test(note[1]!);
  return words >= 4 || clauses || /\d\+?\s*(?:hrs?|hours)\b/i.test(note[1]!)
    ? title.slice(0, note.index).trim()
    : title;
}

/** A note that says how the work was held: only a role's title carries one. */
const WORK_NOTE_RE =
  /\((?:[^()]*\b(?:part[- ]time|full[- ]time|contract|seasonal|temporary|temp|freelance|per diem|internship|weekends?|nights|evenings|hrs?\/w(?:ee)?k|hours\/week|remote|hybrid|volunteer|interim|acting)\b[^()]*)\)/i;

/**
 * Roles printed with no dates at all ('Paralegal' / 'Georgia Legal Services Program, Macon, GA' /
 * what was done there): after a role's sentences, a short line naming a title over a line naming
 * an employer, with sentences or bullets (or nothing) under them, is the next role.
 */
function opensUndatedRole(logical: Logical[], i: number, firstHeader: string | null = null): boolean {
  const text = logical[i]!.text;
  // ('Welder Helper – Sheehan Pipe Line Construction, Casper, WY': the title and the employer on one
  // line, set apart, with sentences or bullets under it. A title with no title's word, 'Ranch Hand –
  // Double R Cattle Company, Sheridan, WY', when the section's first role is set the same way.)
  const parts = headerParts(text);
  const shape = (line: string) => line.replace(/[^,|·•–—]/g, '');
  const likeTheFirst =
    firstHeader !== null &&
    firstHeader !== text &&
    shape(firstHeader) === shape(text) &&
    shape(text) !== '' &&
    hasTitleWord(headerParts(firstHeader)[0]!) &&
    looksLikeProperName(parts[0]!);
  if (
    parts.length >= 2 &&
    text.split(/\s+/).length <= 12 &&
    !/[.!?;:,]$/.test(text) &&
    !findDateRange(text) &&
    parts[0]!.split(/\s+/).length <= 5 &&
    (hasTitleWord(parts[0]!) || likeTheFirst) &&
    !hasTitleWord(parts[1]!) &&
    looksLikeProperName(parts[1]!)
  ) {
    const below = logical.slice(i + 1).find((line) => line.text !== '');
    return below === undefined || below.bullet || (/[.!?]$/.test(below.text) && below.text.split(/\s+/).length >= 4);
  }
  if (text.split(/\s+/).length > 6 || /[.!?;:,]$/.test(text) || !hasTitleWord(text) || findDateRange(text))
    return false;
  const following = logical.slice(i + 1).filter((line) => line.text !== '');
  const employer = following[0];
  if (
    !employer ||
    employer.bullet ||
    findDateRange(employer.text) ||
    hasTitleWord(employer.text) ||
    employer.text.split(/\s+/).length > 10 ||
    /[.!?;:]$/.test(employer.text)
  )
    return false;
  if (!looksLikeProperName(headerParts(employer.text)[0]!.replace(/\.$/, ''))) return false;
  const after = following[1];
  return after === undefined || after.bullet || (/[.!?]$/.test(after.text) && after.text.split(/\s+/).length >= 5);
}

/** How long a role lasted, printed after its dates by some themes ('2 years 9 months', '1 yr'): not an employer. */
const DURATION_RE = /(?:^|\s)\d{1,2}\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d{1,2}\s+(?:months?|mos?))?(?=\s|$)/gi;
/**
 * The line under an employer's name on a LinkedIn page with several positions there: the time
 * spent there in all, after the kind of employment or alone ('Full-time · 6 yrs 3 mos',
 * 'Part-time · 2 yrs', '4 years 5 months'), or the kind alone ('Self-employed'). Neither a title
 * nor a date.
 */
const EMPLOYMENT_KIND_RE = /^(?:full[- ]time|part[- ]time|self[- ]employed)(?:\s+[·•]\s+|$)/i;
function isTenureLine(text: string): boolean {
  return text.replace(EMPLOYMENT_KIND_RE, '').replace(DURATION_RE, '').trim() === '';
}
/** The same in parentheses after the dates, as LinkedIn's profile export prints it: '(2 years 6 months)', or after a middle dot, as its pages print it: '· 5 yrs 2 mos'. */
const PAREN_DURATION_RE =
  /(?<!\s)\s*(?:\(\s*(?:less than a year|\d{1,2}\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d{1,2}\s+(?:months?|mos?))?)\s*\)|\s[·•]\s+(?:less than a year|\d{1,2}\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d{1,2}\s+(?:months?|mos?))?)\s*$)/gi;

/** Every word capitalised but the small ones: 'Software Development Engineer in Test'. */
const TITLE_CASE_RE = /^\p{Lu}[\p{L}\d'’/&-]*(?: (?:\p{Lu}[\p{L}\d'’/&-]*|in|of|and|for|the|at|to|&|[IVX]+))*$/u;

type OpenEntry = ExperienceEntry & {
  headerLines: number;
  parts: string[];
  employerLine: string | null;
  texts: string[];
  datesAlone?: boolean;
  /** 'Jun 2021 – Jun' in moderncv's date margin, its year wrapped to the next line: the end's month. */
  cutEndMonth?: string;
  /** The employer of the role above, for an earlier title there printed with no dates of its own. */
  sharedCompany?: string | null;
  /** A role printed with no dates, its own employer on its line: the next such line opens another. */
  undatedOwn?: boolean;
  /** The words of the line that gave a header read so far its dates, without them ('Acme, Quality Department'). */
  datedLine?: string;
  /** LinkedIn's kind of employment ('Self-employed', 'Full-time · 2 yrs') right under the header's first line: an employer's. */
  kindUnderEmployer?: boolean;
  /** LinkedIn's time at the employer in all ('4 years 5 months') under the header's first line: positions listed under it. */
  tenureUnderEmployer?: boolean;
};

const emptyEntry = (): OpenEntry => ({
  title: null,
  company: null,
  location: null,
  startDate: null,
  endDate: null,
  bullets: [],
  headerLines: 0,
  parts: [],
  employerLine: null,
  texts: [],
});

/** The end of a series of names, its last two joined by '&' or 'and' ('Heating & Electric', 'Sales and Service'). */
const SERIES_END_RE = /^\p{Lu}\p{Ll}+ (?:&|and) \p{Lu}\p{Ll}+$/u;
/** A department, faculty or division of an employer, named for its field: 'Faculty of Medicine', 'Division of Cardiology'. */
const DEPARTMENT_OF_RE =
  /^(?:Department|Dept\.?|Faculty|Division|School|Institute|Office|Cent(?:er|re)) (?:of|for) \p{Lu}/u;
/** Words of an employer's name ('Hilton Garden Inn', 'Turner Construction Company'), not a title's. */
const EMPLOYER_WORD_RE =
  /\b(?:Inc|LLC|LLP|Ltd|Corp|Corporation|Company|Group|Hospital|Clinic|Bank|Restaurant|Cafe|Café|Hotel|Inn|Resort|Stores?|Library|University|College|Schools?|District|Center|Centre|Services|Solutions|Technologies|Partners|Department|Agency|Foods|Market|Church|Foundation|Labs|Healthcare|Insurance|Airlines|Industries|Enterprises|Holdings|Bakery|Pharmacy|Studios?|Consulting|Construction|Brewing|Farms?)\b/;

/**
 * A name followed by a trade ending in '-ing' ('Westech Engineering', 'Summit Roofing'), in capitals
 * too ('JONES BROS CIVIL ENGINEERING', as small capitals print), its town after a comma or not.
 */
const TRADE_TAIL_RE =
  /^(\p{Lu}[\p{L}&.'-]*(?:\s+[\p{Lu}&][\p{L}&.'-]*)*)\s+(?:\p{Lu}\p{Ll}+ing|\p{Lu}{2,}ING)(?:,\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?)?$/u;
/** How much a part reads as a title rather than an employer: a title's word for, an employer's word against. */
const titleness = (text: string) => {
  // 'Westech Engineering', 'Green Pastures Landscaping': a name and then its trade, with no title's
  // word before it, is an employer ('VP Engineering', 'Director of Nursing' are titles).
  const trade = TRADE_TAIL_RE.exec(text.trim());
  if (trade && !hasTitleWord(trade[1]!) && !WORK_NOTE_RE.test(text)) return -1;
  return (hasTitleWord(text) || WORK_NOTE_RE.test(text) ? 1 : 0) - (EMPLOYER_WORD_RE.test(text) ? 1 : 0);
};

/**
 * A page sets every role's header the same way: title first ('Server' over 'Olive Garden') or
 * employer first. Where a role's own words do not tell its title from its employer ('Carpenter',
 * 'Turner Construction'), the order the other roles of the section show decides; where they do
 * ('Hilton Garden Inn' names a place of work), they decide.
 */
function orderLikeTheOthers(entries: ExperienceEntry[], headers: string[][], decided: Set<number>): void {
  const positions = entries.map((entry, index) => {
    const parts = headers[index]!;
    const at = (value: string | null) =>
      value === null ? -1 : parts.findIndex((part) => part === value || value.includes(part) || part.includes(value));
    const title = at(entry.title);
    const company = at(entry.company);
    return title >= 0 && company >= 0 && title !== company
      ? { titleFirst: title < company, evidence: Math.sign(titleness(entry.title!) - titleness(entry.company!)) }
      : null;
  });
  let titleFirst = 0;
  let companyFirst = 0;
  for (const position of positions) {
    if (!position || position.evidence === 0) continue;
    // Evidence against the reading swaps the order it shows.
    if (position.titleFirst === position.evidence > 0) titleFirst += 1;
    else companyFirst += 1;
  }
  // The type the section's decided roles set their titles and employers in ('Server' bold over
  // 'Olive Garden' in italics), for the roles whose words decide nothing.
  const emphasis =
    typeCues &&
    sectionEmphasis(
      typeCues,
      entries.map((entry, index) => {
        const position = positions[index];
        if (!position || position.evidence === 0) return null;
        return position.evidence > 0
          ? { title: entry.title!, company: entry.company! }
          : { title: entry.company!, company: entry.title! };
      }),
    );
  entries.forEach((entry, index) => {
    const position = positions[index];
    if (!position || decided.has(index)) return;
    if (position.evidence === 0 && emphasis) {
      const [title, company] = typeCues!.emphasisOfPair(entry.title, entry.company);
      if (title === emphasis.title && company === emphasis.company) return;
      if (title === emphasis.company && company === emphasis.title) {
        [entry.title, entry.company] = [entry.company, entry.title];
        return;
      }
    }
    const swap =
      position.evidence < 0 ||
      (position.evidence === 0 &&
        (position.titleFirst ? companyFirst > 2 * titleFirst : titleFirst > 2 * companyFirst));
    if (swap) [entry.title, entry.company] = [entry.company, entry.title];
  });
}

/**
 * A role's header the words do not show (no dates, and no rule of words opening a role there) after
 * the lines of the role above, set in the type the section's dated roles set their first line in ('Volunteer Coordinator'
 * in bold over 'Denver Food Bank' in italics, as the roles above are): a role of its own. The
 * section's roles must agree on that type, two of them at least, and it must not be the body's.
 */
function opensRoleByType(logical: Logical[], i: number, headerEmphases: Array<Emphasis | null>): boolean {
  if (!typeCues || headerEmphases.length < 2) return false;
  const set = headerEmphases[0];
  if (!set || headerEmphases.some((emphasis) => emphasis !== set)) return false;
  const text = logical[i]!.text;
  if (text.split(/\s+/).length > 12 || /[.!?;:,]$/.test(text) || findDateRange(text) || classifyHeading(text) !== null)
    return false;
  const [first] = headerParts(text);
  if (!first || !/^\p{Lu}/u.test(first) || typeCues.emphasisOf(first) !== set) return false;
  if (!hasTitleWord(first) && !looksLikeProperName(first)) return false;
  const below = logical.slice(i + 1).find((line) => line.text !== '');
  if (below === undefined) return false;
  const under = typeCues.emphasisOf(below.text);
  return (
    below.bullet ||
    (under !== null && under !== '') ||
    (/[.!?]$/.test(below.text) && below.text.split(/\s+/).length >= 4)
  );
}

/** A line of a town's name: a word to three, each capitalised ('Salford', 'South Brisbane'). */
const TOWN_LINE_RE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}$/u;
/** Employer's words a unit's name uses too ('Nurse, Emergency Department'): no tell of an employer. */
const UNIT_WORD_RE = /\b(?:Department|District|Center|Centre|Services|Schools?|Group)\b/;

/**
 * 'Recruitment Consultant, Reed⇥2018–2021' over 'Salford' in italic: a section whose dated headers
 * are each 'Title, Name' over a short line of a town's words, those lines set alike and apart from
 * the headers, prints each role's place under it (not 'Title, Unit' over the employer) when one of
 * them tells: a name after the comma with an employer's word ('Priceline Pharmacy'), a line under
 * that is the writer's own town (the contact lines name it) or the same line under two roles.
 * The lines that are places, by their text; none when the page does not tell.
 */
function placeLinesUnderHeaders(logical: Logical[]): Set<string> {
  const pairs: Array<{ name: string; below: string }> = [];
  let commaHeaders = 0;
  logical.forEach((line, index) => {
    if (line.bullet || !isDatedHeader(line.text)) return;
    const range = findDateRange(line.text);
    if (!range) return;
    const parts = splitCommas(line.text.replace(range.raw, ' ').replace(/\s+/g, ' ').trim());
    if (parts.length !== 2 || titleness(parts[0]!) <= 0 || titleness(parts[1]!) > titleness(parts[0]!)) return;
    commaHeaders += 1;
    const below = logical[index + 1];
    const text = below?.text.trim() ?? '';
    if (
      below &&
      !below.bullet &&
      TOWN_LINE_RE.test(text) &&
      !hasTitleWord(text) &&
      !EMPLOYER_WORD_RE.test(text) &&
      !findDateRange(text)
    )
      pairs.push({ name: parts[1]!, below: text });
  });
  if (pairs.length === 0 || pairs.length !== commaHeaders) return new Set();
  const set = typeCues ? pairs.map(({ below }) => typeCues!.emphasisOf(below)) : [];
  if (typeCues) {
    const headerSet = typeCues.emphasisOf(pairs[0]!.name);
    if (set.some((emphasis) => emphasis === null || emphasis !== set[0]) || set[0] === headerSet) return new Set();
  }
  // (A later section of the page set the same way, 'Placements' under 'Work history', follows it.)
  if (placeLinesSet !== null && (!typeCues || set[0] === placeLinesSet))
    return new Set(pairs.map(({ below }) => below));
  if (pairs.length < 2) return new Set();
  const tells = pairs.some(
    ({ name, below }, index) =>
      (EMPLOYER_WORD_RE.test(name) && !UNIT_WORD_RE.test(name)) ||
      below.split(/[ -]/).every((word) => contactWords.has(word)) ||
      pairs.some((other, at) => at !== index && other.below === below),
  );
  if (!tells) return new Set();
  placeLinesSet = typeCues ? set[0]! : '';
  return new Set(pairs.map(({ below }) => below));
}

/** A range's end alone in a table's first cell ('Present', 'Jan 2020'), the row's other cell beside it. */
const DATES_CELL_END_RE = new RegExp(`^\\s*((?:${DATE})|present|current|now|to date|ongoing)\\s*\\t\\s*(.+)$`, 'i');
/** A range's start and its dash, or its start, dash and end's month, alone in a table's cell. */
const DATES_CELL_RE = new RegExp(
  `^\\s*((?:${DATE})\\s*(?:[-–—]|to)(?:\\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\\.?)?)\\s*\\t\\s*(.+)$`,
  'i',
);

/**
 * A role's dates in a table's cell beside the role's first bullet or its employer, the page's text
 * running the cells together: 'Sept 2020 –⇥• Run a 28-bed ward…' (the role still held), 'Jan. 2018
 * to Aug.⇥Peterborough City Hospital' over '2020' (the end's year wrapped in its narrow cell). The
 * lines as the role's own: its dates on a line of their own (after the employer, where the cell
 * beside them held it), then the bullet. Null when the line is not that.
 */
function datesCellBeside(line: string, next: string | undefined): { lines: string[]; used: number } | null {
  const cell = DATES_CELL_RE.exec(line);
  if (!cell) return null;
  const [, dates, beside] = cell;
  const cut = /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?$/i.test(dates!.trim());
  if (cut) {
    // (The end's month, its year alone on the next line.)
    const year = next !== undefined ? /^((?:19|20)\d{2})$/.exec(next) : null;
    if (!year || isBullet(beside!) || !looksLikeProperName(beside!.trim())) return null;
    return { lines: [beside!.trim(), `${dates!.trim()} ${year[1]}`], used: 2 };
  }
  // ('Feb 2020 to⇥Clinical Nurse, Emergency Department' over 'Present⇥Royal Brisbane and Women's
  // Hospital': a range wrapped in a narrow dates column, its end opening the next line's first
  // cell; the role's own lines beside it read as the header they are, the whole range after it.)
  const end = next !== undefined ? DATES_CELL_END_RE.exec(next) : null;
  if (end && !isBullet(beside!) && !isBullet(end[2]!))
    return { lines: [`${beside!.trim()}\t${dates!.trim()} ${end[1]!.trim()}`, end[2]!.trim()], used: 2 };
  if (!isBullet(beside!)) return null;
  // (A dash with no end after it in its cell: the role still held.)
  return {
    lines: [/\d\s*(?:[-–—]|to)$/i.test(dates!.trim()) ? `${dates!.trim()} Present` : dates!.trim(), beside!.trim()],
    used: 1,
  };
}

/** 'Organisation: Tata Motors Ltd', 'Designation: Design Engineer', 'Duration: June 2015 – June 2019': a role's fields, each under its label. */
const ROLE_FIELD_RE =
  /^\s*(organi[sz]ation|company|employer|firm|designation|position|role|job title|title|duration|period|dates|tenure)\s*:\s*(\S.*)$/i;
const fieldOf = (label: string): 'employer' | 'title' | 'dates' =>
  /^(?:organi[sz]ation|company|employer|firm)$/i.test(label)
    ? 'employer'
    : /^(?:duration|period|dates|tenure)$/i.test(label)
      ? 'dates'
      : 'title';

/**
 * Roles written as labelled fields, one a line ('Organisation: Tata Motors Ltd, Pune' over
 * 'Designation: Senior Manager' over 'Duration: July 2019 – Present', as many Indian and Gulf CVs
 * print them), rewritten as the header the reader knows: the title and its dates on one line, the
 * employer under it. A run needs a title and an employer or dates; other lines pass as they are.
 */
function unlabelledRoleFields(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const fields = new Map<'employer' | 'title' | 'dates', string>();
    let end = i;
    while (end < lines.length && end - i < 3) {
      const found = ROLE_FIELD_RE.exec(lines[end]!);
      if (!found || fields.has(fieldOf(found[1]!))) break;
      fields.set(fieldOf(found[1]!), found[2]!.trim());
      end += 1;
    }
    const title = fields.get('title');
    const dates = fields.get('dates');
    if (title && (fields.has('employer') || (dates && findDateRange(dates)))) {
      out.push(dates ? `${title}\t${dates}` : title);
      if (fields.has('employer')) out.push(fields.get('employer')!);
      i = end;
    } else {
      out.push(lines[i]!);
      i += 1;
    }
  }
  return out;
}

/** 'Lead Test Engineer, Nokia, Tampere. Test strategy for …': a header, its full stop, then a sentence. */
const RUN_IN_HEADER_RE = /^([^.\t]{3,120}?\p{Ll}{2})\.\s+(\p{Lu}.*)$/u;

/**
 * '2020–' over 'Lead Test Engineer, Nokia, Tampere. Test strategy for 5G baseband software; a' (as
 * currvita and other CV classes set an entry: the title, the employer and the town, then what was
 * done, in one paragraph beside the years): under a dates line of its own, the header before the
 * first full stop is a line of its own, and the sentences after it are the role's.
 */
function runInRoleHeaders(lines: string[]): string[] {
  const out: string[] = [];
  let above = '';
  for (const line of lines) {
    const split = isDatesAlone(above) ? RUN_IN_HEADER_RE.exec(line.trim()) : null;
    const parts = split ? splitCommas(split[1]!) : [];
    if (
      split &&
      parts.length >= 2 &&
      parts.length <= 4 &&
      hasTitleWord(parts[0]!) &&
      parts[0]!.split(/\s+/).length <= 6 &&
      !hasTitleWord(parts[1]!) &&
      looksLikeProperName(parts[1]!)
    )
      out.push(split[1]!, split[2]!);
    else out.push(line);
    if (line.trim() !== '') above = line.trim();
  }
  return out;
}

function parseExperience(lines: string[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  let current: OpenEntry | null = null;
  /** The employer line that headed the last role ('Northwind Traders  Chicago, IL'), for roles listed under it. */
  let lastEmployerLine: string | null = null;
  // The employer the role under that line was read with ('Morgan Sindall Construction' of
  // 'Morgan Sindall Construction, Cardiff'), for the later roles under the same line.
  let lastEmployerName: string | null = null;
  /** The employer line above had LinkedIn's time there in all under it: the lines after it are its positions. */
  let positionsUnderTenure = false;
  /** Roles set as a table's rows: the cell that held the employer in a row of that many cells. */
  let employerColumn: { cells: number; index: number } | null = null;
  const joined: string[] = [];
  lines = runInRoleHeaders(unlabelledRoleFields(lines));
  for (let i = 0; i < lines.length; i += 1) {
    const cell = datesCellBeside(lines[i]!, lines[i + 1]?.trim());
    if (cell) {
      joined.push(...cell.lines);
      i += cell.used - 1;
      continue;
    }
    const whole = i + 1 < lines.length ? joinCutRange(lines[i]!, lines[i + 1]!.trim()) : null;
    joined.push(whole ?? lines[i]!);
    if (whole) i += 1;
  }
  const logical = logicalLines(joined);
  const places = placeLinesUnderHeaders(logical);
  /** Each entry's header parts, in the order the page prints them. */
  const headers: string[][] = [];
  /** The entries whose title and employer the page's structure decides, whatever their words. */
  const decided = new Set<number>();
  /** The line that opened the section's first role, for the shape the page gives its headers. */
  let firstHeader: string | null = null;
  /**
   * How the section's dated role headers open (the type's cues): the first part of each header's
   * first line, the header being the dated line and the short lines right above it ('Line Cook'
   * over 'Olive Garden' over 'Mar 2020 – Present').
   */
  const headerEmphases: Array<Emphasis | null> = [];
  if (typeCues)
    logical.forEach((line, index) => {
      if (line.bullet) return;
      const range = isDatedHeader(line.text) ? findDateRange(line.text) : null;
      if (!range) return;
      let first = index;
      for (let k = index - 1; k >= 0 && index - k <= 3; k--) {
        const above = logical[k]!;
        if (above.text === '' || above.bullet || isDatedHeader(above.text) || /[.!?;:]$/.test(above.text)) break;
        if (above.text.split(/\s+/).length > 12) break;
        first = k;
      }
      const text =
        first === index ? line.text.replace(range.raw, ' ').replace(DURATION_RE, ' ').trim() : logical[first]!.text;
      if (/\p{L}{2}/u.test(text)) headerEmphases.push(typeCues!.emphasisOf(headerParts(text)[0] ?? null));
    });
  const close = () => {
    if (!current) return;
    // 'Henley Homes / Leading Hand Carpenter', a role's one line beside its dates: the slash sets
    // its employer and its title apart (the section's other roles show their order). With a line
    // of its own for the employer, above or shared, 'Welder / Fabricator' is one title.
    // ('O’Connell Timberworks / Owner, Lead Carpenter': the comma is the title's own.)
    const slashed =
      current.texts.length === 1 &&
      !current.texts[0]!.includes('\t') &&
      !current.employerLine &&
      !current.sharedCompany &&
      !lastEmployerLine &&
      current.parts.every((part) => current!.texts[0]!.includes(part))
        ? current.texts[0]!.split(/(?<!\s)\s+\/\s+/)
        : [];
    if (slashed.length === 2 && !(hasTitleWord(slashed[0]!) && hasTitleWord(slashed[1]!)))
      current.parts = slashed.map((side) => side.trim());
    const assigned = assignEntryParts(current.parts);
    let { title, company, location } = assigned;
    // ('Healthcare Assistant' over '2015' and 'via Randstad Care, placed at Royal Papworth Hospital':
    // an agency's placement; the agency that placed the worker is the employer, the client where
    // the work was done its placement.)
    const agency = company === null ? AGENCY_LINE_RE.exec(current.bullets[0] ?? '') : null;
    if (agency && looksLikeProperName(agency[1]!) && !hasTitleWord(agency[1]!)) company = agency[1]!;
    // ('10/2017 – 08/2019⇥Graduate Engineer⇥Arup, Berlin' under rows whose last cell was their
    // employer, 'schlaich bergermann partner, Stuttgart': a table of roles keeps its columns, so
    // 'Arup, Berlin', set like a place, is that column's employer and its city.)
    const rowCells =
      current.texts.length === 1 && current.texts[0]!.includes('\t')
        ? current.texts[0]!.split('\t')
            .map((cell) => cell.trim())
            .filter((cell) => cell !== '')
        : [];
    if (rowCells.length >= 2 && title) {
      if (company === null && location !== null && employerColumn?.cells === rowCells.length) {
        const cell = rowCells[employerColumn.index];
        const [name, ...place] = cell === location ? splitCommas(cell) : [];
        if (name && place.length > 0 && !hasTitleWord(name) && !REGION_NAME_RE.test(name)) {
          company = name;
          location = place.join(', ');
        }
      }
      const index =
        company === null ? -1 : rowCells.findIndex((cell) => cell === company || cell.startsWith(`${company},`));
      if (index >= 0) employerColumn = { cells: rowCells.length, index };
    }
    // 'Charge Nurse, Medical ICU' (or 'Registered Nurse - Cardiac ICU') over 'Miami Valley Regional
    // Hospital': the unit belongs to the title when the employer is the next line's name.
    const [titleLine, employerLine] = current.texts;
    // (Not a header wrapped after its comma, 'Fellow, Norwegian University of Science and Technology,'
    // over 'Trondheim'.)
    if (employerLine && places.has(employerLine.trim()) && current.texts.length === 2 && titleLine) {
      const [named, employer] = splitCommas(titleLine.split('\t')[0]!);
      if (named === title && employer) {
        company = employer;
        location = employerLine.trim();
      }
    } else if (
      title &&
      company &&
      titleLine &&
      employerLine &&
      current.texts.length === 2 &&
      !/,\s*$/.test(titleLine)
    ) {
      const titleParts = /^[^,\t]+\s[-–—]\s[^,\t]+$/.test(titleLine.trim())
        ? titleLine.trim().split(/(?<!\s)\s+[-–—]\s+/)
        : splitCommas(titleLine);
      const employer = headerParts(employerLine)[0]!;
      if (
        titleParts.length === 2 &&
        titleParts[0] === title &&
        titleParts[1] === company &&
        !LOCATION_RE.test(company) &&
        !hasTitleWord(employerLine) &&
        looksLikeProperName(employer) &&
        !LOCATION_RE.test(employer)
      ) {
        title = titleLine.trim();
        company = employer;
      }
    }
    // 'Enterprise Holdings' over 'Management Trainee': under an employer line, the next line is the
    // title whether or not it has a word titles use.
    const [firstLine, secondLine] = current.texts;
    if (current.employerLine && firstLine === current.employerLine && secondLine && !current.parts.some(hasTitleWord)) {
      const named = headerParts(secondLine)[0]!;
      if (!LOCATION_RE.test(named) && !findDateRange(named)) {
        title = named;
        company = headerParts(current.employerLine)[0]!;
      }
    } else if (
      current.employerLine &&
      firstLine === current.employerLine &&
      secondLine &&
      !/[\t|•·]/.test(secondLine)
    ) {
      // 'Zebra Technologies' over 'Regional Sales Manager, Midwest' (or 'Charge Nurse - Emergency
      // Department', as LinkedIn's export prints a unit): the part after the title's comma or dash
      // (a region, a unit) is the title's, the employer being the line above.
      const [named, unit, ...more] = /\s[-–—]\s/.test(secondLine)
        ? secondLine.split(/(?<!\s)\s+[-–—]\s+/).map((part) => part.trim())
        : splitCommas(secondLine);
      if (
        named === title &&
        unit &&
        more.length === 0 &&
        !LOCATION_RE.test(unit) &&
        !isRegionCode(unit) &&
        !findDateRange(unit) &&
        !hasTitleWord(unit)
      ) {
        title = secondLine.trim();
        company = headerParts(current.employerLine)[0]!;
      }
    }
    // 'Albuquerque Public Schools, Student Transportation Services', 'Librarian, Madison Public
    // Library, Central Library': a unit named after the employer's comma, ending the line with no
    // place, is the employer's name too.
    // ('Research Assistant' over 'University of Michigan, Department of Physics⇥2019 – 2021': so on
    // the line that gave the role its dates.)
    if (company && location === null) {
      for (const line of current.datedLine ? [...current.texts, current.datedLine] : current.texts) {
        const cells = splitCommas(line.split('\t')[0]!);
        const at = cells.indexOf(company);
        const unit = at >= 0 && at === cells.length - 2 ? cells[at + 1] : undefined;
        if (
          unit &&
          (EMPLOYER_WORD_RE.test(unit) || SERIES_END_RE.test(unit) || DEPARTMENT_OF_RE.test(unit)) &&
          !hasTitleWord(unit) &&
          !LOCATION_RE.test(unit) &&
          !isRegionCode(unit) &&
          !findDateRange(unit)
        )
          company = `${company}, ${unit}`;
      }
    }
    // 'Applewood Plumbing, Heating & Electric, Arvada, CO': a name that is a series of trades, its
    // last two joined by '&', before the place; the comma inside the series does not end the name.
    if (company && location !== null) {
      for (const line of current.texts) {
        const cells = splitCommas(line.split('\t')[0]!);
        const at = cells.indexOf(company);
        const unit = at >= 0 ? cells[at + 1] : undefined;
        const place = cells.slice(at + 2).join(', ');
        if (unit && SERIES_END_RE.test(unit) && !hasTitleWord(unit) && place === location)
          company = `${company}, ${unit}`;
      }
    }
    // 'Senior Manufacturing Engineer', its dates, then 'Dixon, Illinois, United States' under an
    // employer's earlier role (LinkedIn's export): the line is the role's place, not its employer.
    if (
      title &&
      company &&
      !current.employerLine &&
      lastEmployerLine &&
      (current.startDate || current.endDate) &&
      current.texts.length === 2 &&
      // ('Senior Scientist, Clinical Biomarkers' over 'Cambridge, Massachusetts, United States': so
      // too under a title read with its unit.)
      (headerParts(current.texts[0]!)[0] === title || current.texts[0]!.trim() === title) &&
      !current.texts[1]!.includes('\t') &&
      LOCATION_RE.test(current.texts[1]!.trim()) &&
      headerParts(current.texts[1]!)[0] === company
    ) {
      location = current.texts[1]!.trim();
      company = null;
    }
    if (!company && current.sharedCompany) company = current.sharedCompany;
    if (current.employerLine) {
      lastEmployerLine = current.employerLine;
      lastEmployerName = title && company ? company : null;
      positionsUnderTenure = current.tenureUnderEmployer === true;
    }
    // ('Johnson & Johnson' over '4 years 5 months', then 'Senior Manager, Financial Planning &
    // Analysis' over its dates, LinkedIn's export of several positions at one employer: the
    // employer is the group's; what follows a later title's comma is its unit, not an employer.)
    // ('Duolingo⇥Pittsburgh, PA' over 'Senior Product Manager, Learning Experience⇥Jan 2022 –
    // Present' over 'Product Manager, Growth⇥Jun 2019 – Dec 2021', titles stacked with no bullets
    // between them, as a promotion is listed under its employer: the same.)
    else if (
      (positionsUnderTenure ||
        (entries.length > 0 &&
          entries.at(-1)!.bullets.length === 0 &&
          lastEmployerName !== null &&
          entries.at(-1)!.company === lastEmployerName)) &&
      lastEmployerLine &&
      title &&
      company &&
      !location &&
      (current.startDate || current.endDate) &&
      current.texts[0] !== undefined &&
      splitCommas(current.texts[0]).length === 2 &&
      headerParts(current.texts[0]).join(', ') === `${title}, ${company}` &&
      !EMPLOYER_WORD_RE.test(company) &&
      !COMPANY_SUFFIX_RE.test(company.split(/\s+/).at(-1)!) &&
      !LOCATION_RE.test(company)
    ) {
      const shared = assignEntryParts(headerParts(lastEmployerLine));
      title = `${title}, ${company}`;
      company = lastEmployerName ?? shared.company ?? shared.title;
    }
    // Several roles under one employer: a role with a title and dates but no employer of its own
    // belongs to the employer line above the first of them.
    // ('Morgan Sindall Construction, Cardiff' over two titled roles: the later ones share the
    // employer the first was read with, not the line's last part.)
    else if (title && !company && lastEmployerLine && (current.startDate || current.endDate)) {
      const shared = assignEntryParts(headerParts(lastEmployerLine));
      company = lastEmployerName ?? shared.company ?? shared.title;
      location ??= shared.location;
    } else if (
      !title &&
      company &&
      current.parts.length === 1 &&
      lastEmployerLine &&
      (current.startDate || current.endDate)
    ) {
      // 'Audit Staff⇥Sep 2016 – Jun 2018' under 'Audit Senior⇥Jul 2018 – Sep 2020', both under
      // 'Crowe LLP⇥Oak Brook, IL': the one name on a dated line, under an employer's roles, is a title.
      const shared = assignEntryParts(headerParts(lastEmployerLine));
      title = company;
      company = shared.company ?? shared.title;
      location ??= shared.location;
    } else lastEmployerLine = null;
    // 'Field Assistant (seasonal), Teton Raptor Center  2015': one year alone is when the role
    // began and ended; so too one season ('Rodman  Summer 2020'), and one month, a short engagement
    // ('Kitchen Hand⇥2016.08', 'Seasonal Driver Helper (Dec 2011)').
    const startDate =
      current.startDate ??
      (current.endDate &&
      (/^(?:(?:Spring|Summer|Fall|Autumn|Winter),?\s*)?(?:19|20)\d{2}$/i.test(current.endDate.trim()) ||
        ['month-name', 'numeric'].includes(dateStyle(current.endDate.trim())))
        ? current.endDate
        : null);
    // ('Okafor Markets' over 'Self-employed', then 'Market Trader' and its dates: the line LinkedIn
    // prints the kind of employment under is the employer's, whatever its words say; the order of the
    // section's other roles does not turn it round.)
    if (
      current.kindUnderEmployer &&
      current.employerLine !== null &&
      title !== null &&
      company === headerParts(current.employerLine)[0]
    )
      decided.add(entries.length);
    entries.push({
      title: title && withoutLongNote(title),
      company,
      location,
      startDate,
      endDate: current.endDate,
      bullets: current.bullets,
    });
    headers.push(current.parts);
  };
  /** The section's first dated line, for the separator its headers set their parts apart with. */
  const firstDatedLine = ((line) => (line ? line.replace(findDateRange(line)!.raw, ' ') : null))(
    logical.find((line) => !line.bullet && isDatedHeader(line.text) && findDateRange(line.text) !== null)?.text,
  );
  for (let i = 0; i < logical.length; i++) {
    const { bullet } = logical[i]!;
    const text = bullet ? logical[i]!.text : logical[i]!.text.replace(PAREN_DURATION_RE, '').trim();
    if (text === '') continue;
    // 'Shopify' over '5 years 2 months' (LinkedIn's export, several roles at one employer): the
    // time spent there in all is neither a title nor a date.
    if (!bullet && current && current.bullets.length === 0 && isTenureLine(text)) {
      if (current.employerLine !== null && current.texts.length === 1 && EMPLOYMENT_KIND_RE.test(text))
        current.kindUnderEmployer = true;
      if (current.employerLine !== null && current.texts.length === 1 && !EMPLOYMENT_KIND_RE.test(text))
        current.tenureUnderEmployer = true;
      continue;
    }
    // 'Dates⇥Position⇥Employer' over the rows of a table of roles: the columns' names, no role.
    // (Its employer's column tells which cell of each row, its dates taken out, is the employer.)
    if (!bullet && isColumnNamesRow(text)) {
      const names = text
        .split('\t')
        .map((cell) => cell.trim())
        .filter((cell) => cell !== '' && !DATE_COLUMN_RE.test(cell));
      const index = names.findIndex((name) => /^(?:employer|company|organi[sz]ation)$/i.test(name));
      employerColumn = index >= 0 ? { cells: names.length, index } : null;
      continue;
    }
    if (!bullet) {
      const range = isDatedHeader(text) ? findDateRange(text) : null;
      const rangeIsHeader = range !== null;
      // A role's header read so far (no bullets, no dates yet) takes the dates below it: on a line of
      // their own after the title and employer lines, or on the line right under the first.
      const headerAwaitsDates =
        current !== null &&
        current.bullets.length === 0 &&
        !current.startDate &&
        !current.endDate &&
        (current.headerLines === 0 || DATE_ONLY_RE.test(text));
      // 'Jun 2016 –' in moderncv's date margin, 'May 2018' wrapped under it: the end of the range the
      // role's header opened, before any bullet, not a role of its own.
      if (
        range &&
        current &&
        current.startDate &&
        !current.endDate &&
        current.bullets.length === 0 &&
        range.start === null &&
        DATE_ONLY_RE.test(text)
      ) {
        current.endDate = range.end;
        continue;
      }
      if (range && rangeIsHeader && !headerAwaitsDates) {
        close();
        let rest = text
          .replace(range.raw, ' ')
          .replace(DURATION_RE, ' ')
          .replace(/\s{2,}/g, ' ')
          .trim();
        // ('Jun 2021 – Jun: Data Analyst' over '2023 ○: SQL reporting…': moderncv's date margin cut
        // the range after its end's month; the year opens the next line.)
        const cut =
          range.end === null && text.trimStart().startsWith(range.raw.trim())
            ? /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?(?::\s*|\t|\s*$)/i.exec(rest)
            : null;
        if (cut) rest = rest.slice(cut[0].length).trim();
        // (The header's words without its dates are its first line, for the rules that read lines.)
        current = {
          ...emptyEntry(),
          ...(cut ? { cutEndMonth: cut[1]! } : {}),
          startDate: range.start,
          endDate: range.end,
          parts: headerParts(rest),
          texts: rest === '' ? [] : [rest],
        };
        continue;
      }
      if (range && current && !current.startDate && !current.endDate) {
        current.startDate = range.start;
        current.endDate = range.end;
        current.datesAlone = DATE_ONLY_RE.test(text);
        current.datedLine = text.replace(range.raw, ' ').replace(DURATION_RE, ' ').trim();
        current.parts.push(...headerParts(current.datedLine));
        continue;
      }
      if (current && current.startDate && !current.endDate) {
        // moderncv wraps "2017 –" / "Present" in its date margin: the end date opens the next line.
        const start = ONGOING_START_RE.exec(text);
        if (start) {
          current.endDate =
            current.cutEndMonth && /^(?:19|20)\d{2}$/.test(start[1]!)
              ? `${current.cutEndMonth} ${start[1]}`
              : start[1]!;
          const remainder = text.slice(start[0].length).trim();
          if (remainder) current.bullets.push(...splitSentences(remainder));
          continue;
        }
      }
      const words = text.split(/\s+/).length;
      // A header whose parts are set apart ('Apprentice Electrician, Alamo City Electrical Services,
      // San Antonio, TX') may be longer while no bullet has been read; its first part may be a name
      // alone ("St. Jude Children's Research Hospital - Memphis, TN", as Indeed's export prints it).
      // (After a role's bullets too, when its dates stand alone on the next line: 'Engineering
      // Technician (summers), Nebraska Department of Transportation, Lincoln, NE' over '(2016 – 2018)'.)
      const below = logical.slice(i + 1).find((line) => line.text !== '');
      const datesBelow =
        below !== undefined && !below.bullet && DATE_ONLY_RE.test(below.text.replace(/^\((.*)\)$/, '$1'));
      const partedHeader: boolean =
        current !== null &&
        (current.bullets.length === 0 || datesBelow) &&
        words <= 12 &&
        headerParts(text).length >= 2 &&
        // ('City of Durham Parks and Recreation, Durham, NC': a name of six words before its place.)
        // ('Case Manager at Catholic Charities of Omaha, Omaha, NE': a place after a part is not counted.)
        // ('Lufttransport AS (Tromsø) - Pilot, King Air B200 air ambulance' over '2010 – 2013': a title
        // with what it flew or ran, its dates alone below, may be a word or two longer.)
        headerParts(text).every(
          (part, index) =>
            part.replace(PLACE_TAIL_RE, '').split(/\s+/).length <= (index === 0 ? 6 : datesBelow ? 7 : 5),
        );
      // ('Heat Transfer and Fluids Lab, University of Michigan⇥Ann Arbor, MI': a name in the first
      // cell, its place in the cell beside it; the name's own words count.)
      const [firstCell, ...otherCells] = text.split('\t');
      const celledHeader: boolean =
        otherCells.length > 0 &&
        firstCell!.trim().split(/\s+/).length <= 8 &&
        otherCells.every((cell) => LOCATION_RE.test(cell.trim()) || findDateRange(cell) !== null);
      // ('At schlaich bergermann partner:' over bullets: a line ending in a colon introduces them.)
      // ('Ministère des Ressources naturelles et des Forêts, Québec (Canada)': a long name with its
      // place after a comma; the place is not counted.)
      const placedName = words > 8 ? NAME_THEN_PLACE_RE.exec(firstCell!.trim()) : null;
      const shortHeader: boolean =
        (words <= 8 ||
          partedHeader ||
          celledHeader ||
          (placedName !== null && placedName[1]!.split(/\s+/).length <= 8)) &&
        !/[.!?:]$/.test(text) &&
        (text.includes('\t') ||
          hasTitleWord(text) ||
          LOCATION_RE.test(text.split('\t')[0]!) ||
          looksLikeProperName(text.split('\t')[0]!.replace(TRAILING_NOTE_RE, '')) ||
          (partedHeader && looksLikeProperName(headerParts(text)[0]!)));
      // Employer lines heading roles ('Kroger', then 'Inventory Clerk  2015 – 2017'): a role that has
      // its dates but no bullets ends where the next employer line, dated just below, begins.
      // (A place under the dates, 'Lincolnshire, Illinois' as LinkedIn's export prints it, is the role's own.)
      // (So too under a title whose dates stood on a line of their own, as LinkedIn's export prints a
      // role with no description: 'Assistant General Manager' / its dates / 'Marriott International'.)
      // ('Deloitte, Chicago, IL' is set like a place; under a role headed by a line set the same way,
      // 'Grant Thornton, Chicago, IL', it is the next employer.)
      const setLikeEmployerLine: boolean =
        current !== null &&
        current.employerLine !== null &&
        splitCommas(text).length >= 3 &&
        splitCommas(text).length === splitCommas(current.employerLine).length &&
        !isRegionCode(splitCommas(text)[0]!);
      const nextEmployer: boolean =
        current !== null &&
        (current.employerLine !== null || (current.datesAlone === true && current.parts.some(hasTitleWord))) &&
        (current.startDate !== null || current.endDate !== null) &&
        shortHeader &&
        !hasTitleWord(text) &&
        // ('Chez Panisse⇥Berkeley, CA': the name before the gap is not a place.)
        (!LOCATION_RE.test(text.split('\t')[0]!) || setLikeEmployerLine) &&
        datedHeaderFollows(logical, i);
      // A role with no description whose header is whole (a title, an employer and its dates): the
      // next header line, dated just below, opens the next role ('Deloitte, Chicago, IL' / 'Staff
      // Accountant  Sep 2018 – Jun 2021' under 'Senior Accountant  Jul 2021 – Present').
      const headerWhole: boolean =
        current !== null &&
        !nextEmployer &&
        current.bullets.length === 0 &&
        (current.startDate !== null || current.endDate !== null) &&
        shortHeader &&
        (hasTitleWord(text) || !LOCATION_RE.test(text.split('\t')[0]!)) &&
        (() => {
          const assigned = assignEntryParts(current.parts);
          return assigned.title !== null && assigned.company !== null;
        })() &&
        datedHeaderFollows(logical, i);
      // ('Store Manager' and its dates under 'Next', then 'Deputy Store Manager' over 'Oct 2019 - Feb
      // 2022', LinkedIn's export of several positions under one employer: after a position whose
      // dates stood alone under its title, with no employer of its own and no description, a title
      // over a line of dates alone opens the next position under the same employer.)
      const nextPosition: boolean =
        current !== null &&
        !nextEmployer &&
        !headerWhole &&
        lastEmployerLine !== null &&
        current.employerLine === null &&
        current.bullets.length === 0 &&
        current.datesAlone === true &&
        (current.startDate !== null || current.endDate !== null) &&
        shortHeader &&
        !text.includes('\t') &&
        hasTitleWord(text) &&
        !findDateRange(text) &&
        (() => {
          const assigned = assignEntryParts(current.parts);
          return assigned.title !== null && assigned.company === null;
        })() &&
        ((next) => next !== undefined && !next.bullet && DATE_ONLY_RE.test(next.text.replace(PAREN_DURATION_RE, '')))(
          logical.slice(i + 1).find((line) => line.text !== ''),
        );
      // ('Kitchen Porter, Glasshouse Hotel, Sligo' over 'Summer 2015', then a blank line and
      // 'Volunteer Befriender, ALONE': a role whose header is whole and dated, with no bullets, ends at
      // the blank line; a title and its employer below it open a role of their own with no dates.)
      const undatedAfterBlank: boolean =
        current !== null &&
        current.bullets.length === 0 &&
        (current.startDate !== null || current.endDate !== null) &&
        logical[i - 1]?.text === '' &&
        shortHeader &&
        !findDateRange(text) &&
        headerParts(text).length >= 2 &&
        hasTitleWord(headerParts(text)[0]!) &&
        !datedHeaderFollows(logical, i) &&
        (() => {
          const assigned = assignEntryParts(current.parts);
          return assigned.title !== null && assigned.company !== null;
        })();
      // ('Habitat for Humanity Victoria / Volunteer Site Supervisor' after a blank line below the
      // last dated role's lines, in a section whose dated headers set employer and title apart with
      // the same ' / '): a role of its own with no dates. (Not with bars: 'Volunteer Coordinator |
      // Denver Food Bank' there stays a line the reading warns of, as the rule above keeps it.)
      const headerSeparator = /\s(\/|—|–|·|@)\s/.exec(firstDatedLine ?? '')?.[1];
      const undatedLikeHeaders: boolean =
        current !== null &&
        current.bullets.length > 0 &&
        (current.startDate !== null || current.endDate !== null) &&
        logical[i - 1]?.text === '' &&
        headerSeparator !== undefined &&
        text.split(` ${headerSeparator} `).length === 2 &&
        words <= 10 &&
        !/[.!?:;]$/.test(text) &&
        !findDateRange(text) &&
        hasTitleWord(text) &&
        !datedHeaderFollows(logical, i);
      if (undatedAfterBlank || undatedLikeHeaders) {
        close();
        current = { ...emptyEntry(), parts: headerParts(text), texts: [text], undatedOwn: true };
        continue;
      }
      if (
        !current ||
        (shortHeader &&
          current.bullets.length === 0 &&
          current.headerLines < 2 &&
          !nextEmployer &&
          !headerWhole &&
          !nextPosition)
      ) {
        // ('Air Canada — Montréal-Trudeau base' over two dated titles: a name, then after a spaced
        // dash where the work was, is the employer's line as the name alone is.)
        const dashedName = /^(\S.*?)\s[–—]\s\p{Lu}[^\t]*$/u.exec(text);
        const employerLine =
          !hasTitleWord(text) &&
          (looksLikeProperName(text.split('\t')[0]!) || (dashedName !== null && looksLikeProperName(dashedName[1]!)))
            ? text
            : null;
        if (!current) {
          current = { ...emptyEntry(), employerLine };
          firstHeader = text;
        } else current.headerLines++;
        current.parts.push(...headerParts(text));
        current.texts.push(text);
        continue;
      }
      if (/^https?:\/\/\S+$/.test(text)) continue;
      if (
        (shortHeader &&
          (current.bullets.length > 0 || nextEmployer || headerWhole || nextPosition) &&
          datedHeaderFollows(logical, i)) ||
        ((shortHeader || headerParts(text).length >= 2) &&
          current.bullets.length > 0 &&
          !current.startDate &&
          !current.endDate &&
          opensUndatedRole(logical, i, firstHeader))
      ) {
        // A title line directly above the next dated line (or above the employer line above it)
        // belongs to the next entry.
        // ('Pok Pok Portland, OR' over 'Prep Cook⇥Jan 2017 – Aug 2018' and 'Dishwasher⇥Jun 2016 – Dec
        // 2016', after roles set 'Employer — Title': a name with no title's word over two dated
        // titles, no bullet between them, is their employer's line.)
        const groupHead =
          !hasTitleWord(text) &&
          !text.includes('\t') &&
          looksLikeProperName(text.replace(/,\s*\p{Lu}{2}$/u, '')) &&
          [logical[i + 1], logical[i + 2]].every(
            (next) =>
              next !== undefined &&
              !next.bullet &&
              isDatedHeader(next.text) &&
              findDateRange(next.text) !== null &&
              hasTitleWord(next.text),
          );
        // ('Zurich Insurance Group, Zürich' over '2018–2021⇥Pricing Actuary', its sentences, then
        // '2016–2018⇥Actuarial Analyst', in moderncv's date margin after a role of one line: a name
        // over dated lines that hold a title alone, the roles' sentences between them, heads the
        // promotions listed under it, as when nothing stands between them.)
        const titleAlone = (line: { text: string; bullet: boolean } | undefined) => {
          if (!line || line.bullet || !isDatedHeader(line.text)) return false;
          const range = findDateRange(line.text);
          if (!range) return false;
          const rest = line.text.replace(range.raw, ' ').replace(/\t/g, ' ').trim();
          return rest !== '' && headerParts(rest).length === 1 && hasTitleWord(rest);
        };
        const promotionsHead =
          !groupHead &&
          !hasTitleWord(text) &&
          !text.includes('\t') &&
          looksLikeProperName(splitCommas(text)[0]!) &&
          titleAlone(logical[i + 1]) &&
          (() => {
            for (let k = i + 2; k < logical.length; k++) {
              const line = logical[k]!;
              if (line.text === '') return false;
              if (isDatedHeader(line.text) && findDateRange(line.text)) return titleAlone(line);
              const sentence =
                line.bullet ||
                /[.!?;]$/.test(line.text) ||
                /^\p{Ll}/u.test(line.text) ||
                line.text.split(/\s+/).length > 8;
              if (!sentence) return false;
            }
            return false;
          })();
        close();
        current = {
          ...emptyEntry(),
          parts: headerParts(text),
          employerLine: nextEmployer || groupHead || promotionsHead ? text : null,
          texts: [text],
        };
        continue;
      }
      // 'Software Development Engineer in Test' between the sentences of 'Senior Software Development
      // Engineer in Test' and its own (a list whose marks the page does not print): an earlier title
      // at the same employer, with no dates of its own.
      // ('Volunteer Firefighter, Jollyville Fire Department' there: a role with no dates, its employer
      // after the comma.)
      // ('Peer Mentor · McCormick School of Engineering': the same with a middle dot, then a place
      // after another one when the page prints it. Not with bars: 'Volunteer Coordinator | Denver
      // Food Bank' under a role's bullets stays a line the reading warns of, a role lost there.)
      // ('Volunteer Social Media Lead — Langa Youth Choir' after the marked bullets of roles headed
      // 'Brand Ambassador — Red Bull South Africa⇥'17 – '18': the same dash as the page's dated
      // headers sets a title apart from its employer.)
      const dashedLikeHeaders: boolean =
        /\s—\s/.test(text) &&
        !text.includes(',') &&
        /\s—\s/.test(current.texts[0] ?? '') &&
        logical[i - 1]?.bullet === true &&
        below?.bullet === true;
      const separator: RegExp = dashedLikeHeaders ? /\s—\s/ : /\s·\s/;
      const separated: boolean = dashedLikeHeaders || (/\s·\s/.test(text) && !text.includes(','));
      const undatedParts: string[] = separated ? text.split(separator).map((part) => part.trim()) : text.split(/,\s+/);
      const [undatedTitle, undatedEmployer, ...undatedMore] = undatedParts;
      const ownEmployer: boolean =
        undatedEmployer !== undefined &&
        (undatedMore.length === 0 || (separated && undatedMore.length === 1 && LOCATION_RE.test(undatedMore[0]!))) &&
        TITLE_CASE_RE.test(undatedEmployer) &&
        looksLikeProperName(undatedEmployer) &&
        // ('McCormick School of Engineering': a title's word inside a name an employer's word marks.)
        (!hasTitleWord(undatedEmployer) || (separated && EMPLOYER_WORD_RE.test(undatedEmployer))) &&
        !REGION_NAME_RE.test(undatedEmployer) &&
        !isRegionCode(undatedEmployer);
      if (
        current.bullets.length > 0 &&
        (current.startDate || current.endDate || (current.undatedOwn && ownEmployer)) &&
        words <= 10 &&
        !/[\t;:.!?]/.test(text) &&
        ((!text.includes(',') && !separated) || ownEmployer) &&
        hasTitleWord(undatedTitle!) &&
        TITLE_CASE_RE.test(undatedTitle!) &&
        (/[.!?]$/.test(current.bullets.at(-1)!) || dashedLikeHeaders) &&
        below !== undefined &&
        (below.bullet || (/[.!?]$/.test(below.text) && below.text.split(/\s+/).length >= 5)) &&
        !datedHeaderFollows(logical, i)
      ) {
        close();
        current = ownEmployer
          ? { ...emptyEntry(), parts: headerParts(text), texts: [text], undatedOwn: true }
          : { ...emptyEntry(), parts: [text], texts: [text], sharedCompany: entries.at(-1)?.company ?? null };
        continue;
      }
      if (current.bullets.length > 0 && opensRoleByType(logical, i, headerEmphases)) {
        close();
        current = { ...emptyEntry(), parts: headerParts(text), texts: [text] };
        continue;
      }
      current.bullets.push(...splitSentences(text));
    } else {
      current ??= emptyEntry();
      current.bullets.push(text);
    }
  }
  close();
  orderLikeTheOthers(entries, headers, decided);
  return earlierPositionsAtEmployer(
    promotionsUnderEmployer(
      entries.filter((e) => e.title || e.company || e.bullets.length > 0).map(withoutSchoolDistrict),
    ),
  );
}

/** A role on its own account, which names no employer: 'Freelance Designer', 'Self-employed joiner'. */
const OWN_ACCOUNT_RE = /\b(?:freelance|self[- ]employed|contract(?:or)?|consultant|volunteer|sole trader|owner)\b/i;

/**
 * 'Loblaw Digital⇥Apr. 2022 – Present' over 'Senior Data Analyst', then 'Data Analyst⇥Sept. 2019 –
 * Mar. 2022' with no employer's line: a title and its months with no employer, ending the month
 * before (or the month) the role above it began, is the earlier position at the same employer (a
 * promotion listed under the employer's heading). Not with years alone, whose months the page does
 * not say, nor for work on one's own account.
 */
function earlierPositionsAtEmployer(entries: ExperienceEntry[]): ExperienceEntry[] {
  const yearAlone = (date: string | null | undefined) => !date || /^(?:19|20)\d{2}$/.test(date.trim());
  return entries.map((role, at) => {
    const above = at > 0 ? entries[at - 1]! : null;
    if (!above || role.company || !role.title || !above.company || !above.title) return role;
    if ([role.startDate, role.endDate, above.startDate].some(yearAlone)) return role;
    if (OWN_ACCOUNT_RE.test(role.title)) return role;
    const end = toMonthIndex(role.endDate ?? null, undefined, 'end');
    const start = toMonthIndex(above.startDate);
    if (end === null || start === null || end > start || start - end > 1) return role;
    return { ...role, company: above.company };
  });
}

/**
 * 'Mosby Woods Elementary School, Fairfax County Public Schools': a school, then the district that
 * runs it after its comma; the school, where the teacher worked, is the employer.
 */
function withoutSchoolDistrict(entry: ExperienceEntry): ExperienceEntry {
  const [school, district, ...more] = (entry.company ?? '').split(/,\s*/);
  if (more.length > 0 || !school || !district) return entry;
  return SCHOOL_BUILDING_RE.test(school) && SCHOOL_DISTRICT_RE.test(district) ? { ...entry, company: school } : entry;
}

/** A store or branch named by its place: 'Dublin Sawmill Rd store', 'Downtown branch'. */
const STORE_BY_PLACE_RE = /^\p{Lu}[\p{L}\d.'’-]*(?: [\p{Lu}\d][\p{L}\d.'’-]*)* (?:store|branch|location|site)$/u;

/**
 * 'TARGET CORPORATION, Columbus & Dublin, OH⇥2013 – Present' over 'Store Director, Dublin Sawmill Rd
 * store (2020 – Present)', 'Executive Team Leader – General Merchandise (2016 – 2020)' and 'Team
 * Leader, Electronics (2013 – 2016)': an employer's line with the whole time there and no title, then
 * two or more titled roles whose dates lie inside it, is the employer of each (the promotions listed
 * under it); what each title's line named after the title (a store, a department) stays with the title.
 * ('Kenyatta National Hospital, Nairobi⇥2013 – 2016' over 'ICU Nurse⇥06/2014 – 12/2016' and 'Nurse
 * Intern⇥01/2013 – 05/2014': an employer's line with its town after a comma, read as two names with
 * no title's word, is the same; the town, a word or two, is the place.)
 */
function promotionsUnderEmployer(entries: ExperienceEntry[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const employer = employerLine(entries[i]!);
    const from = toMonthIndex(employer.startDate);
    // (A span ending in a year alone, '2013 – 2016', holds roles to that year's last month.)
    const to = ((end) => (end !== null && /^(?:19|20)\d{2}$/.test(employer.endDate!.trim()) ? end + 11 : end))(
      toMonthIndex(employer.endDate ?? null, undefined, 'end'),
    );
    if (employer.title || !employer.company || employer.bullets.length > 0 || from === null || to === null) {
      out.push(entries[i]!);
      continue;
    }
    let j = i + 1;
    while (j < entries.length) {
      const role = entries[j]!;
      const start = toMonthIndex(role.startDate);
      const end = toMonthIndex(role.endDate ?? null, undefined, 'end');
      if (!role.title || start === null || end === null || start < from || end > to) break;
      j++;
    }
    if (j - i - 1 < 2) {
      out.push(entries[i]!);
      continue;
    }
    for (const role of entries.slice(i + 1, j)) {
      // ('Store Director, Dublin Sawmill Rd store': a store or branch named by its place, the last
      // word in lower case, is where the role was, not part of the title.)
      const site = role.company !== null && STORE_BY_PLACE_RE.test(role.company);
      out.push({
        ...role,
        title: role.company && !site ? `${role.title}, ${role.company}` : role.title,
        company: employer.company,
        location: site ? role.company : (role.location ?? employer.location),
      });
    }
    i = j - 1;
  }
  return out;
}

/** A town's name, a word or two ('Nairobi', 'Port Harcourt'). */
const TOWN_RE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;

/**
 * An entry read from 'Employer, Town' with no title's word on either side, as an employer's line:
 * the employer, and the town as its place; any other entry as it is.
 */
function employerLine(entry: ExperienceEntry): ExperienceEntry {
  const { title, company } = entry;
  if (!title || !company || entry.location || hasTitleWord(title) || hasTitleWord(company)) return entry;
  const [name, town] = TOWN_RE.test(company) && !TOWN_RE.test(title) ? [title, company] : [company, title];
  if (!TOWN_RE.test(town) || TOWN_RE.test(name) || EMPLOYER_WORD_RE.test(town) || !looksLikeProperName(name))
    return entry;
  return { ...entry, title: null, company: name, location: town };
}

/** 'Fully qualified actuary SAV': a profession's qualification, awarded by its association. */
const QUALIFIED_RE = /^(?:Fully )?[Qq]ualified (?:actuary|accountant|teacher|surveyor)\b/;
/** In an education section a certificate or a program is a credential of its own ('Paralegal Certificate, Emory University', 'Pharmacy Technician Program, Pima Medical Institute'), and so is a certification with its letters in parentheses ('Certified Professional Biller (CPB), AAPC') and a profession's qualification ('Fully qualified actuary SAV'). */
const CERTIFICATION_LETTERS_RE = /\bCertified(?: [A-Z][a-z]+){1,4} \([A-Z]{2,6}\)$/;
const EDUCATION_DEGREE_RE = new RegExp(
  `${DEGREE_RE.source}|\\bCertificate\\b|\\bCertified(?: [A-Z][a-z]+){1,4} \\([A-Z]{2,6}\\)|(?<!Honors )\\bProgram\\b|\\b(?:Apprenticeship|Boot ?camp)\\b(?! [A-Z])|${QUALIFIED_RE.source}`,
);

/** A degree's or a school's name in capitals ('MSC ELECTRICAL ENGINEERING', 'ANNA UNIVERSITY'). */
const DEGREE_CAPITALS_RE = new RegExp(DEGREE_RE.source, 'i');
const INSTITUTION_CAPITALS_RE = new RegExp(INSTITUTION_RE.source, 'i');

/** '(QQI Level 6)', '(RQF Level 3)': a qualification framework's level, noted after an award's field. */
const LEVEL_NOTE_RE = /(?<=\S)\s*\((?:QQI|FETAC|RQF|SCQF|NVQ|AQF) Level \d{1,2}\)$/;

/** 'Certificate – Carpentry': a degree and its field as the line prints them, the separator kept, if they stand side by side. */
function joinedAsPrinted(line: string, degree: string, field: string): string | null {
  const start = line.indexOf(degree);
  if (start < 0) return null;
  const between = line.slice(start + degree.length);
  const gap = /^\s*[,–—-]\s*/.exec(between);
  return gap && between.slice(gap[0].length).startsWith(field)
    ? line.slice(start, start + degree.length + gap[0].length + field.length)
    : null;
}

/** 'Degree - School': one spaced dash between a degree and its school on a line. */
const DEGREE_DASH_SCHOOL_RE = /^([^\t–—]+?)\s[-–—]\s([^\t–—]+)$/;

/** 'Thesis: …', 'Master's thesis: …', 'Supervised project: …': a note under a degree, never an entry of its own. */
const THESIS_NOTE_RE =
  /^[^:]{0,30}\b(?:thesis|dissertation|capstone|supervised project|research project)(?: topic| title)?\s*:/i;

/** 'Activities and societies: Rowing Club, Debating Society' (as LinkedIn prints an entry): what the person joined at the school. */
const ACTIVITIES_NOTE_RE = /^(?:activities and societies|activities|societies|extracurricular activities)\s*:/i;

/** A university by the word itself, in the languages the set's schools use ('Université Claude Bernard'). */
const UNIVERSITY_WORD_RE =
  /(?<!\p{L})(?:University|Université|Universität|Università|Universidad|Universidade|Uniwersytet)(?!\p{L})/u;
/** 'University of California' and 'Berkeley' (or 'at Austin'), 'California State University' and 'Chico': one school, its campus after it. */
const CAMPUS_SYSTEM_RE =
  /^(?:The )?(?:University of \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)? State University)$/u;
const CAMPUS_RE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}$/u;

function keepCampus(parts: string[], line: string): string[] {
  const index = parts.findIndex((part) => CAMPUS_SYSTEM_RE.test(part));
  const campus = parts[index + 1];
  if (index < 0 || !campus || !CAMPUS_RE.test(campus) || DEGREE_RE.test(campus)) return parts;
  const joiner = line.includes(`${parts[index]} at ${campus}`)
    ? ' at '
    : line.includes(`${parts[index]} – ${campus}`)
      ? ' – '
      : ', ';
  return [...parts.slice(0, index), `${parts[index]}${joiner}${campus}`, ...parts.slice(index + 2)];
}

/**
 * 'University of Denver - Daniels College of Business', 'University of Michigan - Stephen M. Ross
 * School of Business' (as LinkedIn names a school): a university and its college or school after a
 * spaced dash are one school's name, given as printed.
 */
function keepSchoolWithin(parts: string[], line: string): string[] {
  for (let at = 0; at + 1 < parts.length; at++) {
    const [outer, inner] = [parts[at]!, parts[at + 1]!];
    if (!/\bUniversity\b/.test(outer) || !/\b(?:College|School|Faculty)\b/.test(inner)) continue;
    if (EDUCATION_DEGREE_RE.test(outer) || EDUCATION_DEGREE_RE.test(inner)) continue;
    const dash = new RegExp(`${escapeRegExp(outer)}(\\s[-–—]\\s)${escapeRegExp(inner)}`).exec(line);
    if (dash) return [...parts.slice(0, at), `${outer}${dash[1]}${inner}`, ...parts.slice(at + 2)];
  }
  return parts;
}

const CAMPUS_AT_RE = /(University of \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?) at (?=\p{Lu})/gu;
/** A school's generic words alone ('Community College', 'State University'): never a whole name. */
const GENERIC_SCHOOL_RE =
  /^(?:(?:Community|State|Technical|Junior|City|County|Regional) ){0,2}(?:College|University|Institute|School)$/;
const WRAPPED_NAME_RE = /^(?:(?:of|at|and|for) )?\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*){0,2}$/u;

/** 'Lew Wallace High School', 'St. Mary's High School': a school named before 'High School', nothing after. */
const HIGH_SCHOOL_NAME_RE = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)* High School$/u;

/** 'Graduated: May 2016', 'Graduated 2011', 'Completed 2019': a date line, its word no degree. */
const GRADUATED_RE = /^(?:graduated|graduation|completed|awarded|conferred)(?:\s+(?:in|on))?\s*:?\s+/i;
/**
 * 'Registered Nurse, College of Nurses of Ontario' over 'Registered 2019, No. 1842337' under
 * 'Education & registration': a registration or a membership with the body that keeps its
 * register, no award at a school (the body's name reads like a school's).
 */
const REGISTRATION_RE = /^(?:registered|registration|licensed|chartered|member|membership|fellow)\b/i;
/** A certification body or a training academy: 'TÜV Süd Akademie', 'DEKRA Akademie', 'Red Cross Training'. */
const PROVIDER_RE = /(?:^|\s)(?:Akademie|Academy|Training(?: Cent(?:er|re))?|T[ÜU]V|DEKRA)(?=\s|$)/u;
/** A certificate's name: 'Six Sigma Green Belt', 'Certified Welding Inspector', 'Forklift Certificate'. */
/** ('Naval Academy of Medicine', 'Academy College': a school's own word beside it names a school.) */
const SCHOOL_WORD_RE = /\b(?:University|College|School|Universit[äé]t?|Hochschule|Military|Naval|Air Force|Police)\b/i;
const CERTIFICATE_RE =
  /\b(?:Certified|Certificate|Certification|Green Belt|Black Belt|Yellow Belt|Six Sigma|Licen[cs]e)\b/i;
/**
 * 'TÜV Süd Akademie⇥Six Sigma Green Belt⇥2017' in a qualifications table: a certification body or
 * a training academy beside a certificate is the certificate's provider, not a school.
 */
function isCertificateAtProvider(text: string): boolean {
  if (DEGREE_RE.test(text)) return false;
  const parts = text.split(/\t|,\s*|\s[|–—]\s/).map((part) => part.trim());
  return (
    parts.some((part) => PROVIDER_RE.test(part) && !SCHOOL_WORD_RE.test(part)) &&
    parts.some((part) => CERTIFICATE_RE.test(part))
  );
}
/**
 * 'Scottish Highers: English (A), Mathematics (A), Biology (B)': an award, then its subjects with
 * their grades after a colon; the subjects are the award's, their commas no parts of an entry.
 */
const GRADED_SUBJECTS_RE = /^(.{2,60}?):\s*(?:[\p{L}][\p{L} .&'’-]*\s*\([\p{Lu}\d*+]{1,3}\)\s*(?:,\s*|;\s*|$)){2,}$/u;
/**
 * 'Highers: Home Economics, English, Maths', 'A-levels: Biology, Chemistry, Spanish': an award, then
 * three or more subjects after a colon, without grades; so too their commas are the award's.
 */
const SUBJECTS_RE = /^(.{2,40}?):\s*(\p{Lu}[\p{L}&'’ -]{1,30}(?:,\s*\p{Lu}[\p{L}&'’ -]{1,30}){2,})$/u;
const listsSubjects = (text: string) => {
  // (Its years may stand on its line: 'A-levels: Biology, Chemistry, Spanish⇥2015 – 2017'.)
  const range = findDateRange(text);
  const listed = SUBJECTS_RE.exec(range ? text.replace(range.raw, '').replace(/(?<![\s|,–—-])[\s|,–—-]+$/, '') : text);
  return (
    listed !== null &&
    DEGREE_RE.test(listed[1]!) &&
    !INSTITUTION_RE.test(listed[2]!) &&
    !listed[2]!.split(/,\s*/).some((part) => LOCATION_RE.test(part) || isRegionCode(part))
  );
};

/**
 * An education section's lines as the reader takes them: a 'Graduated:' word before a date gone,
 * a registration's lines left out, the subjects after an award and a colon kept in one part, and a line
 * whose school and degree are told apart only by their type ('Universidad Complutense de Madrid'
 * in bold, 'Grado en Fisioterapia' in italic beside it) given the comma that type stands for.
 */
function educationLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = stripBullet(line.trim());
    if (REGISTRATION_RE.test(text) && !DEGREE_RE.test(text)) continue;
    if (isCertificateAtProvider(text)) continue;
    // ('Bridging Program for Internationally Educated Nurses, Humber' over 'College': a school's
    // generic word alone on a line ends the name wrapped above it.)
    const above = out.at(-1);
    if (
      above !== undefined &&
      GENERIC_SCHOOL_RE.test(text) &&
      /,\s*\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*)?$/u.test(above) &&
      !INSTITUTION_RE.test(above.split(',').at(-1)!)
    ) {
      out[out.length - 1] = `${above} ${text}`;
      continue;
    }
    const graduated = GRADUATED_RE.exec(text);
    if (graduated && findDateRange(text.slice(graduated[0].length)) !== null) {
      out.push(text.slice(graduated[0].length));
      continue;
    }
    // (Its subjects' commas are kept, as the award's, until the entry is read.)
    const graded = GRADED_SUBJECTS_RE.exec(text);
    if ((graded && DEGREE_RE.test(graded[1]!)) || listsSubjects(text)) {
      out.push(text.replace(/,/g, '\u2063'));
      continue;
    }
    out.push(schoolAndDegreeByType(line));
  }
  return out;
}

/**
 * 'Universidad Europea de Madrid Máster Universitario en Fisioterapia Deportiva⇥2017 – 2018' with
 * the school in bold and the degree in italic: where the type changes between two runs of words
 * (neither the body's, one of them naming a school or a degree), a comma, as the writer meant.
 */
function schoolAndDegreeByType(line: string): string {
  if (!typeCues) return line;
  const head = line.split('\t')[0]!;
  const first = typeCues.firstRunSetApart(line);
  if (first === null) return line;
  let seen = 0;
  let end = 0;
  while (end < head.length && seen < first.length) {
    if (/[\p{L}\p{N}]/u.test(head[end]!)) seen += 1;
    end += 1;
  }
  const opening = head.slice(0, end).trim();
  const after = head.slice(end);
  const second = after.trim();
  // (Where a separator already stands between them, the line is left as it is.)
  if (typeCueKey(opening) !== first || !/^\s+\p{Lu}/u.test(after) || /[,|–—:;·•-]$/.test(opening)) return line;
  if (second.split(/\s+/).length < 2) return line;
  if (
    !INSTITUTION_RE.test(opening) &&
    !INSTITUTION_RE.test(second) &&
    !DEGREE_RE.test(opening) &&
    !DEGREE_RE.test(second)
  )
    return line;
  return `${opening}, ${second}${line.slice(head.length)}`;
}

/**
 * 'Industrial and Systems Engineering · (2013 - 2018)', as LinkedIn prints an entry's second line:
 * a field of study (or a degree) then its years in parentheses after a middle dot.
 */
const FIELD_YEARS_RE =
  /^\p{Lu}[^·()]{0,80}\s·\s*\((?:\d{4}|[A-Z][a-z]{2,8} \d{4})\s*[-–]\s*(?:\d{4}|[A-Z][a-z]{2,8} \d{4}|Present)\)$/u;

/**
 * 'Activities and societies: Society of Industrial Engineering Students, Borregos' over 'women's
 * volleyball' (as LinkedIn prints an entry): the note, and the words it wrapped onto the lines
 * under it, belong to neither the school above nor the next school.
 */
function withoutActivities(lines: string[]): string[] {
  const kept: string[] = [];
  let inNote = false;
  for (const line of lines) {
    const text = line.trim();
    if (kept.length > 0 && ACTIVITIES_NOTE_RE.test(text)) inNote = true;
    else if (!(inNote && /^\p{Ll}/u.test(text))) {
      inNote = false;
      kept.push(line);
    }
  }
  return kept;
}

/** Words a name in capitals keeps in lower case when it is read in mixed case ('UNIVERSITY OF MUNICH'). */
const SMALL_WORDS = new Set(['OF', 'AND', 'IN', 'FOR', 'THE', 'AT', 'DE', 'DA', 'DO', 'DU', 'LA']);
const inCapitals = (line: string) => /\p{Lu}{2}/u.test(line) && !/\p{Ll}/u.test(line);

/**
 * 'MSC ELECTRICAL ENGINEERING' as 'MSc Electrical Engineering': a line in capitals (small capitals
 * print so) in the mixed case the education rules read. Short words and abbreviations stay as set.
 */
function mixedCaseOf(line: string): string {
  return line.replace(/\p{L}[\p{L}'’.]*/gu, (word, offset: number) => {
    if (offset > 0 && SMALL_WORDS.has(word)) return word.toLowerCase();
    if (/^[BM]SC$/.test(word)) return `${word.slice(0, 2)}c`;
    if (word.length <= 3 || word.includes('.')) return word;
    return `${word[0]}${word.slice(1).toLowerCase()}`;
  });
}

/** A table's score cell: '8.9 CGPA', '78.4%', 'GPA 3.7/4.0', '3.8/4.0'. */
const SCORE_CELL_RE =
  /^(?:\d{1,3}(?:\.\d{1,2})?\s?%|(?:C?GPA|CPI|SGPA)\s*:?\s*\d(?:\.\d{1,2})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?|\d(?:\.\d{1,2})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?\s*(?:C?GPA|CPI|SGPA)|\d\.\d{1,2}\s*\/\s*\d{1,2}(?:\.\d{1,2})?)$/i;
/** 'M.Tech, Structural Engineering⇥IIT Bombay⇥2019⇥8.9 CGPA': the score's cell is no part of the school. */
const withoutScoreCells = (line: string) =>
  line.includes('\t')
    ? line
        .split('\t')
        .filter((cell) => !SCORE_CELL_RE.test(cell.trim()))
        .join('\t')
    : line;

/** An education table's column names: 'Degree⇥Institute⇥Year⇥Score', 'Qualification⇥Board⇥Percentage'. */
const EDUCATION_COLUMN_RE =
  /^(?:degree|qualifications?|course|programme|program|institute|institution|university|college|school|board|board\/university|years?|dates?|period|year of passing|score|grade|gpa|cgpa|percentage|marks|result|class|division)$/i;
const isEducationColumnsRow = (line: string) => {
  const cells = line
    .split('\t')
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  return cells.length >= 2 && cells.every((cell) => EDUCATION_COLUMN_RE.test(cell));
};

/**
 * An education section set in capitals ('ANNA UNIVERSITY' over 'B.E. ELECTRONICS AND' /
 * 'COMMUNICATION') is read in mixed case, and each degree and school found is given back as the
 * page prints it. ('Degree⇥Institute⇥Year⇥Score' over a table's rows: the columns' names, no school.)
 */
function parseEducation(lines: string[]): EducationEntry[] {
  const input = lines.filter((line) => !isEducationColumnsRow(line)).map(withoutScoreCells);
  if (!input.some(inCapitals)) return parseEducationLines(input);
  const printed = input.join(' ').replace(/\s+/g, ' ');
  const asPrinted = (value: string | null) => {
    if (value === null) return null;
    const at = printed.toLowerCase().indexOf(value.replace(/\s+/g, ' ').toLowerCase());
    return at < 0 ? value : printed.slice(at, at + value.replace(/\s+/g, ' ').length);
  };
  const mixed = joinedAfterJoiningWord(input.map((line) => (inCapitals(line) ? mixedCaseOf(line) : line)));
  return parseEducationLines(mixed).map((entry) => ({
    ...entry,
    degree: asPrinted(entry.degree),
    institution: asPrinted(entry.institution),
  }));
}

/** 'B.E. Electronics and' / 'Communication': a line that ends on a joining word goes on in the next. */
function joinedAfterJoiningWord(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && /\s(?:and|of|in|for|&)$/.test(previous.trim()) && /^\p{Lu}/u.test(line.trim()))
      out[out.length - 1] = `${previous.trim()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/**
 * '• B.Sc. Computer Science, University of Lagos, 2013 – 2017', '• West African Senior School
 * Certificate (WASSCE), King's College Lagos, 2012': an education section written as a bullet list,
 * each bullet an award at its school and no line outside the bullets naming either. The bullets are
 * the entries, not notes under one.
 */
function bulletsAsEntries(read: Logical[]): Logical[] {
  const named = read.filter((line) => line.text !== '');
  const namesAwardAtSchool = (text: string) => {
    const parts = headerParts(text);
    return parts.some((part) => EDUCATION_DEGREE_RE.test(part)) && parts.some((part) => INSTITUTION_RE.test(part));
  };
  const entries =
    named.some((line) => line.bullet) &&
    named.every((line) =>
      line.bullet
        ? namesAwardAtSchool(line.text)
        : !EDUCATION_DEGREE_RE.test(line.text) && !INSTITUTION_RE.test(line.text),
    );
  return entries ? read.map((line) => ({ ...line, bullet: false })) : read;
}

function parseEducationLines(input: string[]): EducationEntry[] {
  const lines = educationLines(input);
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  // Dates on a line of their own above the first school: every school's dates come before it.
  let datesFirst = false;
  let pending: ReturnType<typeof findDateRange> = null;
  let previousRest: string | null = null;
  // Entries whose school stood on its own line above the degree ('ETH Zürich' over 'MSc …').
  const schoolFirst = new Set<EducationEntry>();
  const read = bulletsAsEntries(logicalLines(withoutActivities(lines)));
  for (const [lineIndex, { text, bullet }] of read.entries()) {
    if (text === '') continue;
    let range = findDateRange(text);
    // (A range's parentheses go with it: 'Exchange semester · (2009 - 2009)'.)
    const rest = (
      range
        ? text
            .replace(range.raw, ' ')
            .replace(/\(\s*\)/g, ' ')
            .replace(/\s{2,}/g, ' ')
        : text
    ).replace(/^[\s|,;–—-]+|(?<![\s|,;–—-])[\s|,;–—-]+$/g, '');
    if (range && rest === '' && !bullet && (datesFirst || !current)) {
      datesFirst = true;
      pending = range;
      // (A school's name never wraps across the next school's dates: 'Data Analytics Bootcamp' /
      // '2014 – 2016' / 'William Angliss Institute' is two entries.)
      previousRest = null;
      continue;
    }
    // 'Relevant coursework: …' between degrees belongs to neither the school's name nor the next school.
    // ('Thesis: …', 'Master's thesis: …' under a degree are its notes.)
    if ((!range && COURSEWORK_RE.test(rest)) || (!bullet && current && THESIS_NOTE_RE.test(rest))) {
      previousRest = null;
      continue;
    }
    // '2024 – expected: M.S. …, Carlson School of Management, University of' over '2026⇥Minnesota'
    // (moderncv's date margin): the range's end and the school's name wrapped together.
    if (
      !bullet &&
      range &&
      range.start === null &&
      rest !== '' &&
      current === entries.at(-1) &&
      current?.institution &&
      current.startDate &&
      !current.endDate &&
      previousRest !== null &&
      /(?:,|\s(?:of|at|and|for|&))$/.test(previousRest) &&
      previousRest.endsWith(current.institution) &&
      WRAPPED_NAME_RE.test(rest) &&
      !DEGREE_RE.test(rest)
    ) {
      current.institution = `${current.institution}${previousRest.endsWith(',') ? ', ' : ' '}${rest}`;
      current.endDate = range.end;
      previousRest = null;
      continue;
    }
    // A school's name wrapped in a narrow column ('University of' / 'Michigan', 'University of
    // California,' / 'Berkeley', 'Columbus State Community' / 'College') is one name.
    const wrapsName =
      previousRest !== null &&
      (/(?:,|\s(?:of|at|and|for|&))$/.test(previousRest) ||
        /^(?:of|at|and|for) /.test(rest) ||
        (INSTITUTION_RE.test(rest) && !INSTITUTION_RE.test(current?.institution ?? '')));
    if (
      !bullet &&
      !range &&
      current?.institution &&
      current === entries.at(-1) &&
      wrapsName &&
      WRAPPED_NAME_RE.test(rest) &&
      !DEGREE_RE.test(rest) &&
      // ('HEC Montréal' / 'MBA⇥2019' / 'McGill University': the line above is a degree, so the
      // school's line under it opens the next entry, not the end of a name.)
      !DEGREE_RE.test(headerParts(previousRest!).at(-1) ?? '')
    ) {
      // The name is the previous line's last part ('…, Georgia State' / 'University'), whatever was taken as the school.
      const head = headerParts(previousRest!).at(-1) ?? current.institution;
      current.institution = `${head}${previousRest!.endsWith(',') ? ', ' : ' '}${rest}`;
      previousRest = null;
      continue;
    }
    // 'University of Nebraska, Bachelor of Science in Civil' over 'Engineering, 2018': a degree's
    // field wrapped onto its year line ends the degree above; a word or two with no school's word
    // is not a school.
    if (
      !bullet &&
      range &&
      current?.degree &&
      current === entries.at(-1) &&
      !current.startDate &&
      !current.endDate &&
      previousRest?.endsWith(current.degree) &&
      /\s(?:in|of)\s+\p{Lu}[\p{L}&-]*(?:\s\p{Lu}[\p{L}&-]*)?$/u.test(current.degree) &&
      /^\p{Lu}[\p{L}&-]*(?:\s(?:\p{Lu}[\p{L}&-]*|and|&))?(?:\s\p{Lu}[\p{L}&-]*)?$/u.test(rest) &&
      !INSTITUTION_RE.test(rest) &&
      !DEGREE_RE.test(rest) &&
      !LOCATION_RE.test(rest) &&
      !/\b(?:laude|honou?rs|gpa)\b/i.test(rest)
    ) {
      current.degree = `${current.degree} ${rest}`;
      current.startDate = range.start;
      current.endDate = range.end;
      previousRest = null;
      continue;
    }
    // ('BA (Hons) Business Management, Manchester Metropolitan⇥2014–2017' over 'University': a
    // school's name after the degree's comma, its last word wrapped onto a line of its own, is the
    // school, whole.)
    const wrappedSchool =
      !bullet && !range && current?.degree && !current.institution && current === entries.at(-1)
        ? /^(.*\S),\s+(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3})$/u.exec(current.degree)
        : null;
    if (
      wrappedSchool &&
      previousRest?.endsWith(current!.degree!) &&
      /^(?:University|College|Institute|Polytechnic|Academy)$/.test(rest) &&
      DEGREE_RE.test(wrappedSchool[1]!) &&
      !DEGREE_RE.test(wrappedSchool[2]!) &&
      !LOCATION_RE.test(wrappedSchool[2]!)
    ) {
      current!.degree = wrappedSchool[1]!;
      current!.institution = `${wrappedSchool[2]} ${rest}`;
      previousRest = null;
      continue;
    }
    // ('PharmD, Université Claude Bernard' over 'Lyon 1, Lyon': a university's name wrapped with
    // its town and number, 'Lyon 1', onto the next line, the place after them, is the school, whole.)
    const wrappedNumber =
      !bullet && !range && current?.institution && current === entries.at(-1)
        ? /^(\p{Lu}[\p{L}'’-]*\s(?:\d{1,2}|[IVX]{1,4}))(?:,\s*(\p{Lu}[\p{L}'’ -]*))?$/u.exec(rest)
        : null;
    if (
      wrappedNumber &&
      previousRest?.endsWith(current!.institution!) &&
      UNIVERSITY_WORD_RE.test(current!.institution!) &&
      !/\d|\b[IVX]{1,4}$/.test(current!.institution!)
    ) {
      current!.institution = `${current!.institution} ${wrappedNumber[1]}`;
      previousRest = null;
      continue;
    }
    // (So too when the name before the comma was read as the school: 'BSc (Hons) Nursing, Oxford
    // Brookes' over 'University'.)
    if (
      !bullet &&
      !range &&
      current?.degree &&
      current.institution &&
      current === entries.at(-1) &&
      previousRest?.endsWith(`, ${current.institution}`) &&
      !/\b(?:University|College|Institute|Polytechnic|Academy)\b/.test(current.institution) &&
      /^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(current.institution) &&
      /^(?:University|College|Institute|Polytechnic|Academy)$/.test(rest)
    ) {
      current.institution = `${current.institution} ${rest}`;
      previousRest = null;
      continue;
    }
    // ('Columbus State Community College, Columbus, OH — Associate of Applied Science, Supply Chain'
    // over 'Management', 'Nakuru Technical Training Institute — Certificate in Motor Vehicle⇥2008 –
    // 2009' over 'Mechanics': a degree's field ending the line with its school, its last word
    // wrapped onto a line of its own, ends the degree; not when a degree follows it, as under a
    // school's name.)
    if (
      !bullet &&
      !range &&
      current?.degree &&
      current.institution &&
      current === entries.at(-1) &&
      previousRest?.endsWith(current.degree) &&
      /(?:\s(?:in|of)|,)\s+\p{Lu}[\p{L}&-]*(?:\s\p{Lu}[\p{L}&-]*)?$/u.test(current.degree) &&
      /^\p{Lu}\p{Ll}+$/u.test(rest) &&
      !INSTITUTION_RE.test(rest) &&
      !DEGREE_RE.test(rest) &&
      !LOCATION_RE.test(rest) &&
      !REGION_NAME_RE.test(rest) &&
      !/\b(?:laude|honou?rs|gpa)\b/i.test(rest) &&
      !DEGREE_RE.test(read.slice(lineIndex + 1).find((line) => line.text !== '')?.text ?? '')
    ) {
      current.degree = `${current.degree} ${rest}`;
      previousRest = null;
      continue;
    }
    const lineAbove = previousRest;
    // (Where dates were cut out, their separator goes with them: 'Master of Science, May 2019'.)
    previousRest = bullet ? null : range ? rest : text.trim();
    // ('CONALEP Monterrey II, Monterrey, México⇥2016 – 2019' under a school with its degree and
    // dates: set like a place, but a line with dates of its own there opens the next school.)
    const nextDated =
      range !== null && current?.degree != null && (current.startDate !== null || current.endDate !== null);
    if (!range && pending) [range, pending] = [pending, null];
    // "Cambridge, MA, USA" wrapped under its institution is a location, not a new school; 'Technical
    // Diploma, Medical Office Assistant' is set like one but opens with a degree.
    // ('Wellesley College⇥Wellesley, MA' is a school and its place, across a wide gap.)
    // ('Cornell University, Ithaca, NY' is set like one too, but opens with a school.)
    if (
      !bullet &&
      current &&
      !nextDated &&
      LOCATION_RE.test(rest) &&
      !rest.includes('\t') &&
      !EDUCATION_DEGREE_RE.test(headerParts(rest)[0]!) &&
      !INSTITUTION_RE.test(rest.split(',')[0]!) &&
      // ('DES Pharmacie Hospitalière, Université Grenoble Alpes, Grenoble', as moderncv prints an
      // entry: set like a place, but a school stands between its first part and its city.)
      !headerParts(rest)
        .slice(1, -1)
        .some((part) => INSTITUTION_RE.test(part))
    )
      continue;
    // 'University of Texas at Austin' is one name: its 'at' is not the separator of 'Title at Employer'.
    const parts = keepSchoolWithin(
      keepCampus(
        headerParts(rest.replace(CAMPUS_AT_RE, '$1 at\u2060')).map((part) => part.replace(/\u2060/g, ' ')),
        rest,
      ),
      rest,
    ).flatMap((part) => {
      // 'Google Data Analytics Professional Certificate (Coursera)': the school in parentheses after its course.
      const provider = /\(([^()]{2,60})\)$/.exec(part);
      const course = provider ? part.slice(0, provider.index).trimEnd() : '';
      return provider &&
        course !== '' &&
        EDUCATION_DEGREE_RE.test(course) &&
        INSTITUTION_RE.test(provider[1]!) &&
        !EDUCATION_DEGREE_RE.test(provider[1]!) &&
        provider[1]!.split(/\s+/).length <= 6
        ? [course, provider[1]!]
        : [part];
    });
    // ('Medford, MA': a state's code is not a Master of Arts.)
    // ('Lew Wallace High School' is a school's name, not a diploma.)
    const isDegree = (p: string) =>
      EDUCATION_DEGREE_RE.test(p.replace(/,\s*\p{Lu}{2}$/u, '')) && !HIGH_SCHOOL_NAME_RE.test(p.trim());
    // ('Lincoln High School, Lincoln, NE — High School Diploma': the school's name reads like a
    // degree; the part naming a diploma or degree is the degree.)
    const degreeIdx = ((named) => (named >= 0 ? named : parts.findIndex(isDegree)))(
      parts.findIndex((p) => isDegree(p) && /\b(?:Diploma|Degree|GED|Certificate)\b/.test(p)) >= 0 &&
        parts.some((p) => isDegree(p) && !/\b(?:Diploma|Degree|GED|Certificate)\b/.test(p))
        ? parts.findIndex((p) => isDegree(p) && /\b(?:Diploma|Degree|GED|Certificate)\b/.test(p))
        : -1,
    );
    // 'High School Diploma · Whitehaven High School': the school is the part that is not the degree.
    // ('High School Diploma' alone on its line names the credential, not a school: the school is
    // the line under it.)
    const instIdx = ((found) =>
      found >= 0
        ? found
        : parts.findIndex(
            (p, index) =>
              INSTITUTION_RE.test(p) && !(index === degreeIdx && /\b(?:Diploma|Degree|Certificate)$/.test(p)),
          ))(
      parts.findIndex(
        (p, index) =>
          index !== degreeIdx &&
          (INSTITUTION_RE.test(p) ||
            // ('Certified Professional Biller (CPB), AAPC': the body that awards a certification,
            // named by its letters after the certification's comma, is where it was earned.)
            (index === degreeIdx + 1 && CERTIFICATION_LETTERS_RE.test(parts[degreeIdx]!) && /^[A-Z]{2,6}$/.test(p)) ||
            // ('Fully qualified actuary SAV, Swiss Association of Actuaries': so too the association
            // or society that qualifies a profession's members, named after the qualification.)
            (index === degreeIdx + 1 &&
              QUALIFIED_RE.test(parts[degreeIdx]!) &&
              /^\p{Lu}.*\b(?:Association|Society)\b/u.test(p) &&
              !LOCATION_RE.test(p))),
      ),
    );
    // 'Boston University' then 'Master of Education, May 2019': the degree line completes the
    // school named above it (the school-first layout) rather than opening an entry of its own.
    if (
      !bullet &&
      current &&
      degreeIdx >= 0 &&
      instIdx < 0 &&
      current.degree === null &&
      current.institution !== null
    ) {
      // ('Certificate in Heating, Ventilation and Air Conditioning', 'Master of Science in
      // Engineering, Mechanical Engineering': what follows the degree's comma on its own line is its
      // field, unless it is a place, a grade or an honour.)
      // ('Advanced Certificate Craft – Carpentry and Joinery (QQI Level 6)': a qualification
      // framework's level in parentheses after the field says how high the award is; the field is
      // still the field, and the line's own dash joins it.)
      // ('Master of Science - MS, Accounting', as LinkedIn prints a degree: its letters after a
      // dash, then the field; the letters are the degree's own, and the whole is given as printed.)
      const [letters, ...fieldNamed] = degreeIdx === 0 ? splitCommas(parts.slice(1).join(', ')) : ([] as string[]);
      const fieldName = fieldNamed.join(', ');
      const ownLetters =
        letters !== undefined &&
        fieldNamed.length >= 1 &&
        /^[A-Z][A-Za-z.]{1,7}$/.test(letters) &&
        DEGREE_RE.test(letters) &&
        !DEGREE_RE.test(fieldName) &&
        /^\p{Lu}/u.test(fieldName) &&
        fieldName.split(/\s+/).length <= 8 &&
        !/\d/.test(fieldName);
      const printedWithLetters = ownLetters
        ? new RegExp(
            `${escapeRegExp(parts[0]!)}\\s[-–—]\\s${escapeRegExp(letters)},\\s*${escapeRegExp(fieldName)}`,
          ).exec(rest)
        : null;
      const field = parts.slice(degreeIdx + 1);
      const fieldWords = (part: string) => part.replace(LEVEL_NOTE_RE, '');
      // ('Master of Business Administration - MBA', the letters alone after the dash: the same.)
      const lettersAlone =
        degreeIdx === 0 && parts.length === 2 && /^[A-Z][A-Za-z.]{1,7}$/.test(parts[1]!) && DEGREE_RE.test(parts[1]!)
          ? new RegExp(`${escapeRegExp(parts[0]!)}\\s[-–—]\\s${escapeRegExp(parts[1]!)}`).exec(rest)
          : null;
      if (printedWithLetters) current.degree = printedWithLetters[0];
      else if (lettersAlone) current.degree = lettersAlone[0];
      else
        current.degree =
          degreeIdx === 0 &&
          field.length > 0 &&
          field.length <= 2 &&
          field.every(
            (part) =>
              /^\p{Lu}/u.test(part) &&
              fieldWords(part).split(/\s+/).length <= 6 &&
              !LOCATION_RE.test(part) &&
              !isRegionCode(part) &&
              !DEGREE_RE.test(fieldWords(part)) &&
              !/\d|\b(?:gpa|laude|honou?rs|dean|minor|expected|graduated)\b/i.test(fieldWords(part)),
          )
            ? field.length === 1 && LEVEL_NOTE_RE.test(field[0]!)
              ? (joinedAsPrinted(rest, parts[0]!, field[0]!) ?? parts.slice(0, 2).join(', '))
              : parts.slice(0, field.length + 1).join(', ')
            : parts[degreeIdx]!;
      schoolFirst.add(current);
      if (range && !current.startDate && !current.endDate) {
        current.startDate = range.start;
        current.endDate = range.end;
      }
      continue;
    }
    // A dated proper name where a school is due ('Columbus State Community⇥2012 – 2014', its last
    // word wrapped onto the next line) opens an entry too.
    const datedName =
      range !== null &&
      instIdx < 0 &&
      looksLikeProperName(rest) &&
      (!current || (current.institution !== null && current.degree !== null));
    // ('ISIT Paris' over 'Master 2 Traduction spécialisée⇥2012', the section's first line: a school
    // whose name has no school's word, above its degree, opens the first entry; the section sets
    // schools above degrees.)
    const lineBelow = read.slice(lineIndex + 1).find((line) => line.text !== '');
    // ('Politechnika Wrocławska' over 'Exchange semester, Mechanical Engineering · (2009 - 2009)',
    // after 'Michigan Technological University' over its degree: in a section that sets schools above
    // their degrees, a name over a degree or a dated line is the next school.)
    const nextSchoolFirst: boolean =
      current !== null &&
      current === entries.at(-1) &&
      current.institution !== null &&
      current.degree !== null &&
      schoolFirst.has(current) &&
      lineBelow !== undefined &&
      (DEGREE_RE.exec(lineBelow.text)?.index === 0 || findDateRange(lineBelow.text) !== null);
    // ('IIT Bombay⇥Mumbai, India' over 'M.Tech. in Water Resources Engineering⇥Jul. 2019 – May 2021',
    // as the 'Jake's resume' template sets an entry: the school's name and its place across a gap,
    // the degree and its dates under them.)
    const cells = rest.split('\t').map((cell) => cell.trim());
    const placedName = cells.length === 2 && LOCATION_RE.test(cells[1]!) ? cells[0]! : null;
    const name = placedName ?? rest;
    // ('Tecnológico de Monterrey' over 'Industrial and Systems Engineering · (2013 - 2018)': a name
    // over a field of study and its years, as LinkedIn prints an entry, is the school.)
    const nameOverDegree: boolean =
      (!current || nextSchoolFirst) &&
      !bullet &&
      range === null &&
      instIdx < 0 &&
      degreeIdx < 0 &&
      (parts.length === 1 || placedName !== null) &&
      name.split(/\s+/).length <= 6 &&
      looksLikeProperName(name) &&
      !LOCATION_RE.test(name) &&
      lineBelow !== undefined &&
      !lineBelow.bullet &&
      (DEGREE_RE.exec(lineBelow.text)?.index === 0 || nextSchoolFirst || FIELD_YEARS_RE.test(lineBelow.text)) &&
      !INSTITUTION_RE.test(lineBelow.text);
    const startsEntry =
      !bullet &&
      (degreeIdx >= 0 || datedName || nameOverDegree || (instIdx >= 0 && (!current || current.institution !== null)));
    if (startsEntry) {
      let degree: string | null = null;
      if (degreeIdx >= 0) {
        degree = parts[degreeIdx]!;
        // "B.Tech, Computer Science and Engineering": the field follows the degree.
        const next = parts[degreeIdx + 1];
        if (
          next &&
          !/\s(in|of)\s/i.test(degree) &&
          degreeIdx + 1 !== instIdx &&
          !LOCATION_RE.test(next) &&
          !DEGREE_RE.test(next) &&
          !/gpa/i.test(next) &&
          !GRADE_PART_RE.test(next) &&
          /^[A-Z]/.test(next) &&
          next.split(' ').length <= 6
        ) {
          degree = `${degree}, ${next}`;
        }
      }
      // ('2017–2020⇥DES Pharmacie Hospitalière, Université Grenoble Alpes, Grenoble': on a dated
      // line, what stands before the school's comma is the degree, though no degree's word names it.)
      if (
        degree === null &&
        range &&
        instIdx === 1 &&
        parts.length >= 2 &&
        /^\p{Lu}/u.test(parts[0]!) &&
        parts[0]!.split(/\s+/).length <= 8 &&
        !LOCATION_RE.test(parts[0]!) &&
        !isRegionCode(parts[0]!) &&
        !INSTITUTION_RE.test(parts[0]!) &&
        !/\d|\b(?:gpa|honou?rs|dean)\b/i.test(parts[0]!)
      )
        degree = parts[0]!;
      let institution: string | null =
        instIdx >= 0
          ? parts[instIdx]!
          : nameOverDegree && placedName !== null
            ? placedName
            : // ('Kenya Certificate of Secondary Education (KCSE), Mean Grade A-', 'Bachelor of Science,
              // GPA 3.8': a grade after the degree's comma is how it went, not where.)
              (parts.find(
                (p, i) =>
                  i !== degreeIdx && !LOCATION_RE.test(p) && !(degree ?? '').includes(p) && !GRADE_PART_RE.test(p),
              ) ?? null);
      // 'Master of Engineering (M.Eng.), Structural Engineering' over 'Cornell University, Ithaca,
      // NY': with no school on the degree's line and a school on the next, the part after the
      // degree is its field.
      // ('Master of Science in Nursing (MSN), Primary Health Care Nurse Practitioner stream⇥2019 –
      // 2021' over 'Toronto Metropolitan University': so too on a dated line, the field after the
      // degree's comma, unless a school's line of its own stands above it, the section setting each
      // school over its degree; 'Associate of Applied Science at Columbus State' over 'Community
      // College' is a school's name wrapped.)
      const nextLine = read.slice(lineIndex + 1).find((line) => line.text !== '');
      const schoolAbove =
        lineAbove !== undefined &&
        lineAbove !== null &&
        INSTITUTION_RE.test(lineAbove) &&
        !(current?.degree && current.institution === lineAbove);
      if (
        degree &&
        instIdx < 0 &&
        institution &&
        (!range || (!schoolAbove && rest.includes(`, ${institution}`))) &&
        nextLine &&
        !nextLine.bullet &&
        INSTITUTION_RE.test(nextLine.text) &&
        !EDUCATION_DEGREE_RE.test(nextLine.text) &&
        parts.length === 2 &&
        parts.indexOf(institution) === degreeIdx + 1
      ) {
        degree = `${degree}, ${institution}`;
        institution = null;
      }
      // 'Carlson School of Management, University of Minnesota': a school and its university, one name.
      const university = instIdx >= 0 ? parts[instIdx + 1] : undefined;
      if (
        institution &&
        university &&
        instIdx + 1 !== degreeIdx &&
        /^(?:The )?Universit/.test(university) &&
        !/^(?:The )?Universit/.test(institution)
      )
        institution = `${institution}, ${university}`;
      // 'Southwest Tennessee' over 'Community College': a school's name wrapped before its generic
      // words in a narrow cell; the line above, a name and nothing else, is its start.
      if (
        institution &&
        GENERIC_SCHOOL_RE.test(institution) &&
        lineAbove &&
        WRAPPED_NAME_RE.test(lineAbove) &&
        !/^(?:of|at|and|for) /.test(lineAbove) &&
        !DEGREE_RE.test(lineAbove) &&
        !INSTITUTION_RE.test(lineAbove) &&
        !LOCATION_RE.test(lineAbove)
      ) {
        institution = `${lineAbove} ${institution}`;
      }
      // 'ETH Zürich' over 'MSc Robotics (2019 – 2021)', a note, then 'BSc Mechanical Engineering
      // (2016 – 2019)': a second degree under a school set above its degrees, no school of its own
      // on its line or the next, was taken at the same school.
      // ('ETH Zürich' over 'Dr. sc. ETH in Materials Science', its thesis, 'M.Sc. in Materials
      // Science', then 'Universidad de Chile, Santiago, Chile' over 'Licenciatura en Química': a
      // school under the degree that has a degree of its own under it is the next entry's, not this
      // degree's.)
      const belowBelow = lineBelow
        ? read.slice(read.indexOf(lineBelow) + 1).find((line) => line.text !== '')
        : undefined;
      if (
        institution === null &&
        degree !== null &&
        current?.institution &&
        current.degree &&
        current === entries.at(-1) &&
        schoolFirst.has(current) &&
        !(
          lineBelow &&
          !lineBelow.bullet &&
          INSTITUTION_RE.test(lineBelow.text) &&
          !EDUCATION_DEGREE_RE.test(lineBelow.text) &&
          !(belowBelow && !belowBelow.bullet && DEGREE_RE.exec(belowBelow.text)?.index === 0)
        )
      )
        institution = current.institution;
      // ('Board Certificate, Critical Care Nursing - Philippine Nurses Association', 'Bachelor of
      // Science in Nursing - University of Santo Tomas, Manila, Philippines': a degree or a
      // certificate joined to its school by a spaced dash; the degree is all before the dash, its
      // commas too, the school after it, a trailing city and country its place.)
      const dashed = DEGREE_DASH_SCHOOL_RE.exec(rest);
      if (
        dashed &&
        isDegree(dashed[1]!) &&
        !INSTITUTION_RE.test(dashed[1]!) &&
        !EDUCATION_DEGREE_RE.test(dashed[2]!) &&
        !/\s-\s/.test(dashed[2]!)
      ) {
        const [school, ...place] = splitCommas(dashed[2]!);
        if (
          school &&
          looksLikeProperName(school) &&
          !LOCATION_RE.test(school) &&
          !REGION_NAME_RE.test(school) &&
          (place.length === 0 || LOCATION_RE.test(place.join(', ')) || REGION_NAME_RE.test(place.join(', ')))
        ) {
          degree = dashed[1]!.trim();
          institution = school;
        }
      }
      current = { degree, institution, startDate: range?.start ?? null, endDate: range?.end ?? null };
      entries.push(current);
    } else if (current) {
      if (!current.institution && instIdx >= 0) {
        current.institution = parts[instIdx]!;
        // ('Millwright Apprenticeship School, Chicago Regional Council of Carpenters' under the
        // certificate: a school and the council, board or union that runs it, one name.)
        const body = parts[instIdx + 1];
        if (
          body !== undefined &&
          instIdx + 2 === parts.length &&
          AWARDING_BODY_RE.test(body) &&
          looksLikeProperName(body.replace(/\s(?:of|for|and)$/, '')) &&
          !INSTITUTION_RE.test(body) &&
          !LOCATION_RE.test(body) &&
          !DEGREE_RE.test(body)
        )
          current.institution = `${current.institution}, ${body}`;
      }
      // ('2016' alone between a degree and its school, as a table's cells give them, names no school.)
      if (
        !current.institution &&
        !bullet &&
        rest !== '' &&
        !LOCATION_RE.test(rest) &&
        rest.split(' ').length <= 8 &&
        !/gpa|grade|honou?rs|dean/i.test(rest)
      )
        current.institution = rest;
      // ('OSM Aviation Academy, Oslo' over 'Integrated ATPL(A) course · 2007 – 2009': under a school's
      // line, a dated line naming no school and no place is what was studied there.)
      else if (
        current.institution &&
        !current.degree &&
        range &&
        !bullet &&
        !current.startDate &&
        !current.endDate &&
        /^\p{Lu}/u.test(rest) &&
        rest.split(/\s+/).length <= 8 &&
        !LOCATION_RE.test(rest) &&
        !/[.!?]$/.test(rest) &&
        !/\b(?:gpa|grade|honou?rs|dean|laude)\b/i.test(rest)
      ) {
        current.degree = rest.replace(/[·•|]$/, '').trimEnd();
        schoolFirst.add(current);
      }
      // ('EPFL⇥2023 – expected 2027' over 'Doctoral studies in Robotics, Control and Intelligent
      // Systems': under a school's dated line, the line naming no school, place or date is what was
      // studied there.)
      else if (
        current.institution &&
        !current.degree &&
        !range &&
        !bullet &&
        (current.startDate || current.endDate) &&
        lineAbove !== null &&
        lineAbove === current.institution &&
        // ('Loyola University Chicago⇥2012 – 2016' over 'Nursing' over 'Bachelor of Science in
        // Nursing': a field over its degree is not the degree.)
        !(lineBelow && EDUCATION_DEGREE_RE.test(lineBelow.text)) &&
        /^\p{Lu}/u.test(rest) &&
        rest.split(/\s+/).length <= 12 &&
        !LOCATION_RE.test(rest) &&
        !/[.!?:]$/.test(rest) &&
        !/\b(?:gpa|grade|honou?rs|dean|laude)\b/i.test(rest)
      ) {
        current.degree = rest;
        schoolFirst.add(current);
      }
      if (range && !current.endDate && !current.startDate) {
        current.startDate = range.start;
        current.endDate = range.end;
      }
    }
  }
  for (const entry of entries) {
    entry.degree = entry.degree?.replace(/\u2063/g, ',') ?? null;
    entry.institution = entry.institution?.replace(/\u2063/g, ',') ?? null;
  }
  return entries;
}

/** Every name and alias of the engine's skill dictionary, lower-cased: to tell 'Java and J2EE' (two) from 'Research and Development' (one). */
const KNOWN_SKILLS = new Set(
  SKILLS.flatMap((skill) => [skill.name, ...(skill.aliases ?? [])]).map((name) => name.toLowerCase()),
);
const isKnownSkill = (text: string) => KNOWN_SKILLS.has(text.trim().toLowerCase());
/** 'NoSQL databases', 'Machine Learning basics': a generic word after a skill's name. */
const GENERIC_TAIL_RE = / (?:databases?|basics|fundamentals|frameworks?|tools|concepts)$/i;
/** 'Angular (versions 2+)': a note in parentheses; 'Decentralized Finance (DeFi)': an acronym, part of the name. */
const TRAILING_PARENS_RE = /^([^()]{1,60}?)\s*\(([^()]{1,80})\)$/;
const ACRONYM_RE = /^[A-Za-z][A-Za-z.]{0,9}$/;
const NAMING_NOTE_RE =
  /^(?:\p{Lu}{2,}[A-Za-z]*[\s-]?v?\d[\d.]*|(?:Programming|Query|Markup|Scripting) Language|Software|Framework)$/u;
/** 'SD', 'ETM', 'DiGiCo', 'iZotope': a word with two capitals or more, as products' names are written. */
const PRODUCT_LETTERS_RE = /^\p{L}*\p{Lu}\p{L}*\p{Lu}[\p{L}\d]*$/u;
const AND_PAIR_RE = /^(.{1,40}?) (?:and|&) (.{1,40})$/;
/** 'Entra ID', 'Google Workspace': two or three words, each capitalised, naming the same thing. */
const OTHER_NAME_RE = /^\p{Lu}[\p{L}\p{N}.+#-]*(?: \p{Lu}[\p{L}\p{N}.+#-]*){1,2}$/u;
/** A kind of thing, its members listed after it: 'databases', 'languages', 'cloud platforms', 'building codes'. */
const GROUP_KIND_RE =
  /\b(?:databases|languages|frameworks|libraries|tools|platforms|clouds|systems|codes|standards|methodologies|concepts|fundamentals|basics|stacks|suites)$/i;
/** A head naming a group: its last word a kind of thing, or two skills joined ('Python and R'). */
function namesAGroup(head: string): boolean {
  if (GROUP_KIND_RE.test(head.trim())) return true;
  const pair = AND_PAIR_RE.exec(head.trim());
  return pair !== null && isKnownSkill(pair[1]!) && isKnownSkill(pair[2]!.replace(GENERIC_TAIL_RE, ''));
}
const words = (text: string) => text.trim().split(/\s+/).length;
/** Spoken languages, to split 'Setswana & English' (two items) where 'Research and Development' stays one. */
const SPOKEN_LANGUAGES = new Set(
  (
    'english french spanish portuguese german italian dutch polish romanian russian ukrainian czech slovak hungarian greek turkish arabic hebrew ' +
    'persian farsi urdu hindi punjabi bengali gujarati tamil telugu marathi mandarin cantonese chinese japanese korean vietnamese thai tagalog ' +
    'filipino indonesian malay swahili kiswahili setswana sesotho isizulu zulu xhosa afrikaans amharic somali yoruba igbo hausa twi shona ' +
    'gikuyu kikuyu welsh irish gaelic swedish norwegian danish finnish icelandic estonian latvian lithuanian croatian serbian bosnian slovenian bulgarian albanian'
  ).split(' '),
);
const isSpokenLanguage = (text: string) => SPOKEN_LANGUAGES.has(text.trim().toLowerCase());
/** 'Greater Manchester', 'North West', 'Cork city', 'Remote': a place, as a note after a skill. */
const PLACE_PREFIX_RE =
  /^(?:Greater|North(?:ern)?|South(?:ern)?|East(?:ern)?|West(?:ern)?|Central|Inner|Outer)(?:\s+\p{Lu}\p{Ll}+)+$/u;
const PLACE_KIND_RE = /\s(?:area|region|corridor|county|city|district)$/i;
const isPlaceNote = (inner: string) =>
  PLACE_PREFIX_RE.test(inner) || PLACE_KIND_RE.test(inner) || LOCATION_RE.test(inner);

/**
 * One list item as the skills it names: 'SQL and NoSQL databases (MySQL, MongoDB)' is SQL, NoSQL,
 * MySQL and MongoDB; 'Node.js (MERN stack)' is Node.js; 'Research and Development' stays whole,
 * because neither side is a skill of its own.
 */
export function expandSkillItem(item: string): string[] {
  const parens = TRAILING_PARENS_RE.exec(item);
  if (parens) {
    const [, head, inner] = parens as unknown as [string, string, string];
    // 'Excel (advanced – pivot tables, VLOOKUP)': a level first, then what it covers; the level
    // stays apart from the skill, as a level alone does.
    if (SKILL_LEVEL_RE.test(inner.trim().split(/[\s,;:–—-]+/)[0]!)) return expandSkillItem(head);
    // 'Excel (XLOOKUP, Power Query)', 'Federal grant applications (Grants.gov, eRA Commons)': one
    // thing and the parts of it the writer uses, one skill as printed. A group named by its kind
    // ('SQL and NoSQL databases (MySQL, MongoDB)') gives its members instead.
    if (inner.includes(',') && !namesAGroup(head)) return [item];
    if (inner.includes(',')) {
      const listed = inner
        .split(',')
        .map((part) => part.trim().replace(/^(?:and|&)\s+/i, ''))
        .filter(Boolean);
      return [...expandSkillItem(head), ...listed.flatMap(expandSkillItem)];
    }
    if (ACRONYM_RE.test(inner) && /[A-Z]/.test(inner)) return [item];
    // 'Route knowledge (Greater Manchester)': a place the skill was used in is no part of it.
    if (isPlaceNote(inner.trim())) return expandSkillItem(head);
    // 'Azure AD (Entra ID)': its other name, in capitals, is part of it (a level is not: 'Spanish
    // (Native Speaker)').
    if (
      OTHER_NAME_RE.test(inner.trim()) &&
      !inner
        .trim()
        .split(/\s+/)
        .some((word) => SKILL_LEVEL_RE.test(word))
    )
      return [item];
    // 'Accessibility (WCAG 2.2)': a standard and its version name which one; 'Go (Programming
    // Language)', as LinkedIn names a skill that shares its word: both are part of the name.
    if (NAMING_NOTE_RE.test(inner.trim())) return [item];
    return expandSkillItem(head);
  }
  const pair = AND_PAIR_RE.exec(item);
  if (pair) {
    const [, left, right] = pair as unknown as [string, string, string];
    const simplified = (side: string) => (isKnownSkill(side) ? side : side.replace(GENERIC_TAIL_RE, ''));
    // ('Setswana & English': two spoken languages, each an item.)
    if (isSpokenLanguage(left) && isSpokenLanguage(right)) return [left.trim(), right.trim()];
    if (words(left) <= 3 && words(right) <= 4 && isKnownSkill(left) && isKnownSkill(simplified(right))) {
      return [simplified(left), simplified(right)].filter((side) => side.length > 0);
    }
    // ('DiGiCo SD & Quantum', 'Ticket machines & Ticketer ETM': an ampersand before a name, each
    // of its words capitalised, with a product's letters on either side, joins two things the
    // writer works with. 'Health & Safety' and 'Wheelchair ramp & accessibility', with no product's
    // letters, name one; so do 'IV therapy & PICC care' and 'First aid & CPR', whose right side
    // is a common noun or letters alone: a task and what it covers.)
    const rightWords = right.trim().split(/\s+/);
    if (
      / & /.test(item) &&
      words(left) <= 3 &&
      rightWords.length <= 3 &&
      rightWords.every((word) => /^\p{Lu}/u.test(word)) &&
      rightWords.some((word) => /\p{Ll}/u.test(word)) &&
      [left, right].some((side) => side.split(/\s+/).some((word) => PRODUCT_LETTERS_RE.test(word)))
    )
      return [left.trim(), right.trim()];
  }
  // ('HR analytics in Excel', 'Financial modelling in Python': a skill and the known tool it is
  // done in are two skills; 'Fluent in Spanish', 'Proficient in Excel' are a level and a skill.)
  const inTool = IN_TOOL_RE.exec(item);
  if (
    inTool &&
    words(inTool[1]!) >= 2 &&
    !SKILL_LEVEL_RE.test(inTool[1]!.split(/\s+/)[0]!) &&
    !/\b(?:in|and|or|with)$/i.test(inTool[1]!) &&
    isKnownSkill(inTool[2]!)
  )
    return [inTool[1]!.trim(), inTool[2]!.trim()];
  const tailless = item.replace(GENERIC_TAIL_RE, '');
  return [tailless !== item && isKnownSkill(tailless) ? tailless : item];
}
/** 'HR analytics in Excel': a skill, then the tool it is done in. */
const IN_TOOL_RE = /^(\p{Lu}[^,()]{2,40}?) in (\p{Lu}[\p{L}\d.+#]*(?: \p{Lu}[\p{L}\d.+#]*)?)$/u;

/**
 * 'Excel SQL Tableau': chips set in a row with only spacing between them come out as one run of
 * words. Split it where every piece is a skill the engine knows (longest first); anything else
 * ('Variance Analysis', 'Financial Modeling Forecasting' with an unknown piece) stays whole.
 */
function segmentKnownSkills(item: string): string[] {
  const tokens = item.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 8 || isKnownSkill(item)) return [item];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let length = Math.min(4, tokens.length - i);
    while (length > 0 && !isKnownSkill(tokens.slice(i, i + length).join(' '))) length--;
    if (length === 0) return [item];
    pieces.push(tokens.slice(i, i + length).join(' '));
    i += length;
  }
  // ('Go-to-Market Strategy', 'Supply-Chain Planning': a compound before a head noun of a field's
  // work is one skill, what the noun is about, not two chips. 'Cross-functional communication',
  // 'Client-facing presentations': a compound before a word in lower case is a phrase written in
  // sentence case, one skill; a chip of its own would start with a capital.)
  if (pieces.length === 2 && pieces[0]!.includes('-') && (HEAD_NOUN_RE.test(pieces[1]!) || /^\p{Ll}/u.test(pieces[1]!)))
    return [item];
  return pieces;
}
/** The nouns a skill's name ends in, its other words saying what of: 'Strategy', 'Planning'. */
const HEAD_NOUN_RE =
  /^(?:strategy|planning|management|analysis|analytics|design|development|operations|research|optimi[sz]ation)$/i;

/** Names of skill groups ('Tools', 'Clinical', 'Software'), as themes print them above each group. */
const GROUP_NAME_RE =
  /^(?:tools|systems|software|technolog(?:y|ies)|technical|frameworks|platforms|programming|data|finance|financial|marketing|management|logistics|engineering|clinical|hr|human resources|teaching|education|sales|operations|design|infrastructure|cloud|web|office|analytics|healthcare|retail|manufacturing|other|general|core|soft skills|hard skills|professional|interpersonal)$/i;

/** A line of group names alone ('Finance⇥Tools', 'Clinical'): labels over lists, not skills. */
function isGroupNameLine(text: string): boolean {
  const cells = text
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean);
  return (
    cells.length > 0 &&
    cells.every((cell) => GROUP_NAME_RE.test(cell) || cell.split(' ').every((word) => GROUP_NAME_RE.test(word)))
  );
}

/**
 * A group's name labels the items under it ('Clinical' over 'Epic', 'Telemetry'); a line of the
 * same words that is an item itself ('HR analytics' in a column, 'Design Systems' last in LinkedIn's
 * 'Top Skills') is not one: a label of two words or more is capitalised, and something follows it.
 */
function labelsWhatFollows(text: string, after: { text: string }[]): boolean {
  if (!after.some((line) => line.text.trim() !== '')) return false;
  return (
    text.includes('\t') ||
    text
      .trim()
      .split(/\s+/)
      .every((word) => /^[\p{Lu}&]/u.test(word))
  );
}

/** A line of known skills only ('Python SQL Power BI', 'Scikit-learn⇥XGBoost'). */
function isKnownSkillLine(line: string): boolean {
  const cells = line
    .split(/\t|[,|;•·]/)
    .map((cell) => cell.trim())
    .filter(Boolean);
  return cells.length > 0 && cells.every((cell) => segmentKnownSkills(cell).every(isKnownSkill));
}

/**
 * A sidebar's skills under a group named like a skill ('Machine Learning' over 'Machine Learning',
 * 'Time Series Forecasting'): a known skill followed by at least two lines of known skills.
 */
function opensSkillRun(lines: string[], index: number): boolean {
  if (!isKnownSkill(lines[index]!.trim())) return false;
  const next = lines
    .slice(index + 1)
    .filter((line) => line.trim() !== '')
    .slice(0, 3);
  return next.filter(isKnownSkillLine).length >= 2;
}

/**
 * Skill groups set side by side ('Clinical' and 'Systems', each a list below its name) come out
 * row by row: 'Patient⇥Epic', 'Assessment⇥Electronic', then 'Monitoring' where the right list has
 * ended. Read down each column instead, so a name wrapped inside a column stays in one piece; a
 * line with a single item after the rows goes on with the first column, the longer one.
 */
function readGridByColumn(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const cells = (line: string | undefined) => (line ?? '').split('\t').map((cell) => cell.trim());
    const width = cells(lines[i]).length;
    let end = i;
    while (
      end < lines.length &&
      cells(lines[end]).length === width &&
      width >= 2 &&
      width <= 4 &&
      !/[,;|]/.test(lines[end]!)
    )
      end += 1;
    if (end - i < 2) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    const columns = Array.from({ length: width }, (_, column) =>
      lines
        .slice(i, end)
        .map((line) => cells(line)[column]!)
        .filter(Boolean),
    );
    while (end < lines.length && lines[end]!.trim() !== '' && !lines[end]!.includes('\t') && !/[,;|]/.test(lines[end]!))
      columns[0]!.push(lines[end++]!.trim());
    for (const column of columns) out.push(...column);
    i = end;
  }
  return out;
}

/**
 * A skill in a column narrower than its name wraps a word to a line ('Employee' over 'Relations').
 * Lines that are one short item each are joined when together they name a skill the engine knows
 * and the first alone does not: 'Lean' + 'Manufacturing', not 'Python' + 'SQL'.
 */
function joinWrappedSkillLines(input: string[]): string[] {
  const lines = readGridByColumn(input);
  const out: string[] = [];
  const single = (line: string | undefined) =>
    line !== undefined &&
    /^[\p{L}][\p{L}\p{N}+#./&' -]{0,30}$/u.test(line.trim()) &&
    line.trim().split(' ').length <= 3;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    let joined = false;
    if (single(line) && !isKnownSkill(line)) {
      for (const span of [3, 2]) {
        const parts = lines.slice(i, i + span);
        if (parts.length === span && parts.every(single) && isKnownSkill(parts.map((part) => part.trim()).join(' '))) {
          out.push(parts.map((part) => part.trim()).join(' '));
          i += span - 1;
          joined = true;
          break;
        }
      }
    }
    // 'Flux-Cored Arc' over 'Welding' beside 'MIG Welding' and 'TIG Welding': one word alone that
    // ends other items of the column is the end of the item above, wrapped.
    const next = lines[i + 1]?.trim();
    if (
      !joined &&
      next &&
      single(line) &&
      !isKnownSkill(line) &&
      /^\p{Lu}[\p{L}-]+$/u.test(next) &&
      !line.trim().endsWith(next)
    ) {
      const endsOthers = lines.some(
        (other, index) =>
          index !== i &&
          index !== i + 1 &&
          single(other) &&
          other.trim().split(' ').length >= 2 &&
          other.trim().endsWith(` ${next}`),
      );
      if (endsOthers) {
        out.push(`${line.trim()} ${next}`);
        i += 1;
        joined = true;
      }
    }
    // 'QuickBooks' over 'Online', 'Adobe Creative' over 'Suite': a product's edition word alone on
    // its line is never an item; the product's name above it, wrapped, ends with it.
    if (!joined && next && single(line) && EDITION_WORD_RE.test(next)) {
      out.push(`${line.trim()} ${next}`);
      i += 1;
      joined = true;
    }
    if (!joined) out.push(line);
  }
  return out;
}

/** The word after a product's name that names its edition: 'Online', 'Desktop', 'Suite', '365'. */
const EDITION_WORD_RE = /^(?:Online|Desktop|Pro|Premier|Enterprise|Cloud|Server|Suite|Studio|Express|365)$/;

/**
 * 'Relativity,⇥Westlaw,⇥PACER,⇥Legal⇥research': a comma list set justified, its spaces so wide
 * the PDF's text has gaps (tabs) between words. When most gaps follow a comma they are spaces.
 */
function unjustify(line: string): string {
  const cells = line.split('\t');
  const afterComma = cells.slice(0, -1).filter((cell) => cell.trim().endsWith(',')).length;
  return cells.length >= 4 && afterComma * 2 >= cells.length - 1 ? cells.map((cell) => cell.trim()).join(' ') : line;
}

/** 'BI & reporting⇥Looker, Tableau, Excel': a short name without a comma, then a gap, then a list. */
const TAB_LABEL_RE = /^([^\t,:;•·]{2,30})\t(?=[^\t]*,[^\t]*$)/;

/**
 * How a section's groups are labelled when not with a colon: 'Software – Excel, QuickBooks' (a
 * spaced dash), 'Software. Excel, QuickBooks.' (a run-in label ending in a full stop), 'Systems
 * Chimio, Pharma' (a group's name, its colon lost). Each names a list: a comma follows it.
 */
const LABEL_FORMS: RegExp[] = [
  /^(\p{Lu}[\p{L}&/]*(?: [\p{L}&/]+){0,2}) [–—-] (\p{L}[^–—\t]*,.*)$/u,
  /^(\p{Lu}[\p{L}&/]*(?: [\p{L}&/]+){0,2})\. (\p{Lu}[^.\t]*,.*)$/u,
  /^(\p{Lu}\p{L}+) (\p{Lu}[^,:;\t]*,.*)$/u,
];

/**
 * 'Clinical: …', 'Compounding: …', then 'Systems Chimio, Pharma, Orbis': one writer labels every
 * group of a section alike. When most of its lines (two at least) open with a label, in one form,
 * every line in that form is labelled ('Systems: Chimio, …'), not the end of the line above, and
 * its label is no skill. A group's name without a colon counts only when its first item and it
 * name no skill together ('Data Analysis, Excel' is two items).
 */
function labelLikeTheSection(lines: string[]): string[] {
  const filled = lines.filter((line) => line.trim() !== '');
  const colons = filled.filter((line) => CATEGORY_LABEL_RE.test(line.trim())).length;
  let out = lines;
  for (const [index, form] of LABEL_FORMS.entries()) {
    const labelOf = (line: string): [string, string] | null => {
      if (CATEGORY_LABEL_RE.test(line.trim())) return null;
      const match = form.exec(line.trim());
      if (!match) return null;
      const [, label, rest] = match as unknown as [string, string, string];
      if (index === 2 && (!GROUP_NAME_RE.test(label) || isKnownSkill(`${label} ${rest.split(',')[0]!.trim()}`)))
        return null;
      if (isKnownSkill(label) && index !== 2) return null;
      return [label, rest];
    };
    const inForm = filled.filter((line) => labelOf(line) !== null).length;
    if (inForm === 0 || (inForm < 2 && colons < 2) || (inForm + colons) * 2 < filled.length) continue;
    out = out.map((line) => {
      const labelled = labelOf(line);
      return labelled ? `${labelled[0]}: ${labelled[1]}` : line;
    });
  }
  return out;
}

/**
 * 'Excel / QuickBooks / Salesforce', 'Excel - QuickBooks - Salesforce': a slash or a hyphen with
 * spaces round it sets items apart when a line of the section has two of them or more (one alone,
 * 'Lean / Kaizen events', is part of an item); every line of the section is split by it.
 */
function separateLikeTheSection(lines: string[]): string[] {
  let out = lines;
  for (const mark of [' / ', ' - ']) {
    if (out.some((line) => line.split(mark).length >= 3)) out = out.map((line) => line.split(mark).join(' | '));
  }
  return out;
}

/**
 * 'Vendor management' over 'payroll processing' over 'event planning': a list of one item a line
 * (no line with a separator) whose writer starts items in lower case (two lines or more, a third of
 * them) is read a line an item; a lower-case line is no wrapped end there.
 */
function writesItemsInLowerCase(lines: string[]): boolean {
  const filled = lines.map((line) => line.trim()).filter(Boolean);
  if (filled.length < 3 || filled.some((line) => /[,;|•·\t:]/.test(line))) return false;
  const lower = filled.filter((line) => /^\p{Ll}/u.test(line)).length;
  return lower >= 2 && lower * 3 >= filled.length;
}

/** 'Linux and SLURM on Compute Canada clusters': two names and where they were used, a phrase of five words or more. */
const NAMES_IN_USE_RE = /^(.+?) (?:on|in|at|across|using|for) (.+)$/;

/**
 * 'Clinical Epic charting, BLS' with 'Clinical' in bold and the rest in the body's type: a group's
 * label set apart by its type, read as 'Clinical: Epic charting, BLS', the form a colon gives it.
 * With no cues, or a line set otherwise, the line is left as it is.
 */
function labelSetApart(line: string): string {
  if (!typeCues || line.includes('\t') || line.includes(':')) return line;
  const label = typeCues.openingSetApart(line);
  if (label === null || label.length < 2) return line;
  let seen = 0;
  let end = 0;
  while (end < line.length && seen < label.length) {
    if (/[\p{L}\p{N}]/u.test(line[end]!)) seen += 1;
    end += 1;
  }
  const opening = line.slice(0, end);
  const rest = line.slice(end);
  const name = stripBullet(opening.trim());
  if (typeCueKey(opening) !== label || !/^\s+[\p{L}\p{N}]/u.test(rest)) return line;
  if (!/^\p{Lu}/u.test(name) || name.split(/\s+/).length > 4 || !CATEGORY_LABEL_RE.test(`${name}: `)) return line;
  return `${opening}:${rest}`;
}

/**
 * 'Excel (advanced – pivot tables, VLOOKUP), Word': the items' separators, outside parentheses (a
 * note in parentheses is part of its item). A tab, a gap between columns, always sets cells apart.
 */
function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(new RegExp(separator.source, 'gu'))) {
    const before = text.slice(start, match.index);
    if (match[0] !== '\t' && (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
    parts.push(before);
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** moderncv's 'Languages SQL, Python, R' beside another group: a group's label whose colon is lost. */
const LANGUAGES_RUN_IN_RE = /^(?:programming |spoken |foreign )?languages\s+(?=\p{Lu}[^,]*,)/iu;

/**
 * A line set like the sub-headings of the skills section it stands in: like a short line with no
 * separator in it, or like its heading when that heading is itself a sub-heading ('Software' in
 * bold under 'Technical Skills', bold and bigger), and unlike the page's headings.
 */
function setLikeItsSubHeadings(sections: Section[], line: string, headingTypes: Set<Emphasis>): boolean {
  const section = sections.at(-1);
  if (!typeCues || !section) return false;
  const set = typeCues.emphasisOf(line.trim());
  if (!set || headingTypes.has(set)) return false;
  const above = sections.at(-2);
  const underSkills =
    typeCues.emphasisOf(section.heading.trim()) === set &&
    above?.kind === 'skills' &&
    typeCues.emphasisOf(above.heading.trim()) !== set;
  // ('SKILLS' in small capitals, then 'LANGUAGES' in bold before any line of it: the first group's
  // label, right under the section's heading and set otherwise.)
  const firstGroup =
    section.kind === 'skills' &&
    section.lines.every((other) => other.trim() === '') &&
    typeCues.emphasisOf(section.heading.trim()) !== set;
  return (
    underSkills ||
    firstGroup ||
    (typeCues.emphasisOf(section.heading.trim()) !== set &&
      section.lines.some(
        (other) =>
          other.trim() !== '' &&
          !/[,;|•·:\t]/.test(other) &&
          words(other) <= 4 &&
          typeCues!.emphasisOf(other.trim()) === set,
      ))
  );
}

/**
 * 'Design & drafting' over 'AutoCAD Civil 3D, Revit Structure, ProtaStructure', 'Survey' over
 * 'Leica TS06 total station, Auto level, …': sub-headings, each over its list. When every line of a
 * section is either a list (two separators or more) or a short line with none set right above
 * one, and two such pairs at least, each short line is its list's label ('Survey: Leica …'), no
 * skill.
 */
function labelsOverLists(lines: string[]): string[] {
  const filled = lines.map((line) => line.trim()).filter(Boolean);
  const isList = (line: string) => splitOutsideParens(line, /[,;|•·]/).filter((part) => part.trim() !== '').length >= 3;
  const isBareLabel = (line: string) =>
    !/[,;|•·:\t()]/.test(line) && !isBullet(line) && /^\p{Lu}/u.test(line) && words(line) <= 4 && !/[.!?]$/.test(line);
  let pairs = 0;
  for (const [index, line] of filled.entries()) {
    if (isBareLabel(line) && isList(filled[index + 1] ?? '')) pairs += 1;
    else if (!isList(line)) return lines;
  }
  if (pairs < 2) return lines;
  const out: string[] = [];
  for (let index = 0; index < filled.length; index += 1) {
    const line = filled[index]!;
    const next = filled[index + 1];
    if (next !== undefined && isBareLabel(line) && isList(next)) {
      out.push(`${line}: ${next}`);
      index += 1;
    } else out.push(line);
  }
  return out;
}

function parseSkills(lines: string[]): string[] {
  const skills: string[] = [];
  const shaped = separateLikeTheSection(
    labelLikeTheSection(joinWrappedSkillLines(labelsOverLists(lines).map(labelSetApart).map(unjustify))),
  );
  const read = logicalLines(shaped, 'skills', { lowerCaseItems: writesItemsInLowerCase(shaped) });
  const filledRows = shaped.map((line) => line.trim()).filter(Boolean);
  const labelledRows = filledRows.length >= 2 && filledRows.every((line) => TAB_LABEL_RE.test(line));
  // A list of one item a line that no label opened ('Brand Identity', 'Editorial Layout', then
  // 'Design Systems'): a line of group names inside it, another item below it, is an item too.
  let labelled = false;
  let singles = 0;
  const single = (line: string | undefined) => line !== undefined && line !== '' && !/[,;|•·\t:]/.test(line);
  for (const [at, { text }] of read.entries()) {
    if (text === '') continue;
    if (isGroupNameLine(text) && labelsWhatFollows(text, read.slice(at + 1))) {
      const next = read.slice(at + 1).find((line) => line.text !== '')?.text;
      if (labelled || singles < 2 || !single(next) || !text.includes(' ')) {
        labelled = true;
        continue;
      }
    }
    if (single(text)) singles++;
    // ('Licensed clinical social worker with nine years in child welfare, …, steady in a crisis.':
    // sentences about the writer in the section are prose, not a list: they end with a full stop and
    // one of their clauses runs eight words or more.)
    if (
      /[.!?]$/.test(text) &&
      !CATEGORY_LABEL_RE.test(text) &&
      text.split(/[,;:\t]/).some((clause) => clause.trim().split(/\s+/).length >= 8)
    )
      continue;
    // ('Interests: Hiking, baking' under 'Skills & Interests' names no skill.)
    if (PASTIME_LABEL_RE.test(text)) continue;
    // ('Domains: Automotive, pharmaceutical regulatory, contracts': the fields the writer worked in,
    // as a translator or a recruiter lists them, are no skills.)
    if (DOMAIN_LABEL_RE.test(text)) continue;
    // 'Customer service: five years at a busy counter': the skill, then what it was used for.
    // ('Epic charting – daily on a 32-bed unit': the same after a spaced dash.)
    const described = SKILL_DESCRIBED_RE.exec(text) ?? SKILL_DASH_DESCRIBED_RE.exec(text);
    if (described && !/[,;|•·\t]/.test(described[2]!)) {
      const skill = described[1]!.trim();
      if (!skills.some((s) => s.toLowerCase() === skill.toLowerCase())) skills.push(skill);
      continue;
    }
    // ('Warehousing⇥BigQuery, dbt, Snowflake': a table's row, its group's name in the first cell
    // and the group's list beside it; the name is no skill.)
    // (In a table whose every row is labelled so, a label that names a skill, 'Nursing', is one too.)
    const rowLabel = TAB_LABEL_RE.exec(text);
    const labelledText =
      rowLabel && (labelledRows || !isKnownSkill(rowLabel[1]!.trim())) ? text.slice(rowLabel[0].length) : text;
    const firstLabel = CATEGORY_LABEL_RE.exec(labelledText)?.[0] ?? '';
    const body = labelledText.slice(firstLabel.length);
    // ('Field: GNSS, Leveling; Office: Civil 3D': each group after the first has its label too.)
    // ('Tattooing – Fine line – Color realism': a dash with spaces round it sets items apart too.)
    // ('P&L management ♦ Shrink reduction': a diamond or a square between items as well.)
    for (const [at, part] of splitOutsideParens(body, /\t|[|;•·♦◆◇▪■]|\s[–—]\s/).entries()) {
      const spaced = CATEGORY_LABEL_SPACED_RE.exec(part)?.[0] ?? '';
      let cell = part.slice(spaced.length);
      // ('Languages SQL, Python, R' as moderncv sets a group beside another: the label, no skill.)
      if (spaced === '' && !(at === 0 && firstLabel)) cell = cell.replace(LANGUAGES_RUN_IN_RE, '');
      // ('Proficient in SAP, Tableau and advanced Excel.': a list written as a sentence; the opening
      // words and a level in lower case before a name are no part of a skill.)
      const lead = SKILLS_LEAD_RE.exec(cell);
      if (lead) cell = cell.slice(lead[0].length).replace(LEVEL_BEFORE_NAME_RE, '');
      const items = splitCommas(cell);
      // ('Excel, QuickBooks and Salesforce': the list's last two names joined by 'and', no comma;
      // 'Familiar with Procore and Bluebeam': a sentence's two names alone as well.)
      const last = items.length >= 2 || lead ? NAMES_PAIR_RE.exec(items.at(-1)!.trim()) : null;
      if (last && !isKnownSkill(items.at(-1)!)) items.splice(-1, 1, last[1]!, last[2]!);
      for (const raw of items) {
        const whole = raw
          .replace(/^(and|&)\s+/i, '')
          .replace(/\.$/, '')
          .trim();
        // ('Staircases⇥●●●●○': a rating drawn in dots is no skill.)
        if (whole === '' || whole.length > 60 || SKILL_LEVEL_RE.test(whole) || DATE_ONLY_RE.test(whole)) continue;
        if (!/[\p{L}\p{N}]/u.test(whole)) continue;
        // ('Medical Device Design · 23', as LinkedIn's export prints a skill and its endorsements:
        // a bare count is no skill.)
        if (/^\d{1,3}\+?$/.test(whole)) continue;
        // (Two names and where they were used: the names are the skills.)
        const inUse = words(whole) >= 5 ? NAMES_IN_USE_RE.exec(whole) : null;
        const pair = inUse ? NAMES_PAIR_RE.exec(inUse[1]!) : null;
        const named = pair ? [pair[1]!, pair[2]!] : expandSkillItem(whole);
        // (In a list the writer set apart with commas, a known name followed by a word in lower case
        // is one item: 'HIPAA compliance', though 'HIPAA' and 'compliance' are both known; a run of
        // chips with no separator, or two items a wrapped line joined ('Budgeting Data Analysis'),
        // is split.)
        const pieces = (item: string) => {
          const split = segmentKnownSkills(item);
          return items.length >= 2 && split.slice(1).some((piece) => /^\p{Ll}/u.test(piece)) ? [item] : split;
        };
        for (const item of named.flatMap(pieces))
          if (!skills.some((s) => s.toLowerCase() === item.toLowerCase())) skills.push(item);
      }
    }
  }
  return skills;
}

function parseListSection(lines: string[]): string[] {
  return logicalLines(lines, 'list')
    .map((l) => l.text.replace(/\t/g, ' — '))
    .filter((t) => t !== '' && !DATE_ONLY_RE.test(t));
}

function parseProjects(lines: string[]): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  let openEnded = false;
  for (const logical of logicalLines(lines)) {
    const { bullet } = logical;
    let { text } = logical;
    if (text === '') continue;
    if (openEnded) {
      text = text.replace(ONGOING_START_RE, '').trim();
      openEnded = false;
    }
    const range = isDatedHeader(text) ? findDateRange(text) : null;
    if (range && range.start && !range.end) openEnded = true;
    const name = (range ? text.replace(range.raw, ' ') : text)
      .replace(/\s{2,}/g, ' ')
      .replace(/\t/g, ' ')
      .trim();
    const titleLike = !bullet && name.split(/\s+/).length <= 10 && !/[.!?]$/.test(name);
    const last = projects[projects.length - 1];
    if (titleLike && (range || !last || last.description.length > 0)) {
      projects.push({ name: name.replace(/^[-–—:\s]+|(?<![-–—:\s])[-–—:\s]+$/g, ''), description: [] });
    } else if (last) {
      last.description.push(...(bullet ? [text] : splitSentences(text)));
    } else {
      projects.push({ name: name.slice(0, 80), description: [] });
    }
  }
  return projects.filter((p) => p.name !== '');
}

/**
 * A role's header where no section has begun ('Lead Forklift Operator · FedEx Ground · 2019 –
 * Present' under the contact lines): a dated line naming a title, bullets right under it.
 */
function opensUnheadedRole(lines: string[], index: number): boolean {
  const line = lines[index]!.trim();
  if (line === '' || isBullet(line) || !isDatedHeader(line) || !hasTitleWord(line) || findEmail(line)) return false;
  // ('Experience⇥Sous Chef, Uchi, Austin, TX.⇥2021–Present': a heading in the left margin opens its section.)
  const margin = MARGIN_HEADING_RE.exec(line);
  if (margin && classifyHeading(margin[1]!) !== null) return false;
  const range = findDateRange(line)!;
  if (headerParts(line.replace(range.raw, ' ')).length < 2) return false;
  // Bullets below it, marked or not (a list's markers may not reach the PDF's text): sentences.
  const next = lines
    .slice(index + 1)
    .find((candidate) => candidate.trim() !== '')
    ?.trim();
  return next !== undefined && !isDatedHeader(next) && opensRoleText(next);
}

/**
 * What follows a role's header: bullets, or sentences (one that ends on its line, or one the page
 * wrapped, longer than any header line: 'Discharge planning for the trauma and burn units, about
 * 18 patients a day. Coordinate').
 */
function opensRoleText(next: string): boolean {
  return (
    isBullet(next) ||
    (/[.!?]$/.test(next) && next.split(/\s+/).length >= 5) ||
    (/^\p{Lu}/u.test(next) && !next.includes('\t') && next.split(/\s+/).length > 12)
  );
}

/**
 * A role's header set on several lines where no section has begun ('Store Manager' / 'Walgreens,
 * Tampa, FL' / 'Mar 2021 – Present', or the dates first), under the contact lines or a profile:
 * a few short lines, one naming a title and one the dates, none a degree, then bullets or
 * sentences.
 */
function opensUnheadedRoleBlock(lines: string[], index: number): boolean {
  const headerLine = (text: string) =>
    text !== '' &&
    !isBullet(text) &&
    text.split(/\s+/).length <= 12 &&
    !/[.!?:;,]$/.test(text) &&
    !findEmail(text) &&
    !/\d{3}\D{0,2}\d{3}\D?\d{4}|https?:|www\.|\.com\b/i.test(text) &&
    !DEGREE_RE.test(text);
  const first = lines[index]!.trim();
  // ('Work⇥Senior Financial Analyst⇥2019 – Present': a heading in the left margin opens its section.)
  const margin = MARGIN_HEADING_RE.exec(first);
  if (margin && classifyHeading(margin[1]!) !== null) return false;
  if (
    !headerLine(first) ||
    classifyHeading(first) !== null ||
    !(hasTitleWord(first) || looksLikeProperName(first.split('\t')[0]!) || DATE_ONLY_RE.test(first))
  )
    return false;
  const block: string[] = [];
  let j = index;
  for (; j < lines.length && block.length < 4; j += 1) {
    const text = lines[j]!.trim();
    if (text === '') continue;
    if (!headerLine(text) || classifyHeading(text) !== null) break;
    block.push(text);
  }
  // ('Field Research' over 'Wildlife Ecologist, U.S. Fish and Wildlife Service⇥2019–present': a
  // whole role's header on one line below opens the role itself; the line above is not part of it.)
  const wholeHeader = (text: string) =>
    isDatedHeader(text) && hasTitleWord(text) && headerParts(text.replace(findDateRange(text)!.raw, ' ')).length >= 2;
  if (block.slice(1).some(wholeHeader)) return false;
  // ('Teaching' over 'Aug 2019 – now' / 'Fourth Grade Teacher' / 'Mosby Woods Elementary School': a
  // word naming the work above a whole header of dates, title and employer labels the roles under
  // it; the role opens on the dates, its employer the name under the title.)
  if (
    block.length === 4 &&
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !hasTitleWord(first) &&
    DATE_ONLY_RE.test(block[1]!) &&
    hasTitleWord(block[2]!) &&
    !hasTitleWord(block[3]!) &&
    looksLikeProperName(headerParts(block[3]!)[0]!) &&
    // (not 'Tampa, FL': a town under the title is the role's place.)
    !(LOCATION_RE.test(block[3]!) && TOWN_LINE_RE.test(headerParts(block[3]!)[0]!))
  )
    return false;
  const dated = block.some((text) => DATE_ONLY_RE.test(text) || isDatedHeader(text));
  // ('Landscape Foreman' over 'Green Pastures Landscaping, Raleigh, NC', with no dates at all: a
  // short title line over an employer's name, and nothing else, heads a role too.)
  const undated =
    block.length === 2 &&
    block[0]!.split(/\s+/).length <= 6 &&
    hasTitleWord(block[0]!) &&
    !block[0]!.includes('\t') &&
    !hasTitleWord(block[1]!) &&
    !findDateRange(block[1]!) &&
    looksLikeProperName(headerParts(block[1]!)[0]!) &&
    !INSTITUTION_RE.test(block[1]!);
  if (block.length < 2 || !block.some(hasTitleWord) || !(dated || undated)) return false;
  const next = lines
    .slice(j)
    .find((candidate) => candidate.trim() !== '')
    ?.trim();
  return next !== undefined && opensRoleText(next);
}

/**
 * Structure from plain text. Works on what the extractors produce (tab = a wide gap on the
 * line) and on text a user pasted, which is what the optimize and rescore calls send.
 */
const bareAddress = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/, '')
    .replace(/\/+$/, '');
const sameAddress = (a: string, b: string) => bareAddress(a) === bareAddress(b);

/** 'Skills. Salesforce, Negotiation.', 'Education: Arizona State University, …': a heading run into its first line. */
const RUN_IN_HEADING_RE = /^([A-Z][A-Za-z&' ]{3,30}?)[.:]\s+(?=\S)(.+)$/;
const RUN_IN_KINDS = new Set(['education', 'skills', 'interests', 'languages', 'certifications', 'awards']);
/** 'Medline Industries — Territory Manager (2020–present). Grew the territory …': a role's header run into its sentences. */
const RUN_IN_ROLE_RE = new RegExp(
  `^([^.!?\\t]{3,90}?\\(\\s*${RANGE_RE.source}\\s*\\))[.:]?\\s+(?=[\\p{Lu}\\d])(.+)$`,
  'iu',
);

/** A line split where a heading or a role's header runs into it; three lines when the next line was taken in. */
function splitRunIn(line: string, next: string | undefined): string[] {
  const trimmed = line.trim();
  if (!/[.:]/.test(trimmed) || isBullet(trimmed)) return [line];
  const heading = RUN_IN_HEADING_RE.exec(trimmed);
  if (heading) {
    const kind = classifyHeading(heading[1]!);
    // (A list follows it; 'Skills: marathons', one word under a theme's 'Interests', is a label; so is
    // 'Languages: Spanish, English' in a list of skill groups: after a colon only 'Education' and
    // 'Skills' are headings.)
    const colon = trimmed.charAt(heading[1]!.length) === ':';
    if (
      kind &&
      RUN_IN_KINDS.has(kind) &&
      heading[2]!.includes(',') &&
      // ('Systems: SAP, BlackLine', 'Software: …' are groups' labels: after a colon a skills heading
      // says 'skills' or a word of the standard names.)
      (!colon ||
        kind === 'education' ||
        (kind === 'skills' && /skill|competenc|expertise|proficienc/i.test(heading[1]!))) &&
      // ('Developer Tools: Git, Docker' is a group's label, though 'Estimating Tools' alone is a heading.)
      !(colon && namesSkillsByLastWordOnly(heading[1]!))
    )
      return [heading[1]!, heading[2]!];
  }
  const role = trimmed.includes('(') && /\d/.test(trimmed) ? RUN_IN_ROLE_RE.exec(trimmed) : null;
  if (role && headerParts(role[1]!.replace(findDateRange(role[1]!)!.raw, ' ')).length >= 2) {
    // (Its first sentence may wrap onto the next line; the sentence reads whole, as a role's text.)
    const sentence = role.at(-1)!;
    const wraps = next !== undefined && !/[.!?]$/.test(sentence) && /^\p{Ll}|^\d/u.test(next.trim());
    return wraps ? [role[1]!, `${sentence} ${next!.trim()}`, ''] : [role[1]!, sentence];
    // (The third, empty line marks that the next line was taken in.)
  }
  return [line];
}

/** A spacing accent and the combining mark it stands for. */
const ACCENT_MARKS: Record<string, string> = {
  '`': '\u0300',
  '´': '\u0301',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
};

/**
 * The type's cues of the document being read (a PDF's fonts, a DOCX's runs), or null (plain text,
 * or a document set one way throughout): set for one synchronous reading by parseResumeText().
 */
let typeCues: TypeCueIndex | null = null;
/** The capitalised words of the page's contact lines ('Manchester' of 'Manchester M4 • …'): set with typeCues. */
let contactWords: ReadonlySet<string> = new Set();
/** How the page sets the places under its roles' headers, once a section has told ('' in plain text). */
let placeLinesSet: Emphasis | null = null;

export function parseResumeText(input: string, options: ParseTextOptions = {}): ParsedResume {
  typeCues = options.typeCues && options.typeCues.length > 0 ? new TypeCueIndex(options.typeCues) : null;
  try {
    return readResumeText(input, options);
  } finally {
    typeCues = null;
    contactWords = new Set();
    placeLinesSet = null;
  }
}

function readResumeText(input: string, options: ParseTextOptions): ParsedResume {
  const plain = input.replace(/\r\n?/g, '\n').split('\u0000').join('');
  // ('Hospitali`ere': LaTeX's older font encoding draws an accent apart from its letter, and the
  // text comes out with the accent before it; set together again, 'Hospitalière'. Looked for only
  // in a text holding one of those accents.)
  const text = (
    /[`´¨ˆ˜]/.test(plain)
      ? plain.replace(/(?<=\p{L})([`´¨ˆ˜])([aeiouyncAEIOUYNC])/gu, (_, accent: string, letter: string) =>
          `${letter}${ACCENT_MARKS[accent]!}`.normalize('NFC'),
        )
      : plain
  ).trim();
  const printed = text.split('\n').map((l) => l.replace(/[ \u00a0]+/g, ' ').trimEnd());
  const lines: string[] = [];
  for (let i = 0; i < printed.length; i++) {
    const split = splitRunIn(printed[i]!, printed[i + 1]);
    lines.push(...split);
    // (A line a run-in role's sentence took in is not read again.)
    if (split.length === 3) i += 1;
  }

  // ('BASHIR': a one-word name in capitals, the largest line on the page, reads like a heading.)
  const capitalised = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();
  const hint = options.nameHint ? withoutSectionLabel(options.nameHint) : null;
  let nameHint =
    hint &&
    (looksLikeName(hint) ||
      looksLikeOneWordName(hint) ||
      (/^\p{Lu}{3,}$/u.test(hint.trim()) && looksLikeOneWordName(capitalised(hint.trim()))))
      ? hint
      : null;
  let nameLine = -1;
  if (nameHint) nameLine = lines.findIndex((l) => l.trim() === nameHint);
  const nameFromHint = nameLine >= 0;
  if (nameLine < 0) {
    nameLine = lines
      .slice(0, 12)
      .findIndex((l) => splitCells(l).some((c) => looksLikeName(c)) && classifyHeading(l) !== 'contact');
    if (nameLine >= 0 && !nameHint) nameHint = splitCells(lines[nameLine]!).find((c) => looksLikeName(c)) ?? null;
  }

  const sections: Section[] = [];
  const header: string[] = [];
  /** Roles listed with no heading above them (after the contact lines or a profile): read as experience, not listed as a section. */
  const unheaded: Section[] = [];
  let current: Section | null = null;
  /** Two sections set side by side in a table ('EDUCATION⇥SKILLS'): each row's first cell is the first's, the rest the second's. */
  let sideBySide: [Section, Section] | null = null;
  /** Sections opened by a heading in the left margin, on the first line of their content. */
  let marginHeadings = 0;
  /** A running header or footer repeating the name with a link or an address ('Nadia Okafor · linkedin.com/in/…'). */
  const running: string[] = [];
  const bareName = nameHint ? withoutCredentials(nameHint) : null;
  // The types the page sets its known headings in, bigger than the body ('About me', 'Training'
  // bold and bigger; a sidebar's may be set another way): each shared by two of them at least.
  const headingTypes = new Set<Emphasis>();
  if (typeCues) {
    const count = new Map<Emphasis, number>();
    lines.forEach((line, i) => {
      const kind = i === nameLine || line.includes('\t') ? null : classifyHeading(line);
      if (kind === null || kind === 'other') return;
      const emphasis = typeCues!.emphasisOf(line.trim());
      if (emphasis?.includes('g')) count.set(emphasis, (count.get(emphasis) ?? 0) + 1);
    });
    for (const [emphasis, n] of count) if (n >= 2) headingTypes.add(emphasis);
  }
  lines.forEach((line, i) => {
    if (
      current !== null &&
      i !== nameLine &&
      bareName !== null &&
      bareName.includes(' ') &&
      line.includes(bareName) &&
      (findEmail(line) !== null || findLinks(line).length > 0)
    ) {
      running.push(line);
      return;
    }
    // A sidebar read before the main column ('Contact', 'Skills', 'Interests', then the name in its
    // large type): the name begins the page's own header, so what follows it (a profile, roles with
    // no heading above them) is not the sidebar's last section.
    if (i === nameLine && nameFromHint && current !== null) {
      current = null;
      header.push(line);
      return;
    }
    const cells = line.split('\t').map((cell) => cell.trim());
    const headings = cells.length === 2 && i !== nameLine ? cells.map((cell) => classifyHeading(cell)) : [];
    if (headings.length === 2 && headings.every((kind) => kind !== null && kind !== 'other' && kind !== 'contact')) {
      const pair: [Section, Section] = [
        { heading: cells[0]!, kind: headings[0]!, lines: [] },
        { heading: cells[1]!, kind: headings[1]!, lines: [] },
      ];
      sections.push(...pair);
      sideBySide = pair;
      current = pair[1];
      return;
    }
    if (sideBySide && line.trim() !== '' && classifyHeading(line) === null) {
      // A row of both cells; a line with no gap is the longer cell's, the second, once the first has ended.
      if (line.includes('\t')) {
        sideBySide[0].lines.push(cells[0]!);
        sideBySide[1].lines.push(cells.slice(1).join('\t'));
      } else sideBySide[1].lines.push(line);
      return;
    }
    sideBySide = null;
    // 'Kitchens' over a chef's roles, 'Teaching': a heading in the writer's own word, alone between
    // blank lines and set in a type the page's known headings share (bigger than the body), with a
    // dated line within three lines under it, opens a section of roles.
    const ownHeading =
      headingTypes.size > 0 &&
      i !== nameLine &&
      lines[i - 1]?.trim() === '' &&
      lines[i + 1]?.trim() === '' &&
      /^\p{Lu}[\p{L}&' ]{2,30}$/u.test(line.trim()) &&
      line.trim().split(/\s+/).length <= 3 &&
      !hasTitleWord(line) &&
      classifyHeading(line) === null &&
      i > nameLine &&
      current?.kind !== 'skills' &&
      lines
        .slice(i + 1)
        .filter((next) => next.trim() !== '')
        .slice(0, 3)
        .some((next) => findDateRange(next) !== null) &&
      headingTypes.has(typeCues!.emphasisOf(line.trim()) ?? '');
    if (
      i > nameLine &&
      !ownHeading &&
      (current === null || current.kind === 'summary') &&
      (opensUnheadedRole(lines, i) || opensUnheadedRoleBlock(lines, i))
    ) {
      current = { heading: '', kind: 'experience', lines: [line] };
      unheaded.push(current);
      return;
    }
    let kind = i === nameLine ? null : classifyHeading(line);
    if (ownHeading) kind = 'experience';
    // 'PFMEA' or 'SQL' alone on a line in a skills list is a skill set in capitals, not a new section.
    if (kind === 'other' && current?.kind === 'skills' && isKnownSkill(line.trim())) kind = null;
    // 'Languages' set like the sub-headings of the skills section it stands in ('Manufacturing',
    // 'Software' in bold over their lists), not like the section's heading nor the page's headings:
    // a group of skills, as its sibling sub-headings open, not a section of spoken languages apart.
    // (So too a group's own word, 'EMBEDDED' between 'LANGUAGES' and 'TOOLS', that names no section
    // the reader knows: set like its siblings, it opens the next group of skills.)
    if (
      (kind === 'languages' || kind === 'other') &&
      current?.kind === 'skills' &&
      current === sections.at(-1) &&
      setLikeItsSubHeadings(sections, line, headingTypes)
    )
      kind = 'skills';
    // 'STORE MANAGER' over 'Walgreens' and the dates, in an experience section: a title set in
    // capitals heads a role, not a section.
    // (So too an employer in capitals, 'WALGREENS', over a title and the dates.)
    if (kind === 'other' && current?.kind === 'experience') {
      const below = lines
        .slice(i + 1)
        .filter((next) => next.trim() !== '')
        .slice(0, 2);
      const dated = below.some(
        (next) => !isBullet(next.trim()) && findDateRange(next) !== null && isDatedHeader(next.trim()),
      );
      if (
        dated &&
        (hasTitleWord(line) ||
          (below[0] !== undefined &&
            !isBullet(below[0].trim()) &&
            hasTitleWord(below[0]) &&
            below[0].trim().split(/\s+/).length <= 8))
      )
        kind = null;
      // ('Apprentice Electrician⇥Sep ’10 – Aug ’14' over 'CARDIFF COUNCIL': an employer in capitals,
      // as small capitals print, right under its title's dated line, is the role's, not a section.)
      const above = lines
        .slice(0, i)
        .filter((previous) => previous.trim() !== '')
        .at(-1)
        ?.trim();
      if (
        above !== undefined &&
        !isBullet(above) &&
        isDatedHeader(above) &&
        findDateRange(above) !== null &&
        hasTitleWord(above) &&
        line.trim().split(/\s+/).length <= 6
      )
        kind = null;
    }
    // ('Key achievements:' over a role's bullets, under 'Key responsibilities:', in a career
    // history: a label inside the role, its colon asking for what follows, not the page's
    // achievements section. A section's name is set without one when it stands in a role's place.)
    if (
      kind === 'awards' &&
      current?.kind === 'experience' &&
      /:\s*$/.test(line) &&
      current.lines.some((previous) => findDateRange(previous) !== null)
    )
      kind = null;
    // A field of study named like the section ('Education' under a school in Education) is a line
    // of it, not the section starting again.
    // (Inside Skills a heading word names a group, 'Technical Expertise', and still opens one.)
    if (kind === 'education' && current?.kind === 'education' && current.lines.some((l) => l.trim() !== ''))
      kind = null;
    // 'ANNA UNIVERSITY' over 'B.E. ELECTRONICS AND' / 'COMMUNICATION' in an education section set
    // in capitals (small capitals, as a Deedy-like page prints them): a school, a degree and the
    // words a narrow column wraps are lines of the section, though they read like headings.
    if (kind === 'other' && current?.kind === 'education' && !/\p{Ll}/u.test(line)) {
      const previous =
        current.lines
          .filter((l) => l.trim() !== '')
          .at(-1)
          ?.trim() ?? '';
      if (
        DEGREE_CAPITALS_RE.test(line) ||
        INSTITUTION_CAPITALS_RE.test(line) ||
        (/(?:\b(?:AND|OF|IN|FOR)|[&,])$/.test(previous) && !/\p{Ll}/u.test(previous))
      )
        kind = null;
    }
    // ('Hand Tools' in a skills list is an item, though 'Estimating Tools' opens one, and so does
    // 'TRADE KNOWLEDGE' set in capitals after it.)
    if (kind === 'skills' && current?.kind === 'skills' && namesSkillsByLastWordOnly(line) && /\p{Ll}/u.test(line))
      kind = null;
    // ('Demand Forecasting' over 'SAP APO' over 'Inventory Optimization' in LinkedIn's Top Skills: a
    // line in capitals under a skills list's items, no heading's name, opening with a skill's
    // name, is an item, not a section of its own.)
    if (
      kind === 'other' &&
      current?.kind === 'skills' &&
      current.lines.some((l) => l.trim() !== '') &&
      !/\p{Ll}/u.test(line) &&
      !opensKnownHeading(line) &&
      // ('US GAAP' last in LinkedIn's 'Top Skills': a skill the engine knows, its region before it.)
      (isKnownSkill(line.trim().split(/\s+/)[0]!) ||
        (line.trim().split(/\s+/).length <= 3 && isKnownSkill(line.trim().split(/\s+/).at(-1)!)))
    )
      kind = null;
    // '…, Epic charting, Patient' over 'education': a list's last item wrapped, in lower case, is
    // not a heading however it reads.
    const above = current?.lines.at(-1)?.trim() ?? '';
    if (kind && /^\p{Ll}/u.test(line.trim()) && above.includes(',') && /[\p{L}\p{N})]$/u.test(above)) kind = null;
    if (kind) {
      current = { heading: line.trim().replace(/:$/, ''), kind, lines: [] };
      sections.push(current);
      return;
    }
    // A heading in the left margin shares its baseline with the section's first line
    // ('Work⇥Senior Financial Analyst⇥2019 – Present'): the heading, then the rest as its first line.
    const margin = i === nameLine ? null : MARGIN_HEADING_RE.exec(line);
    let marginKind = margin ? classifyHeading(margin[1]!) : null;
    // 'Systems:⇥SAP, BlackLine' under 'Accounting:⇥US GAAP, ASC 842' in a skills section: a label
    // with its colon after another labelled line is a group of the same list, not a new section.
    if (margin && marginKind && current?.kind === 'skills' && /:\s*$/.test(margin[1]!)) {
      const previous = current.lines.findLast((l) => l.trim() !== '');
      if (previous !== undefined && /^[^\t:]{2,30}:\s*\t\S/.test(previous.trim())) marginKind = null;
    }
    // 'Technical proficiencies' over 'Languages⇥Python, SQL' and 'Warehousing⇥BigQuery, dbt': a
    // skills heading with nothing under it yet, then labelled rows, is a table of skill groups (the
    // first row's label is a group's name, not a section of its own).
    if (
      margin &&
      marginKind &&
      current?.kind === 'skills' &&
      current.lines.every((l) => l.trim() === '') &&
      margin[2]!.includes(',')
    ) {
      const after = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (after !== undefined && MARGIN_HEADING_RE.test(after.trim()) && classifyHeading(after.trim()) === null)
        marginKind = null;
    }
    // 'RESEARCH⇥Graduate Research Assistant, …⇥Sep 2021 – Present' on a page whose sections are
    // headed in the left margin ('EDUCATION⇥University of Waterloo, …'): a heading in capitals of
    // the writer's own words opens a section too (of kind 'other').
    const ownMarginHeading =
      margin !== null &&
      marginKind === 'other' &&
      marginHeadings > 0 &&
      /^\p{Lu}[\p{Lu} &/]+$/u.test(margin[1]!.trim()) &&
      !isKnownSkill(margin[1]!.trim());
    if (margin && marginKind && (marginKind !== 'other' || ownMarginHeading)) {
      marginHeadings += 1;
      current = { heading: margin[1]!.trim().replace(/:$/, ''), kind: marginKind, lines: [margin[2]!] };
      sections.push(current);
    } else if (
      current &&
      (isGroupNameLine(line.trim()) || opensSkillRun(lines, i)) &&
      ((current.kind === 'contact' && current.lines.some((l) => l.trim() !== '')) ||
        (current.kind === 'summary' && findEmail(current.lines.join('\n'))))
    ) {
      // A sidebar that lists contact details and then skill groups under their names alone
      // ('HR', then 'Employee Relations', 'Recruiting'): the skills start at the first group name.
      current = { heading: line.trim(), kind: 'skills', lines: [] };
      sections.push(current);
    } else if (current) current.lines.push(line);
    else header.push(line);
  });
  // 'About' over an address, an email and a phone is the contact details, not a summary.
  for (const section of sections)
    if (section.kind === 'summary' && findEmail(section.lines.join('\n'))) section.kind = 'contact';

  // 'Languages' listing Go, Python and SQL (a group of the skills, or a sidebar's skills under
  // their first group's name) is not the languages someone speaks: it is read as skills when most
  // of its items are skills the engine knows.
  sections.forEach((section) => {
    if (section.kind !== 'languages') return;
    const items = parseSkills(section.lines);
    if (items.length > 0 && items.filter(isKnownSkill).length >= items.length / 2) section.kind = 'skills';
  });

  // A heading of the writer's own ('TEACHING', 'FIELD WORK') over dated roles, with no experience
  // section on the page: the roles are read as the experience, and the section stays 'other', so
  // the score still asks for a heading ATS know.
  const rolesUnderOwnHeading: ExperienceEntry[] = [];
  if (!sections.some((section) => section.kind === 'experience')) {
    const read = sections
      .filter((section) => section.kind === 'other')
      .map((section) => ({
        section,
        roles: parseExperience(section.lines),
      }));
    const titled = (roles: ExperienceEntry[]) =>
      roles.filter((role) => (role.startDate || role.endDate) && role.title && hasTitleWord(role.title)).length;
    // ('RESEARCH' and 'TEACHING' with two roles each, then 'INDUSTRY' with one: once the page
    // shows its roles under headings of its own, one dated role under another such heading is one too.)
    const manyUnderOwn = read.some(({ roles }) => titled(roles) >= 2);
    for (const { roles } of read)
      if (titled(roles) >= 2 || (manyUnderOwn && roles.length === 1 && titled(roles) === 1))
        rolesUnderOwnHeading.push(...roles);
  }

  // 'Training' over 'Certificate in Turfgrass Management, Wake Technical Community College', with no
  // education section on the page: a section whose lines name degrees at schools is read for the
  // schools too (it stays what its heading says).
  // ('Qualifications', read as a summary, over 'BTEC Level 3 Extended Diploma in Engineering' and
  // 'Barnsley College': the same, a section of schools under a heading of sentences.)
  // ('Training and certifications' over 'Data Analytics Bootcamp, Flatiron School' beside an
  // 'Academic background': a section named for training whose lines name awards at schools is read
  // for them too, though the page has an education section.)
  const hasEducation = sections.some((section) => section.kind === 'education');
  const schoolsUnderOtherHeading = sections.filter((section) => {
    // ('Courses' beside an education section: 'Data Engineering on Google Cloud - Coursera (2020)',
    // a course at the school or provider that gave it, as 'Training' holds them.)
    if (hasEducation && !(section.kind === 'certifications' && /\b(?:training|courses)\b/i.test(section.heading)))
      return false;
    if (section.kind !== 'certifications' && section.kind !== 'other' && section.kind !== 'summary') return false;
    // (A dates line between the school and its award, 'Technikum Gastronomiczne, Kraków' over
    // '2006 – 2009' over 'Technik Żywienia', is neither: the two stay neighbours.)
    const named = section.lines.map((line) => line.trim()).filter((line) => line !== '' && !DATE_ONLY_RE.test(line));
    // (The school on the degree's line, or on the line under it: 'Associate of Culinary Arts' over
    // 'Pennsylvania Institute of Culinary Arts, 2017'.)
    const covered = new Set<number>();
    named.forEach((line, at) => {
      // ('Apache Kafka Series - Udemy (2019)': a course, then its school set apart after it.)
      if (
        headerParts(line)
          .slice(1)
          .some((part) => INSTITUTION_RE.test(part) && part.split(/\s+/).length <= 6)
      )
        covered.add(at);
      if (!EDUCATION_DEGREE_RE.test(line)) return;
      if (INSTITUTION_RE.test(line)) covered.add(at);
      // ('Fife College, Rosyth' over 'SVQ Level 3 Wood Occupations': the school first, the degree under it.)
      else if (at > 0 && INSTITUTION_RE.test(named[at - 1]!) && !EDUCATION_DEGREE_RE.test(named[at - 1]!))
        covered.add(at - 1).add(at);
      else if (
        at + 1 < named.length &&
        INSTITUTION_RE.test(named[at + 1]!) &&
        !EDUCATION_DEGREE_RE.test(named[at + 1]!)
      )
        covered.add(at).add(at + 1);
    });
    return covered.size > 0 && covered.size * 2 >= named.length;
  });

  // Contact details can sit in a sidebar section ("PROFILES") or anywhere before the first real section.
  const contactLines = [...header, ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines)];
  const capsName = nameHint !== null && /^\p{Lu}{3,}$/u.test(nameHint.trim()) && !looksLikeOneWordName(nameHint);
  contactWords = new Set(
    [...header, ...sections.filter((section) => section.kind === 'contact').flatMap((section) => section.lines)]
      .join(' ')
      .match(/\p{Lu}\p{Ll}{2,}/gu) ?? [],
  );
  const contact = extractContact(
    [...(contactLines.length > 0 ? contactLines : lines.slice(0, 8)), ...running],
    text,
    capsName ? capitalised(nameHint!.trim()) : nameHint,
  );
  for (const hint of options.linkHints ?? [])
    if (!contact.links.some((link) => sameAddress(link, hint))) contact.links.push(hint);

  let headline: string | null = null;
  const afterName = nameLine >= 0 ? lines.slice(nameLine, nameLine + 6) : header.slice(0, 6);
  for (const line of afterName) {
    const cell = splitCells(line).find((c) => hasTitleWord(c) && c.split(/\s+/).length <= 10 && !/@|\d{3}/.test(c));
    if (cell && cell !== contact.fullName) {
      headline = cell;
      break;
    }
  }

  const of = (kind: Section['kind']) => sections.filter((s) => s.kind === kind);
  const summaryLines = of('summary').flatMap((s) => s.lines);
  const summary =
    summaryLines.length > 0
      ? logicalLines(summaryLines)
          .map((l) => l.text)
          .filter(Boolean)
          .join(' ') || null
      : null;

  return {
    text,
    kind: options.kind ?? 'txt',
    pages: options.pages ?? Math.max(1, Math.ceil(lines.length / 55)),
    layout: options.layout ?? { columns: 1, issues: [] },
    contact,
    headline,
    summary,
    sections,
    experience: [
      ...[...unheaded, ...of('experience')].flatMap((s) => parseExperience(s.lines)),
      ...rolesUnderOwnHeading,
    ],
    education: [...of('education'), ...schoolsUnderOtherHeading].flatMap((s) => parseEducation(s.lines)),
    skills: of('skills').flatMap((s) => parseSkills(s.lines)),
    certifications: of('certifications').flatMap((s) => parseListSection(s.lines)),
    projects: of('projects').flatMap((s) => parseProjects(s.lines)),
  };
}
