import type { ExperienceEntry } from '../types';
import { findDateRange } from './dates';

/**
 * Layout induction for one experience section. A writer sets every role's header in one shape:
 * the same lines before the bullets, the same separators between the same number of parts, the
 * title, employer and place in the same order. The roles read with their dates show that shape;
 * a run of lines of the section set in it, between a role's bullets or sentences and with bullets
 * or sentences under it but no dates, is a role too (the reader had taken it for lines of the role
 * above), and the order the dated roles show says which of its parts is the title and which the
 * employer. No vocabulary decides: only the page's own consistency.
 */

export interface ShapeHelpers {
  /** A line's parts as a role header splits them ('Title | Employer | City' into three). */
  headerParts: (line: string) => string[];
  /** A line opened by a bullet mark. */
  isBullet: (line: string) => boolean;
  /** A bulleted line without its bullet mark. */
  stripBullet: (line: string) => string;
  /** A line opened by a verb in the past tense, as an achievement is ('Led', 'Designed'). */
  opensWithVerb: (line: string) => boolean;
}

interface Block {
  head: string[];
  /** The lines the reader took for its roles' bullets. */
  body: string[];
  dated: boolean;
}

const EDGE_SEPARATORS_RE = /^[\s|,;•·–—-]+|(?<![\s|,;•·–—-])[\s|,;•·–—-]+$/g;

/** A header line with its dates taken out ('' when the line is only its dates). */
function withoutDates(line: string): string {
  const range = findDateRange(line);
  const text = range ? line.replace(range.raw, ' ') : line;
  return text.replace(/\(\s*\)/g, ' ').replace(EDGE_SEPARATORS_RE, '').trim();
}

/** What sets a line's parts apart: a wide gap, a bar, a middle dot, a dash, a comma, 'at'. */
function separators(text: string): string {
  let kinds = '';
  if (text.includes('\t')) kinds += 'T';
  if (/\s\|\s|\S\|\S/.test(text)) kinds += '|';
  if (/\s[·•]\s/.test(text)) kinds += '·';
  if (/\s[-–—]\s/.test(text)) kinds += '-';
  if (text.includes(',')) kinds += ',';
  if (/\sat\s+\p{Lu}/u.test(text)) kinds += '@';
  return kinds;
}

/** A line of prose, not of a header: a sentence, a long line, a line going on in lower case. */
function isProse(line: string): boolean {
  const words = withoutDates(line)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return /[.!?;:]$/.test(line) || /^[^\p{Lu}\p{N}]/u.test(line) || words.length > 12;
}

/**
 * The section's blocks as the reader read them: a role's header lines (the lines it did not take
 * for a role's bullets), then its body.
 */
function blocksOf(lines: string[], entries: ExperienceEntry[], helpers: ShapeHelpers): Block[] {
  const bodyLines = new Set(entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.trim())));
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (helpers.isBullet(line) || bodyLines.has(line)) {
      current?.body.push(line);
      continue;
    }
    if (!current || current.body.length > 0) {
      current = { head: [], body: [], dated: false };
      blocks.push(current);
    }
    current.head.push(line);
    if (findDateRange(line)) current.dated = true;
  }
  return blocks;
}

/** The shape of header lines: per line that is not only dates, its count of parts and separators. */
interface Shape {
  lines: string[];
  sizes: number[];
  parts: string[];
  /** Each line's text without its dates. */
  texts: string[];
}

function shapeOf(head: string[], helpers: ShapeHelpers): Shape | null {
  const lines: string[] = [];
  const sizes: number[] = [];
  const parts: string[] = [];
  const texts: string[] = [];
  for (const line of head) {
    const text = withoutDates(line);
    if (text === '') continue;
    const own = helpers.headerParts(text);
    if (own.length === 0) return null;
    lines.push(`${own.length}${separators(text)}`);
    sizes.push(own.length);
    parts.push(...own);
    texts.push(text);
  }
  return lines.length > 0 ? { lines, sizes, parts, texts } : null;
}

/** Where title, employer and place stand among a header's parts, for headers of one shape. */
interface Template {
  key: string;
  title: number;
  company: number;
  location: number;
  span: number;
}

/**
 * The templates a dated role's header gives: the whole header; its naming lines alone (a role with
 * no dates often leaves out the line that carried them with its place: 'Volunteer Firefighter,
 * Jollyville Fire Department' where the paid roles print 'Austin, TX⇥2019 – Present' under that
 * line); and the header without its place at the end of a line ('Volunteer Tutor | Oakland
 * Literacy Project' where the paid roles print 'Shift Lead | Blue Bottle Coffee | Oakland, CA').
 */
function templatesOf(shape: Shape, title: number, company: number, location: number, span: number): Template[] {
  const templates: Template[] = [{ key: shape.lines.join('/'), title, company, location, span }];
  const starts = shape.sizes.map((_, line) => shape.sizes.slice(0, line).reduce((sum, size) => sum + size, 0));
  const lineOf = (part: number) => starts.findLastIndex((start) => start <= part);
  const naming = new Set([lineOf(title), lineOf(company)]);
  if (naming.size < shape.lines.length) {
    const kept = [...naming].sort((a, b) => a - b);
    const shift = (part: number) => {
      const line = lineOf(part);
      if (!naming.has(line)) return -1;
      let dropped = 0;
      for (let other = 0; other < line; other += 1) if (!naming.has(other)) dropped += shape.sizes[other]!;
      return part - dropped;
    };
    const place = location >= 0 ? shift(location) : -1;
    templates.push({
      key: kept.map((line) => shape.lines[line]).join('/'),
      title: shift(title),
      company: shift(company),
      location: place,
      span: place >= 0 ? span : 0,
    });
  }
  const placeLine = location >= 0 ? lineOf(location) : -1;
  if (
    placeLine >= 0 &&
    naming.has(placeLine) &&
    location + span === starts[placeLine]! + shape.sizes[placeLine]! &&
    location > Math.max(title, company)
  ) {
    const text = shape.texts[placeLine]!;
    const before = text.slice(0, text.lastIndexOf(shape.parts[location]!)).replace(EDGE_SEPARATORS_RE, '');
    const lines = [...shape.lines];
    lines[placeLine] = `${shape.sizes[placeLine]! - span}${separators(before)}`;
    templates.push({ key: lines.join('/'), title, company, location: -1, span: 0 });
  }
  return templates;
}

const placeOf = (parts: string[], value: string | null) =>
  value === null ? -1 : parts.findIndex((part) => part === value || value.includes(part) || part.includes(value));

/** Two or more dated roles set in one shape make the section's shape; undated runs of lines set in it are roles. */
export function rolesOfTheSectionsShape(
  lines: string[],
  entries: ExperienceEntry[],
  helpers: ShapeHelpers,
): ExperienceEntry[] {
  const blocks = blocksOf(lines, entries, helpers);
  // The roles read with confidence: a title and an employer, with dates, or with none anywhere in
  // the section (a page that dates no role still sets every role's header alike).
  const undatedSection = entries.every((entry) => entry.startDate === null);
  const dated = entries.filter(
    (entry) => (entry.startDate !== null || undatedSection) && entry.title !== null && entry.company !== null,
  );
  if (dated.length === 0) return entries;
  const votes = new Map<string, { template: Template; count: number }>();
  let datedBlocks = 0;
  for (const block of blocks) {
    if (block.dated === undatedSection || block.body.length === 0) continue;
    datedBlocks += 1;
    const shape = shapeOf(block.head, helpers);
    if (!shape) continue;
    // The role this block opened: the dated entry whose title and employer are among its parts.
    const entry = dated.find(
      (candidate) => placeOf(shape.parts, candidate.title) >= 0 && placeOf(shape.parts, candidate.company) >= 0,
    );
    if (!entry) continue;
    const title = placeOf(shape.parts, entry.title);
    const company = placeOf(shape.parts, entry.company);
    if (title === company) continue;
    let location = placeOf(shape.parts, entry.location);
    if (location === title || location === company) location = -1;
    // A place the header split at its comma ('Oakland', 'CA'): the parts it spans.
    let span = 0;
    while (location >= 0 && entry.location!.includes(shape.parts[location + span] ?? '\u0000')) span += 1;
    for (const template of templatesOf(shape, title, company, location, span)) {
      const key = `${template.key}#${template.title},${template.company},${template.location},${template.span}`;
      const vote = votes.get(key) ?? { template, count: 0 };
      vote.count += 1;
      votes.set(key, vote);
    }
  }
  // The section's shapes: each shown by at least two dated roles, and by most of them.
  const templates = new Map<string, Template>();
  for (const { template, count } of [...votes.values()].sort((a, b) => b.count - a.count)) {
    // (With no dates in the section, the one role read so far shows the shape when its header is set
    // in parts by a separator, or on two lines or more: 'Title | Employer', not a bare 'Cashier'.)
    const shown = count >= 2 || (undatedSection && /[^\d/]|\//.test(template.key));
    if (shown && 2 * count > datedBlocks && !templates.has(template.key)) templates.set(template.key, template);
  }
  if (templates.size === 0) return entries;
  const result = entries.map((entry) => ({ ...entry, bullets: [...entry.bullets] }));
  const marked = new Set(lines.filter((line) => helpers.isBullet(line.trim())).map((line) => helpers.stripBullet(line)));
  const isBody = (line: string) => marked.has(line.trim()) || isProse(line.trim());
  // A run of a role's lines, after lines of its own and with lines under it, set in the section's
  // shape with no dates: a role of its own the reader took for lines of the role above.
  const lengths = [...new Set([...templates.values()].map((template) => template.key.split('/').length))];
  for (let e = 0; e < result.length; e += 1) {
    const bullets = result[e]!.bullets;
    for (let j = 1; j < bullets.length - 1; j += 1) {
      const found = lengths
        .map((length) => {
          const head = bullets.slice(j, j + length).map((line) => line.trim());
          if (head.length < length || j + length >= bullets.length) return null;
          if (head.some((line) => isProse(line) || findDateRange(line) !== null || helpers.opensWithVerb(line))) return null;
          const shape = shapeOf(head, helpers);
          const template = shape ? templates.get(shape.lines.join('/')) : undefined;
          return shape && template ? { shape, template, length } : null;
        })
        .find((match) => match !== null);
      if (!found) continue;
      const { shape, template, length } = found;
      // A header stands between lines of another kind: the last line of the role above and the
      // first of its own are marked bullets or sentences. ('Scheduling, Payroll' between 'Ran a
      // store of 40 staff' and 'Hired 12 people' is a line of the role, not a role.)
      if (!isBody(bullets[j - 1]!) || !isBody(bullets[j + length]!)) continue;
      const title = shape.parts[template.title]!;
      const company = shape.parts[template.company]!;
      const named = (part: string) => /^[\p{Lu}\p{N}]/u.test(part) && part.split(/\s+/).length <= 8;
      if (!named(title) || !named(company)) continue;
      const role: ExperienceEntry = {
        title,
        company,
        location:
          template.location >= 0
            ? shape.parts.slice(template.location, template.location + template.span).join(', ') || null
            : null,
        startDate: null,
        endDate: null,
        bullets: bullets.slice(j + length),
      };
      result[e]!.bullets = bullets.slice(0, j);
      result.splice(e + 1, 0, role);
      break;
    }
  }
  return result;
}
