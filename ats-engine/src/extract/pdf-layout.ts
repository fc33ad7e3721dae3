import type { Layout, LayoutIssue } from '../types';
import { findDateRange } from '../parse/dates';
import { findEmail, findPhone } from '../parse/contact';
import { classifyHeading } from '../parse/headings';
import { fromCorkCodes, restoreLigatures } from './ligatures';
import type { RawPdfPage } from './pdf-worker-pool';
import { type StyledRun, typeCuesOf } from './type-cues';

interface Item {
  str: string;
  x: number;
  right: number;
  y: number;
  size: number;
  /** The font's cues: 1 bold, 2 italic (type-cues.ts). */
  style: number;
}

interface Line {
  y: number;
  size: number;
  x: number;
  /** Where the line's last ink ends. */
  right?: number;
  text: string;
}

/** Separators between a line's parts, drawn alone from a symbol font: never icons. */
const SEPARATOR_CHARS = new Set(['|', '∣', '/', '∙', '⋅', '−']);
const BULLET_CHARS = new Set([
  '•',
  '◦',
  '▪',
  '▫',
  '‣',
  '●',
  '○',
  '■',
  '□',
  '◆',
  '➢',
  '➤',
  '►',
  '-',
  '–',
  '—',
  '*',
  '·',
  '✓',
  '✔',
]);
const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(\/|of)\s*\d{1,3})?$/i;

/**
 * Icon fonts (FontAwesome in moderncv, for example) put one glyph per text item and map it to an
 * arbitrary letter. A font that only ever draws single non-bullet glyphs is such a font.
 */
function findIconFonts(pages: RawPdfPage[]): Set<string> {
  const onlySingles = new Map<string, boolean>();
  // A heading set in small capitals or letter-spaced ('C O N T A C T') is drawn a glyph at a time
  // too, but its glyphs follow each other on one baseline, a letter's width apart: words.
  const singles = new Map<string, number>();
  const wordPairs = new Map<string, number>();
  for (const page of pages) {
    const g = page.geometry;
    let previous = -1;
    page.strings.forEach((s, i) => {
      const font = page.fonts[i]!;
      const t = s.trim();
      if (t === '') return;
      // (A bar or a slash between the parts of a line, '$|$' as LaTeX draws it from its symbol font, is text.)
      const single = [...t].length === 1 && !BULLET_CHARS.has(t) && !SEPARATOR_CHARS.has(t);
      onlySingles.set(font, (onlySingles.get(font) ?? true) && single);
      if (single) {
        singles.set(font, (singles.get(font) ?? 0) + 1);
        const p = previous * 5;
        const o = i * 5;
        const follows =
          previous >= 0 &&
          page.fonts[previous] === font &&
          /\p{L}/u.test(t) &&
          /\p{L}/u.test(page.strings[previous]!) &&
          Math.abs(g[p + 1]! - g[o + 1]!) < 1 &&
          g[o]! - (g[p]! + g[p + 2]!) > -1 &&
          g[o]! - (g[p]! + g[p + 2]!) < g[o + 3]! * 0.9;
        if (follows) wordPairs.set(font, (wordPairs.get(font) ?? 0) + 1);
      }
      previous = i;
    });
  }
  return new Set(
    [...onlySingles]
      .filter(([font, single]) => single && (wordPairs.get(font) ?? 0) < (singles.get(font) ?? 0) * 0.5)
      .map(([font]) => font),
  );
}

const HANDLE = /^@?([\w.-]{2,60})$/;
/** Sites whose profile address is the host and the handle (LinkedIn: /in/handle). */
const PROFILE_HOSTS = new Set([
  'linkedin.com',
  'github.com',
  'gitlab.com',
  'x.com',
  'twitter.com',
  'medium.com',
  'behance.net',
  'dribbble.com',
  'bitbucket.org',
  'kaggle.com',
]);

/**
 * A bare handle ('apennyworth') that a web link covers and whose address is that handle's profile:
 * the icon beside it (dropped, above) said which profile it is, and the link says so in words an
 * ATS reads, so the handle is read as the address ('linkedin.com/in/apennyworth'). Anything else
 * linked (a company name linking to its site, a project linking to its repository) stays as written.
 */
function profileAddress(page: RawPdfPage, str: string, x: number, y: number): string | null {
  if (!page.links?.length) return null;
  const handle = HANDLE.exec(str.trim())?.[1]?.toLowerCase();
  if (!handle) return null;
  for (const { url, rect } of page.links) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
    if (x < Math.min(x1, x2) - 1 || x > Math.max(x1, x2) + 1 || y < Math.min(y1, y2) - 3 || y > Math.max(y1, y2) + 3)
      continue;
    const address = url.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/+$/, '');
    const [host = '', ...path] = address.toLowerCase().split('/');
    const profile = path.length === 1 ? path[0] : path.length === 2 && path[0] === 'in' ? path[1] : null;
    if (PROFILE_HOSTS.has(host) && profile === handle) return address;
  }
  return null;
}

/**
 * 'E V E L Y N', 'M A R S H - O K O N KW O': a word set with wide tracking comes out of the PDF as
 * its letters apart, a pair now and then where kerning closed the gap; the words themselves are
 * separate items. The letters are one word again.
 */
function untracked(str: string): string {
  const trimmed = str.trim();
  // (A part of three characters or more, or two spaces together, is not tracking: most strings.)
  if (/[^ ]{3}| {2}/u.test(trimmed)) return str;
  const tokens = trimmed.split(' ');
  if (tokens.length < 4 || !tokens.every((token) => /^[\p{Lu}\p{N}&'’.-]{1,2}$/u.test(token))) return str;
  return tokens.filter((token) => token.length === 1).length >= tokens.length * 0.75
    ? str.replace(/(?<=\S) (?=\S)/g, '')
    : str;
}

function toItems(page: RawPdfPage, iconFonts: Set<string>): { items: Item[]; icons: number } {
  const items: Item[] = [];
  let icons = 0;
  const g = page.geometry;
  page.strings.forEach((str, i) => {
    const o = i * 5;
    if (g[o + 4] === 1) return; // rotated text is a watermark or a margin label, not resume content
    if (iconFonts.has(page.fonts[i]!)) {
      if (str.trim() !== '') icons++;
      return;
    }
    const x = g[o]!;
    const y = g[o + 1]!;
    items.push({
      str: profileAddress(page, fromCorkCodes(str), x, y) ?? untracked(fromCorkCodes(str)),
      x,
      right: x + g[o + 2]!,
      y,
      size: Math.max(1, g[o + 3]!),
      style: page.styles?.[i] ?? 0,
    });
  });
  return { items, icons };
}

/**
 * Looks for a vertical gutter that no text crosses. Both sides must hold real text side by side,
 * otherwise a ragged right edge or a lone right-aligned date would count as a column.
 */
function findGutter(items: Item[], pageWidth: number): number | null {
  const visible = withoutRowTails(items.filter((it) => it.str.trim() !== ''));
  if (visible.length < 8) return null;
  const spans = visible.map((it) => [it.x, it.right] as const).sort((a, b) => a[0] - b[0]);
  const candidates: Array<{ x: number; width: number }> = [];
  let reach = spans[0]![1];
  for (const [start, end] of spans.slice(1)) {
    if (start - reach >= 6) {
      const mid = (start + reach) / 2;
      if (mid > pageWidth * 0.12 && mid < pageWidth * 0.88) candidates.push({ x: mid, width: start - reach });
    }
    reach = Math.max(reach, end);
  }
  // The widest gap that parts two real columns (a column of dates at the right margin is not one:
  // each date belongs on the line of the role beside it; see partsColumns).
  for (const { x } of candidates.sort((a, b) => b.width - a.width)) if (partsColumns(visible, x)) return x;
  return null;
}

/**
 * Text set flush right at the page's right margin on a line that starts at the left, far apart
 * ('Houston Methodist Hospital — Registered Nurse ⇥ 2020 – Present', a \hfill): the end of its
 * line, not a column's. Left out when looking for a gutter (it is read with its line).
 */
function withoutRowTails(visible: Item[]): Item[] {
  if (visible.length === 0) return visible;
  const edge = Math.max(...visible.map((it) => it.right));
  const atEdge = visible.filter((it) => edge - it.right <= 3 && it.str.trim().split(/\s+/).length <= 5);
  if (atEdge.length < 3) return visible;
  const tails = new Set(
    atEdge.filter((it) =>
      visible.some(
        (other) =>
          other !== it && other.right < it.x - it.size * 1.6 && Math.abs(other.y - it.y) <= Math.max(2, it.size * 0.3),
      ),
    ),
  );
  return tails.size >= 3 ? visible.filter((it) => !tails.has(it)) : visible;
}

function partsColumns(visible: Item[], x: number): boolean {
  const left = visible.filter((it) => it.right <= x);
  const right = visible.filter((it) => it.x >= x);
  const lineCount = (side: Item[]) => new Set(side.map((it) => Math.round(it.y / 3))).size;
  if (lineCount(left) < 4 || lineCount(right) < 4) return false;
  const extent = (side: Item[]) => [Math.min(...side.map((it) => it.y)), Math.max(...side.map((it) => it.y))] as const;
  const [l0, l1] = extent(left);
  const [r0, r1] = extent(right);
  const overlap = Math.min(l1, r1) - Math.max(l0, r0);
  if (overlap < 0.4 * Math.min(l1 - l0, r1 - r0)) return false;
  // Sidebar and main column each carry several lines of prose, not just a column of dates.
  const chars = (side: Item[]) => side.reduce((n, it) => n + it.str.trim().length, 0);
  if (chars(left) < 60 || chars(right) < 60) return false;
  const rows = new Map<number, Item[]>();
  for (const it of right) rows.set(Math.round(it.y), [...(rows.get(Math.round(it.y)) ?? []), it]);
  const rowText = (row: Item[]) =>
    row
      .sort((a, b) => a.x - b.x)
      .map((it) => it.str)
      .join(' ');
  // Nor are dates and headings set flush right (a theme that right-aligns its section names).
  if ([...rows.values()].every((row) => isDateOnly(rowText(row)) || classifyHeading(rowText(row)) !== null))
    return false;
  return !isRightMarginOfRows([...rows.values()], left);
}

/**
 * Short labels set flush right, each on the baseline of a line to its left: a role's dates and its
 * place ('06/2019 – present', 'Sacramento, CA') beside its title and employer, as a flex row or a
 * table prints them. They belong to those lines; a sidebar on the right is set flush left and runs
 * lines of its own.
 */
function isRightMarginOfRows(rows: Item[][], left: Item[]): boolean {
  if (rows.length < 3) return false;
  const spans = rows.map((row) => ({
    x: Math.min(...row.map((it) => it.x)),
    right: Math.max(...row.map((it) => it.right)),
    y: row[0]!.y,
    size: Math.max(...row.map((it) => it.size)),
    words: row
      .map((it) => it.str)
      .join(' ')
      .trim()
      .split(/\s+/).length,
  }));
  const edge = Math.max(...spans.map((span) => span.right));
  const flushRight = spans.filter((span) => edge - span.right <= 3).length;
  const lefts = spans.map((span) => span.x);
  const ragged = Math.max(...lefts) - Math.min(...lefts) > 10;
  const beside = spans.filter((span) =>
    left.some((it) => it.str.trim() !== '' && Math.abs(it.y - span.y) <= Math.max(2, span.size * 0.3)),
  ).length;
  return (
    ragged && spans.every((span) => span.words <= 5) && flushRight >= spans.length * 0.8 && beside === spans.length
  );
}

/**
 * Where most lines of a region start, when a few start further left (headings in a margin):
 * null when lines start all at one place or everywhere.
 */
function contentColumn(rows: Item[][]): number | null {
  if (rows.length < 8) return null;
  const starts = new Map<number, number>();
  for (const row of rows) {
    const x = Math.round(row[0]!.x / 2) * 2;
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  const [mode, count] = [...starts].sort((a, b) => b[1] - a[1])[0]!;
  const leftOf = rows.filter((row) => row[0]!.x < mode - 15).length;
  if (count < rows.length * 0.5 || leftOf === 0 || leftOf > rows.length * 0.3) return null;
  return mode;
}

const isGlyph = (item: Item | undefined) => item !== undefined && item.str.length === 1 && item.str.trim() !== '';

/**
 * moderncv's labels ('Analysis', 'Drafting', 'Irish', '2019–present'), each set flush right against
 * its content a little way apart, the content starting at one place: on a page too short to show
 * the margin as a column they share the content's line. Returns, per label's right edge (rounded),
 * where its content starts: a margin of three rows or more whose labels start at different places,
 * and a second one in two rows or more once the first is found.
 */
function labelEdges(rows: Item[][]): Map<number, number> {
  const found = new Map<string, { starts: Set<number>; rows: number }>();
  for (const row of rows) {
    const ink = row.filter((item) => item.str.trim() !== '');
    // Where the label's cell starts: the row's start, or the first item after a wide gap.
    let cellStart = ink[0]?.x ?? 0;
    for (let k = 0; k + 1 < ink.length; k++) {
      const [label, content] = [ink[k]!, ink[k + 1]!];
      if (k > 0 && label.x - ink[k - 1]!.right > label.size * 1.6) cellStart = label.x;
      const gap = content.x - label.right;
      if (gap < label.size * 0.5 || gap > label.size * 1.4) continue;
      const key = `${Math.round(label.right)}:${Math.round(content.x)}`;
      const entry = found.get(key) ?? { starts: new Set<number>(), rows: 0 };
      entry.starts.add(Math.round(cellStart));
      entry.rows += 1;
      found.set(key, entry);
    }
  }
  // (Once such a margin is found, a second one in its rows, \cvdoubleitem's, may hold two labels.)
  const margin = [...found.values()].some(({ starts, rows: count }) => count >= 3 && starts.size >= 3);
  const edges = new Map<number, number>();
  for (const [key, { starts, rows: count }] of found) {
    if (!margin || count < 2 || starts.size < 2) continue;
    const [edge, start] = key.split(':').map(Number) as [number, number];
    edges.set(edge, start);
  }
  return edges;
}

/** Spacing accents and the combining marks they stand for. */
const ACCENTS = new Map([
  ['´', '\u0301'],
  ['`', '\u0300'],
  ['ˆ', '\u0302'],
  ['¨', '\u0308'],
  ['˜', '\u0303'],
  ['¸', '\u0327'],
  ['˚', '\u030a'],
  ['ˇ', '\u030c'],
  ['˘', '\u0306'],
  ['˙', '\u0307'],
  ['¯', '\u0304'],
]);
/** An accent before its letter in one string ('Montr´eal'); the backtick is left alone there. */
const ACCENT_BEFORE_RE = /([´ˆ¨˜¸˚ˇ˘˙¯])(\p{L})/gu;
const ACCENT_MARK_RE = /[´ˆ¨˜¸˚ˇ˘˙¯]/;

/**
 * LaTeX without T1 fonts (pdflatex's default) draws an accented letter as the letter and a spacing
 * accent over it ('É' as 'E' and '´'): the accent, an item of its own over a letter of another item,
 * joins that letter ('Émilie', not 'Emilie´').
 */
function placeAccents(row: Item[]): Item[] {
  if (!row.some((item) => ACCENTS.has(item.str.trim()))) return row;
  const out = row.map((item) => ({ ...item }));
  return out.filter((accent) => {
    const mark = ACCENTS.get(accent.str.trim());
    if (!mark || accent.str.trim().length !== 1) return true;
    const centre = (accent.x + accent.right) / 2;
    const base = out.find(
      (item) =>
        item !== accent &&
        !ACCENTS.has(item.str.trim()) &&
        item.x <= centre &&
        centre <= item.right &&
        /\p{L}/u.test(item.str),
    );
    if (!base) return true;
    const chars = [...base.str];
    const at = Math.min(
      chars.length - 1,
      Math.max(0, Math.floor(((centre - base.x) / (base.right - base.x)) * chars.length)),
    );
    if (!/\p{L}/u.test(chars[at]!)) return true;
    chars[at] = `${chars[at]}${mark}`.normalize('NFC');
    base.str = chars.join('');
    return false;
  });
}

function buildLines(items: Item[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - item.y) <= Math.min(row[0]!.size, item.size) * 0.45) row.push(item);
    else rows.push([item]);
  }
  for (const [index, row] of rows.entries()) rows[index] = placeAccents(row.sort((a, b) => a.x - b.x));
  const column = contentColumn(rows);
  const edges = labelEdges(rows);
  const cellStarts = tableCellStarts(rows);
  /** The margin label of the row above ('July 2015 –'), whose range the next row's label may end. */
  let aboveLabel = '';
  const lines: Line[] = [];
  for (const row of rows) {
    let text = '';
    let end = -Infinity;
    let size = 0;
    const marginRow = column !== null && row[0]!.x < column - 15;
    let inkEnd = -Infinity;
    let previous: Item | undefined;
    let lastInk: Item | undefined;
    let rowLabel = '';
    const chipGap = chipSpacing(row);
    for (const [index, item] of row.entries()) {
      const ink = item.str.trim() !== '';
      // Small capitals drawn a glyph at a time ('T', a hair space, 'O'): a space narrower than a
      // fifth of an em between two single glyphs is letter spacing, not a word break.
      if (!ink && item.right - item.x < item.size * 0.22 && isGlyph(row[index - 1]) && isGlyph(row[index + 1]))
        continue;
      const gap = item.x - end;
      // (The line so far holds ink once an item with ink is in it.)
      const inked = lastInk !== undefined;
      // A heading set in the left margin ('Work', then the role at the content column): the
      // content starts a cell of its own however narrow the gap.
      // (Measured from the last ink: a space item often spans the gap.)
      // A long heading ('Certificates') leaves a narrower gap: enough when what precedes is a heading.
      const atColumn =
        marginRow &&
        inked &&
        ink &&
        Math.abs(item.x - column) <= 2 &&
        (item.x - inkEnd > item.size * 0.5 ||
          (item.x - inkEnd > item.size * 0.15 && classifyHeading(text.trim()) !== null));
      // A wide gap is a cell boundary even where a space item spans it (chips in a row: 'Excel',
      // a 2-em space, 'SQL'), so it is measured from the last ink too.
      const inkGap = ink && inkEnd > -Infinity ? item.x - inkEnd : gap;
      // A heading beside its first line, an em or more apart, on a page too short to show a margin.
      const besideHeading = inked && inkGap > item.size * 0.9 && classifyHeading(text.trim()) !== null;
      // A space item over an em wide is layout (chips, cells), never a word space, even justified.
      const wideSpace =
        previous !== undefined &&
        previous.str.trim() === '' &&
        (previous.right - previous.x > previous.size ||
          (chipGap > 0 && previous.right - previous.x >= chipGap - 0.3) ||
          (previous.right - previous.x >= previous.size * 0.5 &&
            cellStarts.has(Math.round(item.x * 2)) &&
            (lastInk === undefined || edges.get(Math.round(lastInk.right)) !== Math.round(item.x)))) &&
        ink;
      // A moderncv label beside its content: 'Analysis: Robot, SAP2000'.
      const labelled =
        text !== '' &&
        ink &&
        lastInk !== undefined &&
        edges.get(Math.round(lastInk.right)) === Math.round(item.x) &&
        item.x - lastInk.right >= lastInk.size * 0.5 &&
        item.x - lastInk.right <= lastInk.size * 1.4;
      // (A date alone there, 'May 2020' or 'Present' under 'July 2015 –', keeps the line as it was.)
      // (Only a labelled item's cell is read.)
      const cell = labelled ? text.slice(text.lastIndexOf('\t') + 1).trim() : '';
      const cellIsDate = labelled && isDateOnly(cell);
      const dated = cellIsDate || /^(?:present|current|now|today|ongoing)$/i.test(cell) || /[–—-]$/.test(cell);
      // (Dates there, '2012–2013' or '2016', are a cell of their own, as the margin read as a column
      // gives them; not the end of a range wrapped under its start, 'May 2020' under 'July 2015 –'.)
      const wholeRange = cellIsDate && !/[–—-]$/.test(cell) && !/[–—-]$/.test(aboveLabel);
      if (labelled) rowLabel = cell;
      if (labelled && !dated && classifyHeading(cell) === null && !/[:,;.]$/.test(cell)) text = `${text.trimEnd()}: `;
      else if (
        text !== '' &&
        (Math.max(gap, inkGap) > item.size * 1.6 || atColumn || besideHeading || wideSpace || wholeRange)
      )
        text = text.trimEnd() + '\t';
      // Between glyphs drawn one at a time, letter spacing runs wider than between a word's letters.
      else if (
        text !== '' &&
        gap > item.size * (isGlyph(item) && isGlyph(previous) ? 0.3 : 0.12) &&
        !/\s/.test(text[text.length - 1]!) &&
        !/^\s/.test(item.str)
      )
        text += ' ';
      text += item.str;
      end = Math.max(end, item.right);
      if (ink) {
        inkEnd = Math.max(inkEnd, item.right);
        lastInk = item;
      }
      size = Math.max(size, item.size);
      previous = item;
    }
    // (Each pattern is run only over a line holding what it looks for.)
    if (ACCENT_MARK_RE.test(text))
      text = text.replace(ACCENT_BEFORE_RE, (_, accent: string, letter: string) =>
        `${letter}${ACCENTS.get(accent)}`.normalize('NFC'),
      );
    // ('DANA M . OKAFOR': letter spacing puts a space before an initial's full stop.)
    if (text.includes(' .')) text = text.replace(/(?<=(?:^|\s)\p{Lu}) \.(?=\s|$)/gu, '.');
    text = text.replace(/[ \u00a0]+/g, ' ');
    if (text.includes('\t')) text = text.replace(/(?<! ) *\t */g, '\t');
    text = text.trim();
    aboveLabel = rowLabel;
    if (text !== '') lines.push({ y: row[0]!.y, size, x: row[0]!.x, right: inkEnd, text });
  }
  return lines;
}

function regionText(lines: Line[]): string[] {
  const out: string[] = [];
  const gaps = lines
    .slice(1)
    .map((l, i) => lines[i]!.y - l.y)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const typical = gaps[Math.floor(gaps.length / 2)] ?? 12;
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    if (prev && prev.y - line.y > typical * 1.55) out.push('');
    out.push(line.text);
  });
  return out;
}

/**
 * A left column holding only section headings and dates ('WORK EXPERIENCE', '2021-01 to Present'
 * beside each role) labels the rows to its right: it is read with them, row by row, not after them.
 */
/** A line that is a date or a range of dates and nothing else ('2020-01-01 —' with its end to come included). */
function isDateOnly(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && text.replace(range.raw, '').replace(/[\s–—-]+/g, '') === '';
}

function isLabelColumn(lines: Line[]): boolean {
  const labels = lines.filter((line) => line.text.trim() !== '');
  return (
    labels.some((line) => classifyHeading(line.text) !== null) &&
    labels.every((line) => classifyHeading(line.text) !== null || isDateOnly(line.text))
  );
}

/**
 * Each margin label joins the content line on its baseline: dates before the entry across a gap
 * ('2020–Present⇥Site Engineer, Skanska USA Civil'), any other label as the line's label ('Design:
 * Civil 3D, MicroStation', 'Relevant coursework: …'). A label beside no line goes before the next one.
 */
function besideTheirRows(labels: Line[], content: Line[]): Line[] {
  const out = content.map((line) => ({ ...line }));
  const alone: Line[] = [];
  for (const label of labels) {
    const row = out.find((line) => Math.abs(line.y - label.y) <= Math.max(2, label.size * 0.3));
    if (!row) alone.push(label);
    else if (isDateOnly(label.text)) row.text = `${label.text}\t${row.text}`;
    else row.text = `${label.text.replace(/:$/, '')}: ${row.text}`;
  }
  return alone.length === 0 ? out : withLabels(alone, out);
}

/**
 * A margin of short labels set flush right against the content beside them, each on the baseline
 * of a content line: moderncv's classic and casual styles put each entry's dates and each item's
 * label ('2020–Present', 'Design', 'English') there. A sidebar is set flush left and runs lines of
 * its own.
 */
function isRightAlignedMargin(labels: Line[], content: Line[]): boolean {
  if (labels.length < 3 || content.length <= labels.length) return false;
  const rights = labels.map((line) => line.right ?? line.x);
  const edge = Math.max(...rights);
  const flushRight = rights.filter((right) => edge - right <= 3).length;
  const lefts = labels.map((line) => line.x);
  const ragged = Math.max(...lefts) - Math.min(...lefts) > 10;
  const short = labels.every(
    (line) => isDateOnly(line.text) || classifyHeading(line.text) !== null || line.text.split(/\s+/).length <= 4,
  );
  const isBeside = (line: Line) => content.some((row) => Math.abs(row.y - line.y) <= Math.max(2, line.size * 0.3));
  const beside = labels.filter(isBeside).length;
  if (short && ragged && flushRight >= labels.length * 0.8 && beside >= labels.length * 0.8) return true;
  // (A Europass CV's left column: its section headings in capitals beside the rule that opens
  // each section, no text, wrapped over two lines ('EDUCATION AND' / 'TRAINING'); every other
  // label, the dates and 'Mother tongue', beside its row.)
  // (The headings may stand a little further right than the labels, set in a cell of their own.)
  const rows = labels.filter((line) => !/^[\p{Lu}\s&,/-]+$/u.test(line.text.trim()));
  if (!short || !ragged || rows.length < 4 || rows.length === labels.length) return false;
  const rowEdge = Math.max(...rows.map((line) => line.right ?? line.x));
  return (
    rows.every((line) => rowEdge - (line.right ?? line.x) <= 3) &&
    labels.every((line) => Math.abs((line.right ?? line.x) - rowEdge) <= 8) &&
    rows.filter(isBeside).length >= rows.length * 0.9
  );
}

/**
 * A two-column table's left column: dates and short row labels ('05/2019 – present', 'Software'),
 * each on the baseline of the first line of its row, and the section headings above the rows. A
 * European-style CV or a tabular LaTeX one sets its entries so; a sidebar runs lines of its own
 * (names, addresses, lists) that do not keep to the main column's rows.
 */
function isTabularMargin(labels: Line[], content: Line[]): boolean {
  if (labels.length < 3 || content.length <= labels.length) return false;
  const isBeside = (line: Line) => content.some((row) => Math.abs(row.y - line.y) <= Math.max(2, line.size * 0.3));
  const dates = labels.filter((line) => isDateOnly(line.text));
  return (
    dates.length >= 2 &&
    labels.every(
      (line) =>
        classifyHeading(line.text) !== null ||
        ((isDateOnly(line.text) || line.text.trim().split(/\s+/).length <= 3) && isBeside(line)),
    )
  );
}

/**
 * Each block of labels (a heading and the date under it) goes before the first content line that
 * is not above the block's top: a label is set beside its row, centred or at its top.
 */
function withLabels(labels: Line[], content: Line[]): Line[] {
  const blocks: Line[][] = [];
  labels.forEach((line, i) => {
    const previous = labels[i - 1];
    if (!previous || previous.y - line.y > Math.max(previous.size, line.size) * 1.6) blocks.push([line]);
    else if (!isDateOnly(previous.text) && !isDateOnly(line.text)) {
      // A heading wrapped in its narrow column ('PROFESSIONAL SKILLS' / 'SUMMARY') is one heading.
      const block = blocks[blocks.length - 1]!;
      block[block.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
      labels[i] = block[block.length - 1]!;
    } else blocks[blocks.length - 1]!.push(line);
  });
  const before = new Map<number, Line[]>();
  for (const block of blocks) {
    const top = block[0]!;
    const anchor = content.findIndex((line) => line.y <= top.y + top.size * 1.2);
    const at = anchor < 0 ? content.length : anchor;
    before.set(at, [...(before.get(at) ?? []), ...block]);
  }
  return [...content, null].flatMap((line, i) => [...(before.get(i) ?? []), ...(line ? [line] : [])]);
}

/**
 * A name or a header band set across the whole page above two columns ('David Chen' over the
 * sidebar and the main column) hides their gutter: the top lines, a few at most, read first, and
 * the columns below them.
 */
function splitHeaderBand(items: Item[], width: number): { header: Item[]; gutter: number } | null {
  const rowTops = [...new Set(items.filter((it) => it.str.trim() !== '').map((it) => Math.round(it.y)))].sort(
    (a, b) => b - a,
  );
  for (let k = 1; k <= Math.min(4, rowTops.length - 1); k++) {
    const below = rowTops[k - 1]! - 1;
    const body = items.filter((it) => it.y < below);
    const gutter = findGutter(body, width);
    if (gutter !== null) return { header: items.filter((it) => it.y >= below), gutter };
  }
  return null;
}

/**
 * A page's lines; with `sidebar`, the page was a main column read first and a left sidebar read
 * after it (`lines` holds both, the sidebar's from `mainLength` on, and `gutter` is where the
 * main column begins).
 */
interface PageLayout {
  lines: string[];
  columns: number;
  sidebar?: { mainLength: number; gutter: number };
}

function layoutPage(items: Item[], width: number, depth = 0): PageLayout {
  const gutter = depth < 2 ? findGutter(items, width) : null;
  if (gutter === null && depth < 2) {
    const band = splitHeaderBand(items, width);
    if (band) {
      const body = layoutPage(
        items.filter((it) => !band.header.includes(it)),
        width,
        depth + 1,
      );
      return { lines: [...regionText(buildLines(band.header)), '', ...body.lines], columns: body.columns };
    }
  }
  if (gutter === null) return { lines: regionText(buildLines(items)), columns: 1 };
  const leftItems = items.filter((it) => it.x < gutter);
  const rightItems = items.filter((it) => it.x >= gutter);
  const leftLines = buildLines(leftItems);
  const rightLines = buildLines(rightItems);
  if (
    isRightAlignedMargin(
      leftLines.filter((line) => line.text.trim() !== ''),
      rightLines,
    )
  )
    return { lines: regionText(besideTheirRows(leftLines, rightLines)), columns: 1 };
  if (isLabelColumn(leftLines)) return { lines: regionText(withLabels(leftLines, buildLines(rightItems))), columns: 1 };
  if (
    isTabularMargin(
      leftLines.filter((line) => line.text.trim() !== ''),
      rightLines,
    )
  )
    return { lines: regionText(besideTheirRows(leftLines, rightLines)), columns: 1 };
  const left = layoutPage(leftItems, width, depth + 1);
  const right = layoutPage(rightItems, width, depth + 1);
  // The column that carries the biggest type (the name) reads first, so a sidebar never lands
  // inside the main column's sections; otherwise left before right, as printed.
  const biggest = (side: Item[]) => side.reduce((m, it) => (it.str.trim() ? Math.max(m, it.size) : m), 0);
  const rightFirst = biggest(rightItems) > biggest(leftItems) * 1.2;
  const ordered = rightFirst ? [right, left] : [left, right];
  return {
    lines: [...ordered[0]!.lines, '', ...ordered[1]!.lines],
    columns: left.columns + right.columns,
    ...(rightFirst && depth === 0 ? { sidebar: { mainLength: right.lines.length, gutter } } : {}),
  };
}

/**
 * LinkedIn's export sets its sidebar (Contact, Top Skills, Certifications) on the first page only;
 * the main column runs on over the next pages, printed right of where the sidebar stood. Such a
 * page goes on with the main column's section (a role cut by the page break), so the first page's
 * sidebar is read after the pages that continue the main column, not between them.
 */
function continuesMainColumn(items: Item[], gutter: number): boolean {
  const printed = items.filter((it) => it.str.trim() !== '');
  return printed.length > 0 && printed.every((it) => it.x >= gutter - 2);
}

const HYPHEN_KEEP =
  /(^|[^\p{L}])(self|cross|well|full|end|on|off|long|short|high|low|real|non|multi|co|e|data|client|user|team|world|best|state|fast|first|front|back|mid|part|hands|year|time|data|top|open)-$/iu;

const wrapsAtHyphen = (line: string, next: string) => /\p{Ll}-$/u.test(line) && /^\p{Ll}/u.test(next);
/**
 * ('TECHNICAL UNIVERSITY OF MU-' / 'NICH': a name set in capitals or small capitals, hyphenated in a
 * narrow column; both lines are in capitals throughout.)
 */
const wrapsCapitalsAtHyphen = (line: string, next: string) =>
  /\p{Lu}{2}-$/u.test(line) && /^\p{Lu}{2}/u.test(next) && !/\p{Ll}/u.test(line) && !/\p{Ll}/u.test(next);

/** Joins "Devel-" + "oping" across a line break, but keeps the hyphen of compounds like "cross-functional". */
function joinHyphenation(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    while (i + 1 < lines.length && (wrapsAtHyphen(line, lines[i + 1]!) || wrapsCapitalsAtHyphen(line, lines[i + 1]!))) {
      const next = lines[i + 1]!;
      const [first, ...rest] = next.split(' ');
      // A link's path wrapped at its hyphen ('linkedin.com/in/tomasherrera-' / 'dev') keeps it.
      const inLink = (line.split(' ').at(-1) ?? '').includes('/');
      line = HYPHEN_KEEP.test(line) || inLink ? `${line}${first}` : `${line.slice(0, -1)}${first}`;
      if (rest.length === 0) {
        i++;
        continue;
      }
      lines[i + 1] = rest.join(' ');
      break;
    }
    // An address broken in a narrow column ('jane@example.co' / 'm'): the tail joins it.
    // ('jane@exam' / 'ple.com' too: a domain with no dot yet takes a tail that has one.)
    const next = lines[i + 1] ?? '';
    const address = /(?:^|\s)[\w.+-]+@([\w-]+(?:\.[\w-]+)*\.?)$/.exec(line);
    if (
      address &&
      (/^[a-z]{1,6}$/.test(next) || (!address[1]!.includes('.') && /^[a-z0-9-]{0,40}\.[a-z0-9.-]{2,40}$/.test(next)))
    )
      line += lines[++i]!;
    out.push(line);
  }
  return out;
}

/** The biggest type on page one, usually the person's name, read across its baseline. */
function largestLine(items: Item[]): string | null {
  const visible = items.filter((it) => it.str.trim() !== '');
  if (visible.length === 0) return null;
  const top = visible.reduce((a, b) => (b.size > a.size ? b : a));
  const sizes = visible.map((it) => it.size).sort((a, b) => a - b);
  if (top.size < (sizes[Math.floor(sizes.length / 2)] ?? 0) * 1.3) return null;
  const line = visible
    .filter((it) => Math.abs(it.y - top.y) < top.size * 0.3 && it.size > top.size * 0.8)
    .sort((a, b) => a.x - b.x);
  // ('Whitf' and 'ield' either side of an 'fi' ligature drawn apart: pieces that touch are one word.)
  return (
    line
      .map((it, index) => (index > 0 && it.x - line[index - 1]!.right < top.size * 0.1 ? it.str : ` ${it.str}`))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || null
  );
}

/**
 * Profiles a page links to (host and handle, 'linkedin.com/in/jane'), whether or not the
 * address is printed: several themes print a LinkedIn or GitHub icon and nothing else.
 */
function profileLinks(page: RawPdfPage | undefined): string[] {
  const found: string[] = [];
  for (const { url } of page?.links ?? []) {
    const address = url.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/+$/, '');
    const [host = '', ...path] = address.split('/');
    const isProfile =
      PROFILE_HOSTS.has(host.toLowerCase()) &&
      (path.length === 1 || (path.length === 2 && path[0]!.toLowerCase() === 'in'));
    if (isProfile && HANDLE.test(path.at(-1)!) && !found.includes(address)) found.push(address);
    else if (SCHOLAR_PROFILE.test(address)) {
      // The profile itself, without the language it was last seen in.
      const profile = address.replace(/&hl=.*$/, '');
      if (!found.includes(profile)) found.push(profile);
    }
  }
  return found;
}

/**
 * Where a table's cells start: the left edge of an item after a gap of two ems or more in two rows
 * or more (a table's header and a row whose cell before is short: 'Institution', 'Carl Hayden High
 * School'). A row whose cell before runs up to that edge ('… Medical Billing and Coding' then
 * 'GateWay Community College') leaves only a space between them, and the edge says it is a cell's
 * (not where a moderncv label's edge meets its content: 'Languages' beside 'SQL, Python, R').
 * Half points, rounded.
 */
function tableCellStarts(rows: Item[][]): Set<number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    let inkEnd = -Infinity;
    for (const item of row) {
      if (item.str.trim() === '') continue;
      if (item.x - inkEnd >= item.size * 2) {
        const edge = Math.round(item.x * 2);
        counts.set(edge, (counts.get(edge) ?? 0) + 1);
      }
      inkEnd = Math.max(inkEnd, item.right);
    }
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([edge]) => edge));
}

/**
 * Items set in a row apart by a margin rather than a word space ('C++', 'Python', 'Isaac Sim' as
 * chips): the row's items keep their own word spaces inside them ('Isaac Sim') and between them
 * stand three or more space items alike in width, each wider than half an em, so each is a cell
 * boundary though narrower than the em that marks one elsewhere. The margin's width, or 0.
 */
function chipSpacing(row: Item[]): number {
  const spaces = row.filter(
    (item, at) => item.str.trim() === '' && at > 0 && at < row.length - 1 && item.right - item.x >= item.size * 0.6,
  );
  if (spaces.length < 3) return 0;
  const width = spaces[0]!.right - spaces[0]!.x;
  if (spaces.some((item) => Math.abs(item.right - item.x - width) > 0.3)) return 0;
  const inked = row.filter((item) => item.str.trim() !== '');
  if (inked.length !== spaces.length + 1 || !inked.some((item) => / \S/.test(item.str.trim()))) return 0;
  return width;
}

/**
 * A Google Scholar profile ('scholar.google.com/citations?user=SKOB7xAAAAJ'), which academic CVs
 * link from the words 'Google Scholar' rather than print: the profile's page, its user and nothing
 * else (a search or a single paper's page is no profile).
 */
const SCHOLAR_PROFILE = /^scholar\.google\.[a-z.]{2,10}\/citations\?user=[\w-]{6,20}(?:&hl=[a-z-]{2,8})?$/i;

/** 'Page 2 of 3', '2 / 3', '- 2 -' inside a running header or footer line. */
// Linear on any input (review C1): every run between the parts is bounded.
const PAGE_MARK =
  /(?:^|\s)(?:page\s{0,3}\d{1,3}(?:\s{0,3}(?:of|\/)\s{0,3}\d{1,3})?|\d{1,3}\s{0,3}(?:of|\/)\s{0,3}\d{1,3}|-\s{0,3}\d{1,3}\s{0,3}-)\s{0,3}$/i;
const SEPARATORS = new Set([' ', '\t', '·', '|', '•', '–', '—', '-']);

/** The line without its page mark and the separator before it ('… · (555) 014-2231'). */
function withoutPageMark(text: string): string {
  const out = text.replace(PAGE_MARK, '');
  let end = out.length;
  while (end > 0 && SEPARATORS.has(out[end - 1]!)) end -= 1;
  return out.slice(0, end);
}

interface BandRow {
  page: number;
  items: Item[];
  text: string;
  top: boolean;
}

/**
 * Running headers and footers: what a word processor repeats in the page's margins ('Jane Doe –
 * Résumé', 'jane@example.com · (555) 014-2231 · Page 1 of 2'). Read where they are drawn they land
 * inside a role that runs over the page break, as bullets of it. A row in the top or bottom band
 * of a page is such furniture when it repeats on another page (page numbers aside), when it is a
 * page mark, when it heads a later page with the name, or when it is a small contact line at the
 * foot of a page. It is taken out of the pages; its contact details are returned, once, to be read
 * with the header.
 */
function takeRunningRows(pageItems: Item[][], pages: RawPdfPage[], name: string | null): string[] {
  const rows: BandRow[] = [];
  pageItems.forEach((items, page) => {
    const height = pages[page]!.height;
    const band = items
      .filter((it) => it.y < height * 0.075 || it.y > height * 0.925)
      .sort((a, b) => b.y - a.y || a.x - b.x);
    for (const it of band) {
      const row = rows.find((r) => r.page === page && Math.abs(r.items[0]!.y - it.y) < Math.max(2, it.size * 0.3));
      if (row) row.items.push(it);
      else rows.push({ page, items: [it], text: '', top: it.y > height / 2 });
    }
  });
  for (const row of rows)
    row.text = row.items
      .sort((a, b) => a.x - b.x)
      .map((it) => it.str)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const key = (row: BandRow) => `${row.top}:${withoutPageMark(row.text).replace(/\d+/g, '#').toLowerCase()}`;
  const sizes = pageItems
    .flat()
    .map((it) => it.size)
    .sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const contact = (text: string) => findEmail(text) !== null || findPhone(text) !== null;
  const furniture = rows.filter((row) => {
    if (row.text === '') return false;
    if (PAGE_MARK.test(row.text) || PAGE_NUMBER.test(row.text)) return true;
    if (rows.some((other) => other.page !== row.page && key(other) === key(row))) return true;
    if (row.top && row.page > 0 && name && row.text.toLowerCase().startsWith(name.toLowerCase())) return true;
    return !row.top && contact(row.text) && Math.max(...row.items.map((it) => it.size)) <= bodySize;
  });
  const kept: string[] = [];
  for (const row of furniture) {
    for (const it of row.items) pageItems[row.page]!.splice(pageItems[row.page]!.indexOf(it), 1);
    const text = withoutPageMark(row.text).trim();
    if (contact(text) && !kept.includes(text)) kept.push(text);
  }
  return kept;
}

/** The pages' runs row by row, as printed, with their type: what typeCuesOf() reads. */
function styledRows(pageItems: Item[][]): StyledRun[][] {
  const rows: StyledRun[][] = [];
  for (const items of pageItems) {
    const sorted = items.filter((it) => it.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
    let row: Item[] = [];
    const flush = () => {
      if (row.length > 0)
        rows.push(row.sort((a, b) => a.x - b.x).map((it) => ({ text: it.str, style: it.style, size: it.size })));
      row = [];
    };
    for (const item of sorted) {
      if (row.length > 0 && Math.abs(row[0]!.y - item.y) > Math.min(row[0]!.size, item.size) * 0.45) flush();
      row.push(item);
    }
    flush();
  }
  return rows;
}

export function layoutPdf(pages: RawPdfPage[]): {
  text: string;
  layout: Layout;
  chars: number;
  imagePages: number;
  nameHint: string | null;
  linkHints: string[];
  typeCues: ReturnType<typeof typeCuesOf>;
} {
  const iconFonts = findIconFonts(pages);
  const issues: LayoutIssue[] = [];
  let columns = 1;
  let icons = 0;
  let imagePages = 0;
  let chars = 0;
  let small = 0;
  let total = 0;
  const pageTexts: string[] = [];
  const pageItems = pages.map((page) => {
    const { items, icons: pageIcons } = toItems(page, iconFonts);
    icons += pageIcons;
    return items;
  });
  const nameHint = pageItems[0] ? largestLine(pageItems[0]) : null;
  const typeCues = typeCuesOf(styledRows(pageItems));
  const runningContact = takeRunningRows(pageItems, pages, nameHint);
  /** A first page's sidebar, held back while the next pages continue its main column. */
  let heldSidebar: { lines: string[]; gutter: number } | null = null;
  const releaseSidebar = () => {
    if (heldSidebar) pageTexts.push(heldSidebar.lines.join('\n'));
    heldSidebar = null;
  };
  pages.forEach((page, index) => {
    const items = pageItems[index]!;
    const pageChars = items.reduce((n, it) => n + it.str.trim().length, 0);
    chars += pageChars;
    if (page.images > 0 && pageChars < 40) imagePages++;
    for (const it of items) {
      const n = it.str.trim().length;
      total += n;
      if (it.size < 7.5) small += n;
    }
    if (heldSidebar && !continuesMainColumn(items, heldSidebar.gutter)) releaseSidebar();
    const laid = layoutPage(items, page.width);
    columns = Math.max(columns, laid.columns);
    const next = pageItems[index + 1];
    const holds = laid.sidebar !== undefined && next !== undefined && continuesMainColumn(next, laid.sidebar.gutter);
    const shown = holds ? laid.lines.slice(0, laid.sidebar!.mainLength) : laid.lines;
    const lines = shown.filter((l) => !PAGE_NUMBER.test(l.trim()));
    // Contact details from a running header or footer are read with the first page's header.
    if (index === 0 && runningContact.length > 0) lines.splice(Math.min(1, lines.length), 0, ...runningContact);
    pageTexts.push(lines.join('\n'));
    if (holds) {
      releaseSidebar();
      heldSidebar = {
        lines: laid.lines.slice(laid.sidebar!.mainLength).filter((l) => !PAGE_NUMBER.test(l.trim())),
        gutter: laid.sidebar!.gutter,
      };
    }
  });
  releaseSidebar();

  const joined = joinHyphenation(pageTexts.join('\n\n').split('\n')).join('\n');
  const { text, restored } = restoreLigatures(joined);

  if (columns > 1) {
    issues.push({
      id: 'multi-column',
      message: `The layout has ${columns} columns. Many ATS read straight across the page and mix the columns; a single column is safest.`,
    });
  }
  if (restored > 0) {
    issues.push({
      id: 'unmapped-glyphs',
      message: `${restored} word(s) use ligature glyphs (fi, fl) with no text mapping, so an ATS may read "financial" as "nancial". Export the PDF again with ligatures off or upload DOCX.`,
    });
  }
  if (icons > 0) {
    issues.push({
      id: 'icons',
      message:
        'Icons stand in for labels (phone, email, profiles); an ATS reads them as stray characters. Use words instead.',
    });
  }
  if (imagePages > 0) {
    issues.push({
      id: 'image-text',
      message:
        imagePages === 1
          ? '1 page is an image with no text layer; an ATS cannot read it.'
          : `${imagePages} pages are images with no text layer; an ATS cannot read them.`,
    });
  }
  if (total > 0 && small / total > 0.25) {
    issues.push({
      id: 'small-font',
      message: 'Much of the text is smaller than 8 pt, which scanners and readers struggle with. Use 10 to 12 pt.',
    });
  }
  const tableRows = text.split('\n').filter((l) => (l.match(/\t/g) ?? []).length >= 2).length;
  if (tableRows >= 3) {
    issues.push({
      id: 'table',
      message: 'Some content is laid out as a table; ATS often read table cells out of order.',
    });
  }
  return {
    text: text.replace(/\n{3,}/g, '\n\n').trim(),
    layout: { columns, issues },
    chars,
    imagePages,
    nameHint,
    linkHints: pages.flatMap((page) => profileLinks(page)).filter((link, i, all) => all.indexOf(link) === i),
    typeCues,
  };
}
