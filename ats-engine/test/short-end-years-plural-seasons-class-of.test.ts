// Dates as people write them in a CV's left column or a school's line: '2015 – 19', 'Summers 2012 &
// 2013', 'Class of 2011'. Read on tune pages of decision 030's hand-written set and small texts (the
// held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { findDateRange } from '../src/parse/dates';
import { shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it("'2015 – 19' ends in 2019 and 'Summers 2012 & 2013' spans the two summers", async () => {
  expect(findDateRange('2015 – 19\tCollections Officer')).toMatchObject({ start: '2015', end: '2019' });
  expect(findDateRange('Summers 2019, 2020 and 2021')).toMatchObject({ start: 'Summer 2019', end: 'Summer 2021' });
  // A school year with a hyphen and an ISO month stay what they were.
  expect(findDateRange('2018-19')).toMatchObject({ start: '2018', end: '2019' });
  expect(findDateRange('2009-10')).toMatchObject({ start: null, end: '2009-10' });

  const page = await read('pdf-lib-217-curator-dates-left-short-end-year-two-summers');
  expect(rolesOf(page)).toEqual([
    ['Assistant Keeper, Art and Industry', 'National Museum of Ireland', '2019', 'Present'],
    ['Collections Officer', 'Hunt Museum', '2015', '2019'],
    ['Visitor Guide', 'Office of Public Works', 'Summer 2012', 'Summer 2013'],
  ]);
});

it("'Class of 2011' beside a school is the year it finished, no part of its name", async () => {
  const page = await read('pdf-lib-166-planner-dotted-months-quarters-since');
  expect(schoolsOf(page)).toEqual([
    ['Master of Science in Logistics', 'Wroclaw University of Economics and Business'],
    ['Matura', 'V Liceum Ogolnoksztalcace'],
  ]);
  expect(page.education[1]).toMatchObject({ endDate: '2011' });
});
