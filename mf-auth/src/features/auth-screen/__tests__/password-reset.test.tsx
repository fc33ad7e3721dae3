import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { ResetPasswordForm } from '../components/reset-password-form';

describe("'Forgot password?'", () => {
  it('opens the reset request from the sign-in form', async () => {
    const onForgotPassword = jest.fn();
    renderPage(<LoginForm onSubmit={jest.fn()} onSwitchToRegister={() => {}} onForgotPassword={onForgotPassword} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });

  it("sends the email and shows the server's neutral answer", async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValue({ message: 'If an account exists for that email, we have sent a link.', mailEnabled: true });
    renderPage(<ForgotPasswordForm onSubmit={onSubmit} onBack={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Email address/), '  casey@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith('casey@example.com');
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('points to support when the server sends no mail', async () => {
    const onSubmit = jest.fn().mockResolvedValue({
      message: 'Email is not available on this server. Please contact support to reset your password.',
      mailEnabled: false,
    });
    renderPage(<ForgotPasswordForm onSubmit={onSubmit} onBack={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/profile#support');
  });
});

describe('the reset page', () => {
  const token = 'a'.repeat(43);

  it('shows the password rules before anything is typed, and refuses a weak or mismatched password without calling the server', async () => {
    const onSubmit = jest.fn();
    renderPage(<ResetPasswordForm token={token} onSubmit={onSubmit} onSignIn={() => {}} onAskAgain={() => {}} />);
    expect(screen.getByText('8 to 128 characters')).toBeInTheDocument();
    expect(screen.getByText('at least one digit or symbol')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'letters');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'letters');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sets the new password with the token and offers to sign in', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValue({ message: 'Your password has been changed. Please sign in with your new password.' });
    const onSignIn = jest.fn();
    renderPage(<ResetPasswordForm token={token} onSubmit={onSubmit} onSignIn={onSignIn} onAskAgain={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-pass-123');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(onSubmit).toHaveBeenCalledWith({ token, password: 'new-pass-123' });
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it("shows the server's refusal of a spent or expired link", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      Object.assign(new Error('HTTP 400'), {
        serverMessage: 'This reset link is not valid or has expired. Please ask for a new one.',
      }),
    );
    renderPage(<ResetPasswordForm token={token} onSubmit={onSubmit} onSignIn={() => {}} onAskAgain={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-pass-123');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid or has expired');
  });

  it('says a link without a token is not valid', () => {
    renderPage(<ResetPasswordForm token={null} onSubmit={jest.fn()} onSignIn={() => {}} onAskAgain={() => {}} />);
    expect(screen.getByText(/This reset link is not valid/)).toBeInTheDocument();
  });
});
