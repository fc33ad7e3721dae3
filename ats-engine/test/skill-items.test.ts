// How one item of a skills list becomes the skills it names.
import { expandSkillItem, parseResumeText } from '../src/parse/parse-resume-text';

describe('expandSkillItem', () => {
  it.each([
    ['Java and J2EE', ['Java', 'J2EE']],
    ['Git and GitHub', ['Git', 'GitHub']],
    ['SQL and NoSQL databases (MySQL, MongoDB)', ['SQL', 'NoSQL', 'MySQL', 'MongoDB']],
    ['Python and Machine Learning basics', ['Python', 'Machine Learning']],
    ['Node.js (MERN stack)', ['Node.js']],
    ['Angular (versions 2+)', ['Angular']],
    ['Decentralized Finance (DeFi)', ['Decentralized Finance (DeFi)']],
    // A standard and its version, and LinkedIn's 'which one' note, are part of the name.
    ['accessibility (WCAG 2.2)', ['accessibility (WCAG 2.2)']],
    ['Go (Programming Language)', ['Go (Programming Language)']],
    ['Quality systems (ISO 9001)', ['Quality systems (ISO 9001)']],
    ['Research and Development', ['Research and Development']],
    ['Architecture and Development', ['Architecture and Development']],
    ['Project Management', ['Project Management']],
    ['Attention to Detail', ['Attention to Detail']],
    // One thing and the parts of it the writer uses, in parentheses, is one skill as printed; a group
    // named by its kind ('databases' above, 'codes') gives its members; another name in capitals is
    // part of the name, a level is not.
    ['Excel (XLOOKUP, Power Query)', ['Excel (XLOOKUP, Power Query)']],
    ['Federal grant applications (Grants.gov, eRA Commons)', ['Federal grant applications (Grants.gov, eRA Commons)']],
    ['Building codes (IBC, IRC)', ['Building codes', 'IBC', 'IRC']],
    ['Azure AD (Entra ID)', ['Azure AD (Entra ID)']],
    ['Spanish (Native Speaker)', ['Spanish']],
  ])('%s', (item, skills) => {
    expect(expandSkillItem(item)).toEqual(skills);
  });
});

it("a skill wrapped in a column of one item a line ('Flux-Cored Arc' over 'Welding', beside 'MIG Welding') is one skill", () => {
  const parsed = parseResumeText(
    [
      'Bo Lindgren',
      'bo@example.com',
      '',
      'SKILLS',
      'MIG Welding',
      'TIG Welding',
      'Flux-Cored Arc',
      'Welding',
      'Blueprint Reading',
      'Pipe Fitting',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual([
    'MIG Welding',
    'TIG Welding',
    'Flux-Cored Arc Welding',
    'Blueprint Reading',
    'Pipe Fitting',
  ]);
});

it("a bar-separated skills list wrapped inside an item ('… | Microsoft' over 'Excel | Food Safety | …') keeps the item whole", () => {
  expect(
    parseResumeText(
      [
        'Ana Lima',
        'ana@example.com',
        '',
        'KEY SKILLS',
        'Customer Service | Cash Handling | Inventory Management | Staff Scheduling | Microsoft',
        'Excel | Food Safety | Point of Sale Systems',
      ].join('\n'),
    ).skills,
  ).toEqual([
    'Customer Service',
    'Cash Handling',
    'Inventory Management',
    'Staff Scheduling',
    'Microsoft Excel',
    'Food Safety',
    'Point of Sale Systems',
  ]);
});

it("a skill and a phrase about it ('Customer service: five years at a busy counter') reads as the skill", () => {
  expect(
    parseResumeText(
      [
        'Ana Lima',
        'ana@example.com',
        '',
        'SKILLS',
        'Customer service: five years at a busy counter',
        'Cash handling: balanced drawers every single shift',
        'Tools: Git, Docker',
      ].join('\n'),
    ).skills,
  ).toEqual(['Customer service', 'Cash handling', 'Git', 'Docker']);
});

it("a skills list's last two names joined by 'and' ('Excel, QuickBooks and Salesforce') and items set apart by spaced dashes are each a skill", () => {
  const skills = (line: string) => parseResumeText(`Ana Lima\nana@example.com\n\nSKILLS\n${line}\n`).skills;
  expect(skills('Excel, QuickBooks and Salesforce')).toEqual(['Excel', 'QuickBooks', 'Salesforce']);
  expect(skills('Customer service, opening and closing')).toEqual(['Customer service', 'opening and closing']);
  expect(skills('Tattooing – Fine line – Color realism – Cover-ups')).toEqual([
    'Tattooing',
    'Fine line',
    'Color realism',
    'Cover-ups',
  ]);
});

it("a line of group names that is an item itself ('HR analytics' in a column, 'Design Systems' last in a list) is a skill, not a label", () => {
  const skills = (lines: string[]) =>
    parseResumeText(['Ana Lima', 'ana@example.com', '', 'Top Skills', ...lines].join('\n')).skills;
  expect(skills(['User Research', 'Figma', 'Design Systems'])).toEqual(['User Research', 'Figma', 'Design Systems']);
  expect(skills(['Employee relations', 'HR analytics', 'UKG Pro'])).toEqual([
    'Employee relations',
    'HR analytics',
    'UKG Pro',
  ]);
  // A label over its items stays a label.
  expect(skills(['Clinical', 'Telemetry', 'Wound care'])).toEqual(['Telemetry', 'Wound care']);
});
