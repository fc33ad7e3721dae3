// What the reader found in a resume, as a person is shown it ('How an ATS reads your resume'), and
// the plain warnings where something was not found or was guessed. The scorer uses the same
// warnings as findings (score-resume.ts), so a role the reader could not place costs points and
// says why in one voice, never silently. Built from the parse alone; it changes no parsing rule.
import { hasTitleWord } from '../parse/vocab';
import type { ExperienceEntry, ParsedResume } from '../types';

/** Where a warning belongs in the score breakdown; null: shown with the reading only. */
export type ReadingComponent = 'sections' | 'dates' | 'bullets' | null;

export type ReadingWarningId =
  | 'name-missing'
  | 'email-missing'
  | 'phone-missing'
  | 'experience-missing'
  | 'experience-unread'
  | 'role-no-dates'
  | 'role-no-start'
  | 'role-no-end'
  | 'role-no-title'
  | 'role-title-guessed'
  | 'role-no-employer'
  | 'role-no-bullets'
  | 'role-in-bullets'
  | 'education-missing'
  | 'degree-missing'
  | 'school-missing'
  | 'skills-missing';

export interface ReadingWarning {
  id: ReadingWarningId;
  /** The score component this is a finding of (null: the component already says it, or none does). */
  component: ReadingComponent;
  /** Index into `roles` or `education` when the warning is about one of them. */
  item: number | null;
  message: string;
}

export interface ReadRole {
  title: string | null;
  employer: string | null;
  location: string | null;
  start: string | null;
  end: string | null;
  bullets: number;
}

export interface ReadSchool {
  degree: string | null;
  school: string | null;
  start: string | null;
  end: string | null;
}

export interface ResumeReading {
  contact: {
    name: string | null;
    email: string | null;
    phone: string | null;
    location: string | null;
    links: string[];
  };
  headline: string | null;
  /** The section headings found, in order. */
  headings: string[];
  roles: ReadRole[];
  education: ReadSchool[];
  skills: string[];
  warnings: ReadingWarning[];
}

/** Bounds of what is shown (and sent): a resume rarely has more; a hostile file must not grow the answer. */
export const READING_LIMITS = { text: 200, roles: 40, schools: 20, skills: 150, links: 10, headings: 40 } as const;

const clip = (text: string | null | undefined): string | null => {
  if (text == null) return null;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '') return null;
  return trimmed.length > READING_LIMITS.text ? `${trimmed.slice(0, READING_LIMITS.text - 1)}…` : trimmed;
};

/** How a warning names a role: its title, else its employer, else its place in the list. */
export function roleLabel(role: Pick<ExperienceEntry, 'title' | 'company'>, index: number): string {
  const name = clip(role.title) ?? clip(role.company);
  return name ? `"${name.length > 60 ? `${name.slice(0, 59)}…` : name}"` : `role ${index + 1}`;
}

/**
 * A line read as a bullet that looks like a role's header ('Volunteer Coordinator | Denver Food
 * Bank'): short, no sentence, cells set apart, one of them a job title. The role it opens was lost.
 */
function looksLikeRoleLine(line: string): boolean {
  if (line.split(/\s+/).length > 10 || /[.!?;:]$/.test(line) || !/^\p{Lu}/u.test(line)) return false;
  const cells = line
    .split(/\t|(?<!\s)\s+[|•·–—@]\s+|,\s+/)
    .map((cell) => cell.trim())
    .filter(Boolean);
  const titleCell = (cell: string) =>
    hasTitleWord(cell) &&
    cell.split(/\s+/).length <= 5 &&
    cell.split(/\s+/).every((word) => /^[\p{Lu}\d&(]/u.test(word) || /^(of|and|the|for|to|in)$/.test(word));
  return (
    (cells.length <= 4 && titleCell(cells[0]!)) || (cells.length >= 2 && cells.length <= 4 && cells.some(titleCell))
  );
}

export function readingOf(parsed: ParsedResume): ResumeReading {
  const warnings: ReadingWarning[] = [];
  const warn = (id: ReadingWarningId, component: ReadingComponent, message: string, item: number | null = null) =>
    warnings.push({ id, component, item, message });
  const { contact } = parsed;

  if (!contact.fullName)
    warn(
      'name-missing',
      null,
      'No name found: put your full name alone on the first line, not in the page header or a picture.',
    );
  if (!contact.email)
    warn(
      'email-missing',
      null,
      'No email address found: write it out in the body of the resume, not in the page header or as an icon.',
    );
  if (!contact.phone) warn('phone-missing', null, 'No phone number found: write it out near your name.');

  const experienceSections = parsed.sections.filter((section) => section.kind === 'experience');
  const roles = parsed.experience.slice(0, READING_LIMITS.roles);
  if (experienceSections.length === 0 && roles.length === 0) {
    warn(
      'experience-missing',
      'sections',
      'No experience section found: many ATS only read roles under a heading they know; head your roles "Experience".',
    );
  } else if (roles.length === 0) {
    const heading = clip(experienceSections[0]!.heading) ?? 'Experience';
    warn(
      'experience-unread',
      'sections',
      `A section "${heading}" was found, but no role could be read from it: put each role's title, employer and dates on the lines above its bullets.`,
    );
  }
  roles.forEach((role, index) => {
    const label = roleLabel(role, index);
    if (!role.startDate && !role.endDate)
      warn(
        'role-no-dates',
        'dates',
        `No dates found for ${label}: many ATS cannot place a role without dates; put them on the role's line.`,
        index,
      );
    else if (!role.startDate)
      warn(
        'role-no-start',
        'dates',
        `No start date found for ${label}: an ATS counts your years from it; write both dates, as "Jan 2021 – Present".`,
        index,
      );
    else if (!role.endDate)
      warn(
        'role-no-end',
        'dates',
        `No end date found for ${label}: write when it ended, or "Present" if it has not.`,
        index,
      );
    if (!role.title) {
      const employer = clip(role.company);
      warn(
        'role-no-title',
        'sections',
        employer
          ? `No job title found for the role at "${employer}": put the title on the role's first line.`
          : `No job title found for ${label}: put the title on the role's first line.`,
        index,
      );
    } else if (!hasTitleWord(role.title)) {
      warn(
        'role-title-guessed',
        'sections',
        `The title "${clip(role.title)}" was guessed: it has no usual job-title word, so an ATS may read it as something else; check it names your role.`,
        index,
      );
    }
    if (role.title && !role.company)
      warn(
        'role-no-employer',
        'sections',
        `No employer found for ${label}: put the employer's name next to the title or on the line below it.`,
        index,
      );
    const swallowed = role.bullets.find(looksLikeRoleLine);
    if (swallowed) {
      warn(
        'role-in-bullets',
        'sections',
        `"${clip(swallowed)}" was read as a line of ${label}, not as a role of its own: put its dates on that line, as "Volunteer Coordinator | Food Bank | 2019 – 2021", so an ATS sees a new role.`,
        index,
      );
    }
    if (role.bullets.length === 0)
      warn(
        'role-no-bullets',
        'bullets',
        `No bullet points found under ${label}: describe what you did there in 3-6 bullets.`,
        index,
      );
  });

  const schools = parsed.education.slice(0, READING_LIMITS.schools);
  if (schools.length === 0)
    warn('education-missing', null, 'No education found: list your schools and degrees under a heading "Education".');
  schools.forEach((entry, index) => {
    if (!entry.degree && entry.institution)
      warn(
        'degree-missing',
        null,
        `No degree found for "${clip(entry.institution)}": write the degree's full name on the school's line.`,
        index,
      );
    if (entry.degree && !entry.institution)
      warn(
        'school-missing',
        null,
        `No school found for "${clip(entry.degree)}": write the school's name with the degree.`,
        index,
      );
  });
  if (parsed.skills.length === 0)
    warn('skills-missing', null, 'No skills found: list them under a heading "Skills", separated by commas.');

  return {
    contact: {
      name: clip(contact.fullName),
      email: clip(contact.email),
      phone: clip(contact.phone),
      location: clip(contact.location),
      links: contact.links
        .slice(0, READING_LIMITS.links)
        .map((link) => clip(link)!)
        .filter(Boolean),
    },
    headline: clip(parsed.headline),
    headings: parsed.sections
      .slice(0, READING_LIMITS.headings)
      .map((section) => clip(section.heading) ?? '')
      .filter(Boolean),
    roles: roles.map((role) => ({
      title: clip(role.title),
      employer: clip(role.company),
      location: clip(role.location),
      start: clip(role.startDate),
      end: clip(role.endDate),
      bullets: role.bullets.length,
    })),
    education: schools.map((entry) => ({
      degree: clip(entry.degree),
      school: clip(entry.institution),
      start: clip(entry.startDate),
      end: clip(entry.endDate),
    })),
    skills: parsed.skills
      .slice(0, READING_LIMITS.skills)
      .map((skill) => clip(skill)!)
      .filter(Boolean),
    warnings,
  };
}

/** The warnings that are findings of a score component, as its suggestions. */
export function findingsOf(reading: ResumeReading, component: Exclude<ReadingComponent, null>, limit = 4): string[] {
  const found = reading.warnings.filter((warning) => warning.component === component);
  const shown = found.slice(0, limit).map((warning) => warning.message);
  if (found.length > limit) shown.push(`And ${found.length - limit} more like these: see how your resume was read.`);
  return shown;
}
