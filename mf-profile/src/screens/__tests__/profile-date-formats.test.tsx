import { screen, waitFor, within } from '@testing-library/react';
import { logout, storeUser } from '@resumebeat/shared-session';
import { held, json, startApiServer } from '../../testing/api-server';
import { aProfile, aUsageStatus } from '../../testing/data';
import { renderRoutes } from '@resumebeat/qa-harness/testing';

// The first date format a page makes sets up the browser's locale data (~70 ms at 4x CPU): the
// page's modules make none as they are evaluated, and the profile makes the one its cards show
// first while its answers are on their way (docs/decisions/047).
const made: Intl.DateTimeFormatOptions[] = [];
const RealDateTimeFormat = Intl.DateTimeFormat;
beforeAll(() => {
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(((locales?: string, options?: Intl.DateTimeFormatOptions) => {
    made.push(options ?? {});
    return new RealDateTimeFormat(locales, options);
  }) as typeof Intl.DateTimeFormat);
});
afterAll(() => jest.restoreAllMocks());

const api = startApiServer();
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
  api.routes['GET /api/resume/usage-status'] = json(200, aUsageStatus());
  api.routes['GET /api/resume/my-resumes'] = json(200, []);
});
afterEach(() => logout());

it('evaluating the profile screen and the modules it imports makes no date format', async () => {
  await import('../profile-screen');
  expect(made).toEqual([]);
});

it("makes the 'Last updated' format before the profile arrives, once, and shows the dates with it", async () => {
  const { ProfileScreen } = await import('../profile-screen');
  const profile = held(json(200, aProfile({ dateOfBirth: null })));
  api.routes['GET /api/profile'] = profile.handler;
  renderRoutes({ '/profile': <ProfileScreen /> }, { path: '/profile' });
  expect(made).toEqual([]);
  await waitFor(() => expect(made).toEqual([{ dateStyle: 'medium', timeStyle: 'short' }]));

  profile.release();
  const lastUpdated = new RealDateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date('2026-11-20T10:00:00.000Z'),
  );
  expect(await within(screen.getByTestId('personal-info')).findByText(lastUpdated)).toBeInTheDocument();
  // The usage card's last scan date (medium, the person's zone) is a second format; 'Last updated' reused the first.
  expect(made).toEqual([{ dateStyle: 'medium', timeStyle: 'short' }, { dateStyle: 'medium' }]);
});
