import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { LoginForm } from '../components/login-form';
import { RegisterForm, registrationFailedMessage } from '../components/register-form';

// Typing re-renders per key; on a busy machine that takes seconds: a bound against hangs, not a speed check.
jest.setTimeout(30_000);

describe('LoginForm', () => {
  it('sends the Email address field as usernameOrEmail, a username included', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderPage(<LoginForm onSubmit={onSubmit} onSwitchToRegister={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email address'), '  casey  ');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ usernameOrEmail: 'casey', password: 'secret-pass', remember: true });
  });

  it("shows the documented alert on failure, and 'No authentication token received' as it is", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 401'))
      .mockRejectedValueOnce(new Error('No authentication token received'));
    renderPage(<LoginForm onSubmit={onSubmit} onSwitchToRegister={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'casey');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token received');
  });
});

describe('RegisterForm', () => {
  it('collects the name but the caller decides what to send; shows the server reason on failure', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(Object.assign(new Error('HTTP 409'), { serverMessage: 'That username is taken' }));
    renderPage(<RegisterForm onSubmit={onSubmit} onSwitchToLogin={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Casey Example');
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Email'), 'c@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Casey Example',
      username: 'casey',
      email: 'c@example.com',
      password: 'secret-pass',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed: That username is taken');
  });

  it('falls back to the error message, then Unknown error', () => {
    expect(registrationFailedMessage(new Error('Network down'))).toBe('Registration failed: Network down');
    expect(registrationFailedMessage(null)).toBe('Registration failed: Unknown error');
  });
});
