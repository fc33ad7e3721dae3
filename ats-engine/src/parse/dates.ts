const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter)';
// ('Q2 2021 – Q4 2023': a quarter of a year, as planners and finance people date their work.)
const QUARTER = 'Q[1-4]';
// ("Mar '19", 'Mar ’19': a year of two digits after an apostrophe, straight or curly.)
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d|['’‘]\\d{2})";
// ('heute', German's 'now', as German pages end a running range, in an English page too.)
const ONGOING = '(?:Present|Current|Now|Today|Ongoing|Heute)';
/**
 * A range's end for a role still held: 'Present', or 'to date' after the dash ('April 2019 – to date'),
 * or 'to' as the range's own dash ('January 2020 to date'), or 'until now' ('2020 – until now').
 */
const ONGOING_END = `(?:${ONGOING}|(?:(?:to|till|until)\\s+)?date\\b|(?:to|till|until)\\s+now\\b|bis\\s+heute\\b)`;
// 'Jun 01, 2020' and '2021-01-01' (a day, as some builders print) read as their month.
// ('2019.03', '2019/03': the year, then the month.)
export const DATE = `(?:${MONTH}\\s+(?:0?[1-9]|[12]\\d|3[01]),?\\s*${YEAR}|(?:${MONTH}|${SEASON}|${QUARTER})\\s*,?\\s*${YEAR}|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d{2}|(?:19|20)\\d{2}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\\d|3[01]))?(?!\\d)|(?:19|20)\\d{2}[./](?:0[1-9]|1[0-2])(?![\\d./])|${YEAR})`;
// ('04/2022 → now': an arrow between a range's ends, as resume builders draw it, is its dash.)
const DASH = '\\s*(?:[-–—‒→⟶]|to|until|through)\\s*';

/** 'Month/YY' ('5/19 – 8/21'), read only as a range's ends, never alone (it could be a day or a fraction). */
const SHORT_NUMERIC = '(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])';
// ('2023 – expected 2027': a course still under way, its expected end read as the end.)
// ('From March 2020 to date', 'From June 2015 to February 2020': a range opened by 'From' at
// the line's start or after a gap, the word part of the range, never an employer or a title.)
const FROM = '(?:(?:^|(?<=\\t))\\s*from\\s+)?';
export const RANGE_RE = new RegExp(
  `${FROM}(${DATE}|(?<![\\d/])${SHORT_NUMERIC})${DASH}(?:expected\\s+)?(${DATE}|(?<![\\d/])${SHORT_NUMERIC}|${ONGOING_END})`,
  'i',
);
/** "2017 –" at the end of a line, its end date wrapped onto the next line (moderncv). */
export const OPEN_RANGE_RE = new RegExp(`(${DATE})${DASH}$`, 'i');
/** "2017 – Product Manager, Google": a start date whose end sits on the next line (moderncv's date margin). */
const OPEN_START_RE = new RegExp(`^(${DATE})${DASH}(?!\\s*(?:${DATE}|${ONGOING}|\\d))(?=\\S)`, 'i');
// ('Expected May 2027': a course's expected end, the word read with its date; so too 'Class of
// 2011', the year a school's class graduated.)
export const SINGLE_DATE_RE = new RegExp(`(?<![\\w/])(?:(?:expected:?|class\\s+of)\\s+)?(${DATE})(?![\\w/])`, 'i');
export const ONGOING_START_RE = new RegExp(`^(${ONGOING}|${DATE})\\b\\s*`, 'i');
/** 'Jan – May 2016', 'June–August 2019': two months of one year, the year written once, after the end. */
const SHARED_YEAR = `(${MONTH})\\s*[-–—‒]\\s*(${MONTH})\\s*,?\\s*((?:19|20)\\d{2})`;
const SHARED_YEAR_RE = new RegExp(`(?<![\\w/])${SHARED_YEAR}(?![\\w/])`, 'i');
/**
 * 'Summer 2016 and Summer 2017', 'Summer 2015, Summer 2016 & Summer 2018': seasons worked apart,
 * joined by 'and', read as one span from the first season's first month to the last one's last.
 */
const SEASON_DATE = `${SEASON}\\s*,?\\s*(?:19|20)\\d{2}`;
const JOINED_SEASONS = `(${SEASON_DATE})(?:\\s*,\\s*${SEASON_DATE})*\\s*,?\\s+(?:and|&)\\s+(${SEASON_DATE})`;
const JOINED_SEASONS_RE = new RegExp(`(?<![\\w/])${JOINED_SEASONS}(?![\\w/])`, 'i');
/** 'Summers 2012 & 2013', 'Summers 2019, 2020 and 2021': one season in several years, read as one span. */
const PLURAL_SEASONS = `(spring|summer|fall|autumn|winter)s\\s+((?:19|20)\\d{2})(?:\\s*,\\s*(?:19|20)\\d{2})*\\s*,?\\s+(?:and|&)\\s+((?:19|20)\\d{2})`;
const PLURAL_SEASONS_RE = new RegExp(`(?<![\\w/])${PLURAL_SEASONS}(?![\\w/])`, 'i');
export const DATE_ONLY_RE = new RegExp(
  `^\\s*(?:${SHARED_YEAR}|${JOINED_SEASONS}|${PLURAL_SEASONS}|since\\s+${DATE}|${DATE}\\s+onwards?|from\\s+${DATE}${DASH}(?:${DATE}|${ONGOING_END})|(?:${DATE}|${ONGOING})(?:${DASH}(?:${DATE}|${ONGOING_END}))?|${SHORT_NUMERIC}${DASH}(?:${SHORT_NUMERIC}|${ONGOING}))\\s*$`,
  'i',
);

/** A range cut after its end month ('May 2017 – February'), its year wrapped onto the next line. */
const CUT_RANGE_RE = new RegExp(`\\s(${DATE})${DASH}(${MONTH})\\s*$`, 'i');
const WRAPPED_YEAR_RE = /(?:^|\s)((?:19|20)\d{2})\s*$/;
/** A header's line ending with a range's start and dash across a gap; its end, across a gap, on the next line. */
const OPEN_CUT_RE = new RegExp(`\\t(${DATE})${DASH}$`, 'i');
const END_DATE_RE = new RegExp(`(?:^|[\\s|·,])(${DATE})\\s*$`, 'i');
const DASH_END_RE = new RegExp(`^\\s*[-–—]\\s*(${DATE}|${ONGOING})\\s*$`, 'i');
const OPEN_END_RE = new RegExp(`^([^\\t]+)\\t(${DATE}|${ONGOING})\\s*$`, 'i');

/**
 * 'The Palmer House Hilton — Assistant Front Office  May 2017 – February' over 'Manager  2020': a
 * header and its dates both wrapped in a narrow column, joined back into one line
 * ('… Assistant Front Office Manager⇥May 2017 – February 2020'). Null when the lines are not that.
 * (Neither pattern backtracks over the line: each runs in linear time.)
 */
export function joinCutRange(line: string, next: string): string | null {
  // ('Staff Engineer (co-op, 3⇥2018 –' over 'terms)⇥2021': the range cut after its dash.)
  const open = OPEN_CUT_RE.exec(line);
  const end = OPEN_END_RE.exec(next);
  if (open && end) {
    const before = line.slice(0, open.index).trim();
    const rest = end[1]!.trim();
    if (before !== '' && rest !== '' && rest.split(/\s+/).length <= 6 && !/[.!?]$/.test(rest))
      return `${before} ${rest}\t${open[1]} – ${end[2]}`;
  }
  // ('… | 2016' over '– 2018': the range cut before its dash.)
  const start = END_DATE_RE.exec(line);
  const dashEnd = DASH_END_RE.exec(next);
  if (start && dashEnd && !RANGE_RE.test(line)) return `${line.trimEnd()} – ${dashEnd[1]}`;
  const cut = CUT_RANGE_RE.exec(line);
  const wrapped = WRAPPED_YEAR_RE.exec(next);
  if (!cut || !wrapped) return null;
  const before = line.slice(0, cut.index).trim();
  const rest = next.slice(0, wrapped.index).trim();
  if (before === '' || rest.split(/\s+/).length > 6 || /[.!?]$/.test(rest)) return null;
  return `${`${before} ${rest}`.trim()}\t${cut[1]} – ${cut[2]} ${wrapped[1]}`;
}

export interface DateRange {
  start: string | null;
  end: string | null;
  /** Matched text, so callers can remove it from the line. */
  raw: string;
}

/**
 * 'Since 2021', '2021 onwards': a start and no end, the role still held; only where a date stands
 * (a line's start, after a gap or a separator), never inside a sentence ('certified since 2021').
 */
const SINCE_RE = new RegExp(
  `(?<=^\\s*|\\t\\s*|[|·•,(]\\s*)(?:since\\s+(${DATE})|(${DATE})\\s+onwards?)(?![\\w/])`,
  'i',
);

/** Every date this reads has a digit in it (a year, a numeric month): a line without one is left at once. */
const DIGIT_RE = /\d/;
/**
 * The ranges read in lines with a digit, remembered: the layout and the reader ask of the same
 * lines several times. Bounded: emptied when full; each caller gets its own copy.
 */
const RANGE_MEMO = new Map<string, DateRange | null>();
const RANGE_MEMO_SIZE = 4096;
const RANGE_MEMO_LINE = 200;

export function findDateRange(line: string): DateRange | null {
  if (!DIGIT_RE.test(line)) return null;
  const known = RANGE_MEMO.get(line);
  if (known !== undefined) return known && { ...known };
  const range = readDateRange(line);
  if (line.length <= RANGE_MEMO_LINE) {
    if (RANGE_MEMO.size >= RANGE_MEMO_SIZE) RANGE_MEMO.clear();
    RANGE_MEMO.set(line, range && { ...range });
  }
  return range;
}

/**
 * A school year, or a span of them, written as schools write it: '2018-19', '2017–18' (the end's
 * year in two digits, the year after the start's). '2009-10' with a hyphen is left to read as a
 * year and its month (ISO's form); with an en dash it is a school year.
 */
const SCHOOL_YEAR_RE = /(?<![\w/.'’-])((?:19|20)\d{2})\s*([-–—])\s*(\d{2})(?![\w/.-])/;
function readSchoolYear(line: string): DateRange | null {
  const match = SCHOOL_YEAR_RE.exec(line);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[3]);
  // ('2015 – 19': with an en or em dash, a span of several years, the end's year in two digits too,
  // as long as it comes after the start within the same century.)
  const century = start - (start % 100);
  const later = match[2] !== '-' && end > start % 100 && end - (start % 100) <= 40;
  if (end !== (start + 1) % 100 && !later) return null;
  if (match[2] === '-' && end >= 1 && end <= 12) return null;
  return { start: match[1]!, end: String(later ? century + end : start + 1), raw: match[0] };
}

function readDateRange(line: string): DateRange | null {
  const range = RANGE_RE.exec(line);
  // ('April 2019 – to date', '2020 – until now', '04/2019 – heute': the role still held, read as 'Present'.)
  if (range)
    return {
      start: range[1]!.trim(),
      end: /(?:date|\snow|heute)$/i.test(range[2]!) ? 'Present' : range[2]!.trim(),
      raw: range[0],
    };
  const seasons = JOINED_SEASONS_RE.exec(line);
  if (seasons) return { start: seasons[1]!.trim(), end: seasons[2]!.trim(), raw: seasons[0] };
  const plural = PLURAL_SEASONS_RE.exec(line);
  if (plural) {
    const season = plural[1]!.charAt(0).toUpperCase() + plural[1]!.slice(1).toLowerCase();
    return { start: `${season} ${plural[2]}`, end: `${season} ${plural[3]}`, raw: plural[0] };
  }
  const schoolYear = readSchoolYear(line);
  if (schoolYear) return schoolYear;
  const shared = SHARED_YEAR_RE.exec(line);
  if (shared) return { start: `${shared[1]} ${shared[3]}`, end: `${shared[2]} ${shared[3]}`, raw: shared[0] };
  const since = SINCE_RE.exec(line);
  if (since) return { start: (since[1] ?? since[2])!.trim(), end: 'Present', raw: since[0] };
  const open = OPEN_RANGE_RE.exec(line.trimEnd());
  if (open) return { start: open[1]!.trim(), end: null, raw: open[0] };
  const openStart = OPEN_START_RE.exec(line.trimStart());
  if (openStart) return { start: openStart[1]!.trim(), end: null, raw: openStart[0] };
  const single = SINGLE_DATE_RE.exec(line);
  if (single) return { start: null, end: single[1]!.trim(), raw: single[0] };
  return null;
}

export type DateStyle = 'month-name' | 'numeric' | 'year' | 'season' | 'ongoing';

export function dateStyle(date: string): DateStyle {
  if (new RegExp(`^${ONGOING}$`, 'i').test(date)) return 'ongoing';
  if (new RegExp(`^${SEASON}`, 'i').test(date)) return 'season';
  if (/^[a-z]/i.test(date)) return 'month-name';
  if (/[/.-]/.test(date)) return 'numeric';
  return 'year';
}

/**
 * A season is its months in the year it names: winter January and February (a winter term, as
 * schools name it), spring March to May, summer June to August, autumn (fall) September to
 * November. As a range's start it reads as its first month, as its end as its last ('Summer 2015'
 * alone: June to August).
 */
const SEASON_MONTHS: Record<string, readonly [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  fall: [8, 10],
  autumn: [8, 10],
  winter: [0, 1],
};

/** A quarter is its three months: as a range's start its first ('Q2 2021': April), as its end its last. */
const QUARTER_RE = /^q([1-4])\b/;

/**
 * Months since year 0, for ordering; "Present" is the reference month. Null when unreadable.
 * `edge` says which end of a span the date is: a season's first month as a start, its last as an end.
 */
export function toMonthIndex(date: string | null, now = new Date(), edge: 'start' | 'end' = 'start'): number | null {
  if (!date) return null;
  const d = date.trim().toLowerCase();
  if (/^(present|current|now|today|ongoing|heute)$/.test(d)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  let year: number | null = null;
  let month = 0;
  const y4 = /(19|20)\d{2}/.exec(d);
  if (y4) year = Number(y4[0]);
  else {
    // ('5/19': a month and a year of two digits.)
    const short = /^(\d{1,2})\/(\d{2})$/.exec(d);
    if (short) {
      const y = 2000 + Number(short[2]) > now.getUTCFullYear() + 1 ? 1900 + Number(short[2]) : 2000 + Number(short[2]);
      return y * 12 + Math.min(11, Math.max(0, Number(short[1]) - 1));
    }
    const y2 = /['’‘](\d{2})/.exec(d);
    if (y2) year = 2000 + Number(y2[1]) > now.getUTCFullYear() + 1 ? 1900 + Number(y2[1]) : 2000 + Number(y2[1]);
  }
  if (year === null) return null;
  const name = MONTHS.findIndex((m) => d.startsWith(m));
  const season = /^(spring|summer|fall|autumn|winter)\b/.exec(d);
  const quarter = QUARTER_RE.exec(d);
  if (season) month = SEASON_MONTHS[season[1]!]![edge === 'end' ? 1 : 0];
  else if (quarter) month = (Number(quarter[1]) - 1) * 3 + (edge === 'end' ? 2 : 0);
  else if (name >= 0) month = name;
  else {
    const numeric = /^(\d{1,2})[/.-](19|20)\d{2}$/.exec(d) ?? /^(?:19|20)\d{2}[-./](\d{2})(?:-\d{2})?$/.exec(d);
    if (numeric) month = Math.min(11, Math.max(0, Number(numeric[1]) - 1));
  }
  return year * 12 + month;
}
