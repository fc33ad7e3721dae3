import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { json, startApiServer } from '../../testing/api-server';
import { aProfile, aUsageStatus } from '../../testing/data';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { ProfileScreen } from '../profile-screen';

// The design system's forms entry (fields, inputs, alerts) is not on the profile's first view
// (docs/decisions/047): the page starts without it and loads it when 'Edit' is pressed.
let formsEvaluated = 0;
jest.mock('@resumebeat/shared-ui/forms', () => {
  formsEvaluated += 1;
  return jest.requireActual('@resumebeat/shared-ui/forms');
});

const api = startApiServer();
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
  api.routes['GET /api/profile'] = json(200, aProfile());
  api.routes['GET /api/resume/usage-status'] = json(200, aUsageStatus());
  api.routes['GET /api/resume/my-resumes'] = json(200, []);
});
afterEach(() => logout());

it("starts without the forms entry, loads it on 'Edit', and the card keeps its values until the form is here", async () => {
  renderRoutes({ '/profile': <ProfileScreen /> }, { path: '/profile' });
  const edit = screen.getByRole('button', { name: 'Edit' });
  await waitFor(() => expect(edit).toBeEnabled());
  expect(within(screen.getByTestId('personal-info')).getByText('Casey Jones')).toBeInTheDocument();
  expect(formsEvaluated).toBe(0);

  await userEvent.click(edit);
  // Until the form arrives the values stay (no empty card in between); then the form, filled in.
  const form = await screen.findByRole('form', { name: 'Edit personal information' });
  expect(formsEvaluated).toBe(1);
  expect(within(form).getByLabelText('First name')).toHaveValue('Casey');
  expect(screen.queryByTestId('personal-info')).not.toBeInTheDocument();
});
