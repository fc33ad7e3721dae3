// Field accuracy of the parser against a truth: what bench:parse prints and the devset test
// asserts. Each field is a count of (correct, total); skills count true and false positives.
import type { ParsedResume } from '../src/index';
import { toMonthIndex } from '../src/parse/dates';
import type { Truth } from './truth';

export const FIELDS = ['name', 'email', 'phone', 'links', 'title', 'employer', 'dates', 'school', 'degree'] as const;
export type Field = (typeof FIELDS)[number];

export interface Tally {
  fields: Record<Field, { correct: number; total: number }>;
  skills: { truePositives: number; falsePositives: number; falseNegatives: number };
  /** What went wrong, for reading a miss: "title: expected X, got Y". */
  misses: string[];
}

export function emptyTally(): Tally {
  return {
    fields: Object.fromEntries(FIELDS.map((field) => [field, { correct: 0, total: 0 }])) as Tally['fields'],
    skills: { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
    misses: [],
  };
}

export function addTally(into: Tally, from: Tally): Tally {
  for (const field of FIELDS) {
    into.fields[field].correct += from.fields[field].correct;
    into.fields[field].total += from.fields[field].total;
  }
  into.skills.truePositives += from.skills.truePositives;
  into.skills.falsePositives += from.skills.falsePositives;
  into.skills.falseNegatives += from.skills.falseNegatives;
  into.misses.push(...from.misses);
  return into;
}

const norm = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/\.(?=\s|$)/g, '')
    .trim();
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').slice(-10);
const link = (value: string) => value.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
/** A parsed value counts when it says the truth, allowing a note around it ('Nurse (part-time)'). */
const says = (parsed: string | null | undefined, truth: string) => {
  const p = norm(parsed);
  const t = norm(truth);
  return t.length > 0 && (p === t || (p.includes(t) && p.length <= t.length * 1.6 + 12));
};
const sameMonth = (parsed: string | null | undefined, truth: string | null, edge: 'start' | 'end' = 'start') => {
  if (truth === null) return !parsed || /present|current|now|today|ongoing/i.test(parsed);
  return toMonthIndex(parsed ?? null, undefined, edge) === toMonthIndex(truth.replace(/^(\d{4})-(\d{2})$/, '$2/$1'));
};

export function measure(parsed: ParsedResume, truth: Truth, label: string): Tally {
  const tally = emptyTally();
  const check = (field: Field, ok: boolean, expected: string, got: string | null | undefined) => {
    tally.fields[field].total += 1;
    if (ok) tally.fields[field].correct += 1;
    else tally.misses.push(`${label} ${field}: expected "${expected}", got "${got ?? ''}"`);
  };
  const c = parsed.contact;
  check('name', norm(c.fullName) === norm(truth.name), truth.name, c.fullName);
  if (truth.email) check('email', (c.email ?? '').toLowerCase() === truth.email.toLowerCase(), truth.email, c.email);
  if (truth.phone) check('phone', digits(c.phone) === digits(truth.phone), truth.phone, c.phone);
  const links = c.links.map(link);
  for (const url of truth.links) check('links', links.some((found) => found.includes(link(url))), url, c.links.join(', '));

  const roles = [...parsed.experience];
  for (const role of truth.roles) {
    // The parsed role for this one: same employer, else same start month, else the next in order.
    const index = Math.max(
      roles.findIndex((candidate) => says(candidate.company, role.employer) || says(candidate.title, role.employer)),
      -1,
    );
    const byDate = index >= 0 ? index : roles.findIndex((candidate) => sameMonth(candidate.startDate, role.start));
    const found = byDate >= 0 ? roles.splice(byDate, 1)[0] : roles.shift();
    // A field the rendering does not print is blank in its truth (printedTruth) and not counted.
    if (role.title) check('title', says(found?.title, role.title), role.title, found?.title);
    if (role.employer) check('employer', says(found?.company, role.employer), role.employer, found?.company);
    check('dates', sameMonth(found?.startDate, role.start) && sameMonth(found?.endDate, role.end, 'end'), `${role.start} – ${role.end ?? 'Present'}`, found ? `${found.startDate} – ${found.endDate}` : null);
  }
  const schools = [...parsed.education];
  for (const school of truth.schools) {
    const index = schools.findIndex((candidate) => says(candidate.institution, school.school) || (school.degree !== '' && norm(candidate.degree).includes(norm(school.degree))));
    const found = index >= 0 ? schools.splice(index, 1)[0] : schools.shift();
    if (school.school) check('school', says(found?.institution, school.school), school.school, found?.institution);
    if (school.degree) check('degree', norm(found?.degree).includes(norm(school.degree)), school.degree, found?.degree);
  }

  const expected = new Set(truth.skills.map(norm));
  const got = new Set(parsed.skills.map(norm));
  for (const skill of got) {
    if (expected.has(skill)) tally.skills.truePositives += 1;
    else tally.skills.falsePositives += 1;
  }
  for (const skill of expected) {
    if (!got.has(skill)) {
      tally.skills.falseNegatives += 1;
      tally.misses.push(`${label} skills: missed "${skill}"`);
    }
  }
  for (const skill of got) if (!expected.has(skill)) tally.misses.push(`${label} skills: extra "${skill}"`);
  return tally;
}

export function skillScores(tally: Tally): { precision: number; recall: number; f1: number } {
  const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = tally.skills;
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
