import { restoreLigatures } from '../src/extract/ligatures';
import { findDateRange } from '../src/parse/dates';
import { classifyHeading } from '../src/parse/headings';

// Headings and date ranges read in a line are remembered, and a text with no unnamed glyph skips
// the ligature pass: every answer stays the one the line itself gives, however often it is asked,
// whatever was asked before.

const HEADINGS: Array<[string, string | null]> = [
  ['Experience', 'experience'],
  ['  Experience  ', 'experience'],
  ['E X P E R I E N C E', 'experience'],
  ['Exper ience', 'experience'],
  ['WORK EXPERIENCE', 'experience'],
  ['Clinical Experience', 'experience'],
  ['Technical Skills:', 'skills'],
  ['CL IN ICAL SK ILLS', 'skills'],
  ['EDUCATION & CERTIFICATIONS', 'education'],
  ['Skills\tPython, SQL', null],
  ['', null],
  ['   ', null],
  ['Bob', null],
  ['Led a team of five engineers to ship the billing system on time and under budget', null],
];

const RANGES: Array<[string, { start: string | null; end: string | null; raw: string } | null]> = [
  ['Jan 2020 – Present', { start: 'Jan 2020', end: 'Present', raw: 'Jan 2020 – Present' }],
  ['Software Engineer, Acme   May 2016 – Jun 2019', { start: 'May 2016', end: 'Jun 2019', raw: 'May 2016 – Jun 2019' }],
  ['Jan – May 2016', { start: 'Jan 2016', end: 'May 2016', raw: 'Jan – May 2016' }],
  ['April 2019 – to date', { start: 'April 2019', end: 'Present', raw: 'April 2019 – to date' }],
  ['Since 2021', { start: '2021', end: 'Present', raw: 'Since 2021' }],
  ['2017 – Product Manager, Google', { start: '2017', end: null, raw: '2017 – ' }],
  ['5/19 – 8/21', { start: '5/19', end: '8/21', raw: '5/19 – 8/21' }],
  ["Summer '19", { start: null, end: "Summer '19", raw: "Summer '19" }],
  ['lead author on a 2023 Nature paper', { start: null, end: '2023', raw: '2023' }],
  ['Present', null],
  ['since May', null],
  ['Increased sales by 30% in 2 quarters', null],
];

describe('headings read in a line', () => {
  it('are the same asked once or many times', () => {
    for (let round = 0; round < 3; round++) {
      for (const [line, kind] of HEADINGS) expect([line, classifyHeading(line)]).toEqual([line, kind]);
    }
  });

  it('are the same after many other lines were read', () => {
    for (let i = 0; i < 10_000; i++) classifyHeading(`Line ${i} of a long page`);
    for (const [line, kind] of HEADINGS) expect([line, classifyHeading(line)]).toEqual([line, kind]);
  });
});

describe('date ranges read in a line', () => {
  it('are the same asked once or many times', () => {
    for (let round = 0; round < 3; round++) {
      for (const [line, range] of RANGES) expect([line, findDateRange(line)]).toEqual([line, range]);
    }
  });

  it('are each caller’s own: changing one changes no later answer', () => {
    const first = findDateRange('Jan 2020 – Present')!;
    first.start = 'changed';
    first.raw = '';
    expect(findDateRange('Jan 2020 – Present')).toEqual({
      start: 'Jan 2020',
      end: 'Present',
      raw: 'Jan 2020 – Present',
    });
    const second = findDateRange('Jan 2020 – Present')!;
    second.end = null;
    expect(findDateRange('Jan 2020 – Present')).toEqual({
      start: 'Jan 2020',
      end: 'Present',
      raw: 'Jan 2020 – Present',
    });
  });

  it('are the same after many other lines were read, long lines included', () => {
    for (let i = 0; i < 10_000; i++) findDateRange(`Shipped release ${i} in 2019`);
    const long = `${'Wrote and shipped the payments service, '.repeat(8)}May 2016 – Jun 2019`;
    for (let round = 0; round < 2; round++) {
      expect(findDateRange(long)).toEqual({ start: 'May 2016', end: 'Jun 2019', raw: 'May 2016 – Jun 2019' });
      for (const [line, range] of RANGES) expect([line, findDateRange(line)]).toEqual([line, range]);
    }
  });
});

describe('ligatures restored in a text', () => {
  it('fold the ligature characters and leave a text with no unnamed glyph as it is', () => {
    expect(restoreLigatures('Plain text, no glyphs')).toEqual({ text: 'Plain text, no glyphs', restored: 0 });
    expect(restoreLigatures('ﬁle and ﬂow')).toEqual({ text: 'file and flow', restored: 0 });
  });

  it('restore words with unnamed glyphs and drop a glyph standing alone with its spaces', () => {
    expect(restoreLigatures('e\u0000cient work\u0000ow')).toEqual({ text: 'efficient workflow', restored: 2 });
    expect(restoreLigatures('Call \u0000 555-1234\tEmail')).toEqual({ text: 'Call 555-1234\tEmail', restored: 0 });
  });
});
