// Decision 036: password rules listed before typing and ticked live; every issue the server
// names shown; the sign-up name sent; 'Remember me' keeps the session for the token's 30 days.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { getCurrentUser, logout } from '@resumebeat/shared-session';
import { ApiError, authApi } from '@resumebeat/shared-session/api';
import { signInWithPassword, signUp } from '../../../shared/auth-calls';
import { RegisterForm } from '../components/register-form';

// Typing is slow on a busy machine: a bound against a hang, not a speed check.
jest.setTimeout(30_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

beforeEach(() => {
  window.localStorage.clear();
  logout();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const rule = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getByText(name)
    .closest('li')!;

describe('the password rules of the register form', () => {
  it('are listed before anything is typed, none ticked', () => {
    renderPage(<RegisterForm onSubmit={jest.fn()} onSwitchToLogin={() => {}} />);
    const list = screen.getByRole('list', { name: 'Password rules' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 8 characters (not met yet)', 'One letter (not met yet)', 'One digit or symbol (not met yet)']);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-describedby', list.id);
  });

  it('are ticked one by one as the password meets them, and unticked when it stops', async () => {
    renderPage(<RegisterForm onSubmit={jest.fn()} onSwitchToLogin={() => {}} />);
    const password = screen.getByLabelText('Password', { exact: true });
    await userEvent.type(password, 'abc');
    expect(rule(/One letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/One letter/)).toHaveTextContent('(met)');
    expect(rule(/At least 8/)).toHaveAttribute('data-met', 'false');
    expect(rule(/digit or symbol/)).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, 'de-fg');
    expect(rule(/At least 8/)).toHaveAttribute('data-met', 'true');
    expect(rule(/digit or symbol/)).toHaveAttribute('data-met', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, '12345678');
    expect(rule(/One letter/)).toHaveAttribute('data-met', 'false');
  });
});

describe('server messages on registration', () => {
  it('shows every issue the server names, not only the first, and marks the fields', async () => {
    const body = {
      message: 'Password must be at least 8 characters',
      issues: [
        { path: 'body.password', message: 'Password must be at least 8 characters' },
        { path: 'body.password', message: 'Password must contain at least one letter and one digit or symbol' },
        { path: 'body.email', message: 'Email must be a valid email address' },
      ],
    };
    const onSubmit = jest.fn().mockRejectedValue(new ApiError(400, body.message, body));
    renderPage(<RegisterForm onSubmit={onSubmit} onSwitchToLogin={() => {}} />);
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed:');
    for (const issue of body.issues) expect(within(alert).getByText(issue.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("a single message keeps the 'Registration failed: ' line", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(
        new ApiError(409, 'That username is already taken', { message: 'That username is already taken' }),
      );
    renderPage(<RegisterForm onSubmit={onSubmit} onSwitchToLogin={() => {}} />);
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed: That username is already taken$/);
  });
});

describe('the name typed at sign-up', () => {
  it('is sent with the registration (trimmed), and left out when blank', async () => {
    const register = jest
      .spyOn(authApi, 'register')
      .mockResolvedValue({ token: 'jwt-1', username: 'jane', email: 'jane@example.com' });
    await signUp({ name: '  Jane Seeker ', username: 'jane', email: 'jane@example.com', password: 'secret-42' });
    expect(register).toHaveBeenLastCalledWith({
      name: 'Jane Seeker',
      username: 'jane',
      email: 'jane@example.com',
      password: 'secret-42',
    });
    await signUp({ name: '  ', username: 'jane2', email: 'jane2@example.com', password: 'secret-42' });
    expect(register).toHaveBeenLastCalledWith({ username: 'jane2', email: 'jane2@example.com', password: 'secret-42' });
  });
});

describe("'Remember me'", () => {
  it('ticked: asks the server for a remembered session and keeps it past 3 hours, up to the token end', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T08:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    const end = Date.now() + 30 * DAY_MS;
    const login = jest
      .spyOn(authApi, 'login')
      .mockResolvedValue({ token: 'jwt-30d', username: 'casey', email: 'c@example.com', expiresAt: end });
    await signInWithPassword({ usernameOrEmail: 'casey', password: 'right', remember: true });
    expect(login).toHaveBeenCalledWith({ usernameOrEmail: 'casey', password: 'right', remember: true });
    expect(getCurrentUser()).toMatchObject({ token: 'jwt-30d', expiresAt: end, remember: true });

    jest.setSystemTime(Date.now() + 5 * HOUR_MS);
    expect(getCurrentUser()).toMatchObject({ token: 'jwt-30d', expiresAt: end });
    jest.setSystemTime(Date.now() + 20 * DAY_MS);
    expect(getCurrentUser()?.token).toBe('jwt-30d');
    jest.setSystemTime(end + 1000);
    expect(getCurrentUser()).toBeNull();
  });

  it('not ticked: the session is the sliding 3 hours, whatever the token says', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T08:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    const login = jest.spyOn(authApi, 'login').mockResolvedValue({
      token: 'jwt-3h',
      username: 'casey',
      email: 'c@example.com',
      expiresAt: Date.now() + 3 * HOUR_MS,
    });
    await signInWithPassword({ usernameOrEmail: 'casey', password: 'right', remember: false });
    expect(login).toHaveBeenCalledWith({ usernameOrEmail: 'casey', password: 'right' });
    expect(getCurrentUser()?.expiresAt).toBe(Date.now() + 3 * HOUR_MS);
    expect(getCurrentUser()).not.toHaveProperty('remember');
    jest.setSystemTime(Date.now() + 3 * HOUR_MS + 1000);
    expect(getCurrentUser()).toBeNull();
  });
});
