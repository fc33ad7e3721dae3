// Contact, roles and skills on pages written like Word and Google Docs exports (decision 030,
// nineteenth revision; devset/handwritten/*-90-* and earlier tune pages only: the held-out part
// enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { findPhone } from '../src/parse/contact';
import { expandSkillItem, parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it("a postal box's number ('P.O. Box 1420-20100') is no phone: the phone is the number after it", async () => {
  expect(findPhone('P.O. Box 1420-20100, Nakuru | +254 722 318 406')).toBe('+254 722 318 406');
  expect(findPhone('PO Box 1420-20100, Nakuru')).toBeNull();
  expect(findPhone('Flat 2, 14 Box Lane | 0161 496 0732')).toBe('0161 496 0732');
  expect((await read('chromium-html-90-fleet-supervisor-word-po-box')).contact.phone).toBe('+254 722 318 406');
  expect((await read('latex-70-moderncv-casual-agronomist')).contact.phone).toBe('+254 722 418 306');
}, 30_000);

it("'January 2020 to date' is a range still running, its 'to' the range's dash: 'to date' is no employer", async () => {
  const parsed = parseResumeText(
    [
      'Siobhan Byrne',
      'siobhan@example.com',
      '',
      'Employment History',
      'Bookkeeper',
      'Lee Valley Joinery Ltd, Ballincollig — January 2020 to date',
      '• Full books for a joinery firm of 24 staff.',
      'Accounts Assistant',
      'Murphy & Hegarty, Cork — September 2015 to December 2019',
      '• Payroll for 40 small business clients.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Bookkeeper', 'Lee Valley Joinery Ltd', 'January 2020', 'Present'],
    ['Accounts Assistant', 'Murphy & Hegarty', 'September 2015', 'December 2019'],
  ]);
  expect(roles(await read('libreoffice-70-bookkeeper-competencies-table'))[0]).toEqual([
    'Bookkeeper',
    'Lee Valley Joinery Ltd',
    'January 2020',
    'Present',
  ]);
}, 30_000);

it("a place in parentheses after a skill is no part of it ('Route knowledge (Greater Manchester)')", async () => {
  expect(expandSkillItem('Route knowledge (Greater Manchester)')).toEqual(['Route knowledge']);
  expect(expandSkillItem('Local knowledge (Leeds, West Yorkshire)')).toEqual([
    'Local knowledge (Leeds, West Yorkshire)',
  ]);
  expect(expandSkillItem('Azure AD (Entra ID)')).toEqual(['Azure AD (Entra ID)']);
  expect((await read('weasyprint-34-grid-bus-driver-skill-bars')).skills).toContain('Route knowledge');
}, 30_000);

it("'Domains:' and 'Sectors:' lines in a skills section name the fields worked in, not skills", async () => {
  const parsed = parseResumeText(
    [
      'Marie Laurent',
      'marie@example.com',
      '',
      'Skills',
      'CAT: memoQ, Trados Studio',
      'Domains: Automotive, pharmaceutical regulatory, contracts',
      'Sectors: Engineering, Public sector',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual(['memoQ', 'Trados Studio']);
  const recruiter = await read('chromium-html-91-recruiter-gdocs-title-comma');
  expect(recruiter.skills).toContain('Bullhorn CRM');
  expect(recruiter.skills).not.toContain('Engineering');
  expect((await read('latex-42-moderncv-banking-translator')).skills).not.toContain('Automotive');
}, 30_000);

it("two spoken languages joined by '&' or 'and' are two skills; other pairs stay as before", async () => {
  expect(expandSkillItem('Setswana & English')).toEqual(['Setswana', 'English']);
  expect(expandSkillItem('Polish and English')).toEqual(['Polish', 'English']);
  expect(expandSkillItem('Moving and handling')).toEqual(['Moving and handling']);
  const skills = (await read('weasyprint-90-warehouse-manager-title-at-sidebar')).skills;
  expect(skills).toEqual(expect.arrayContaining(['Setswana', 'English']));
  expect(skills).not.toContain('Setswana & English');
}, 30_000);
