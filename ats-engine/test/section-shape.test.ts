// Layout induction in an experience section: a writer sets every role's header in one shape, so
// the roles read with their dates show the shape, and a block set in it with no dates is a role of
// its own (not lines of the role above), its parts read in the order the dated roles show. Each
// page is generated here from one layout and a list of roles, several layouts alike.
import { parseResumeText } from '../src/parse/parse-resume-text';

interface Role {
  title: string;
  employer: string;
  place: string;
  dates: string | null;
  body: string[];
}

const ROLES: Role[] = [
  {
    title: 'Shift Lead',
    employer: 'Blue Bottle Coffee',
    place: 'Oakland, CA',
    dates: 'Mar 2021 – Present',
    body: ['Ran the morning shift of six baristas.', 'Cut milk waste by 12% with a new par sheet.'],
  },
  {
    title: 'Volunteer Tutor',
    employer: 'Oakland Literacy Project',
    place: 'Oakland, CA',
    dates: null,
    body: ['Tutored four adults in reading each week.', 'Planned lessons with the program lead.'],
  },
  {
    title: 'Barista',
    employer: "Peet's Coffee",
    place: 'Berkeley, CA',
    dates: 'Jun 2018 – Feb 2021',
    body: ['Served 300 guests a day at the counter.', 'Trained five new hires on the espresso bar.'],
  },
];

/** A layout: a role's header lines (its dates where the layout prints them, none when it has none). */
type Layout = (role: Role) => string[];

const LAYOUTS: Record<string, Layout> = {
  'one line in parts set apart by bars, the dates at the right': (r) => [
    `${r.title} | ${r.employer} | ${r.place}${r.dates ? `\t${r.dates}` : ''}`,
  ],
  'the employer and place over the title and its dates': (r) => [
    `${r.employer}\t${r.place}`,
    r.dates ? `${r.title}\t${r.dates}` : r.title,
  ],
  'the title, then the employer and place, then the dates': (r) => [
    r.title,
    `${r.employer}, ${r.place}`,
    ...(r.dates ? [r.dates] : []),
  ],
  'the dates first, then the title, then the employer and place': (r) => [
    ...(r.dates ? [r.dates] : []),
    r.title,
    `${r.employer}, ${r.place}`,
  ],
  'the employer and place over the title, the dates beside the title': (r) => [
    `${r.employer}, ${r.place}`,
    r.dates ? `${r.title}\t${r.dates}` : r.title,
  ],
};

const page = (layout: Layout, roles: Role[], marks: boolean) =>
  [
    'Dana Whitfield',
    'dana.whitfield@example.com | (510) 555-0148',
    '',
    'EXPERIENCE',
    ...roles.flatMap((role) => [...layout(role), ...role.body.map((line) => (marks ? `• ${line}` : line))]),
    '',
    'EDUCATION',
    'Laney College, Oakland, CA',
    'Associate of Arts, Business',
  ].join('\n');

const read = (text: string) =>
  parseResumeText(text).experience.map((role) => ({
    title: role.title,
    employer: role.company,
    place: role.location,
    start: role.startDate,
    bullets: role.bullets.length,
  }));

const expected = (roles: Role[]) =>
  roles.map((role) => ({
    title: role.title,
    employer: role.employer,
    place: role.place,
    start: role.dates ? role.dates.split(' – ')[0] : null,
    bullets: role.body.length,
  }));

describe("a role with no dates set in the shape of the section's dated roles is a role of its own", () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    it(`${name}, bullets marked`, () => {
      expect(read(page(layout, ROLES, true))).toEqual(expected(ROLES));
    });
    it(`${name}, bullets written as sentences with no marks`, () => {
      expect(read(page(layout, ROLES, false))).toEqual(expected(ROLES));
    });
  }

  it('on a page that dates no role, the first role shows the shape the others are set in', () => {
    const undated = ROLES.map((role) => ({ ...role, dates: null }));
    const layout = LAYOUTS['the employer and place over the title and its dates']!;
    expect(read(page(layout, undated, false))).toEqual(expected(undated));
  });

  it('a role with no dates that leaves out its place as well is set in the shape less the place', () => {
    const layout: Layout = (r) => [
      r.dates ? `${r.title} | ${r.employer} | ${r.place}\t${r.dates}` : `${r.title} | ${r.employer}`,
    ];
    expect(read(page(layout, ROLES, true))).toEqual(
      expected(ROLES).map((role) => (role.start === null ? { ...role, place: null } : role)),
    );
  });

  it('two roles with no dates between dated ones are two roles', () => {
    const roles = [
      ROLES[0]!,
      ROLES[1]!,
      {
        title: 'Event Volunteer',
        employer: 'Oakland Museum',
        place: 'Oakland, CA',
        dates: null,
        body: ['Guided school groups through the galleries.'],
      },
      ROLES[2]!,
    ];
    const layout = LAYOUTS['the title, then the employer and place, then the dates']!;
    expect(read(page(layout, roles, true))).toEqual(expected(roles));
  });
});

describe('what the section shape does not take for a role', () => {
  it('a short line between lines of a role that are not sentences stays a line of the role', () => {
    const text = [
      'Dana Whitfield',
      'dana.whitfield@example.com',
      '',
      'EXPERIENCE',
      'Store Manager, Fresh Market\tJan 2020 – Present',
      'Ran a store of 40 staff',
      'Scheduling, Payroll',
      'Hired 12 people',
      'Assistant Manager, Kroger\tJan 2017 – Dec 2019',
      'Opened the store',
      'Inventory, Ordering',
      'Trained cashiers',
    ].join('\n');
    expect(read(text).map((role) => [role.title, role.employer, role.bullets])).toEqual([
      ['Store Manager', 'Fresh Market', 3],
      ['Assistant Manager', 'Kroger', 3],
    ]);
  });

  it('one dated role does not make a shape: the undated line under it stays its line, as the reading warns', () => {
    const text = [
      'Dana Whitfield',
      'dana.whitfield@example.com',
      '',
      'EXPERIENCE',
      'Shift Lead | Blue Bottle Coffee | Oakland, CA\tMar 2021 – Present',
      '• Ran the morning shift of six baristas.',
      'Volunteer Tutor | Oakland Literacy Project',
      '• Tutored four adults in reading each week.',
    ].join('\n');
    expect(read(text).map((role) => [role.title, role.employer, role.bullets])).toEqual([
      ['Shift Lead', 'Blue Bottle Coffee', 3],
    ]);
  });
});
