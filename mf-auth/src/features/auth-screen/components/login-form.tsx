import { useState, type FormEvent } from 'react';
import { Button, Flex, Link, Stack, Text } from '@resumebeat/shared-ui';
import { CheckboxField, Field, FormAlert, Input } from '@resumebeat/shared-ui/forms';
import { PasswordInput } from './password-input';

export interface LoginFormProps {
  onSubmit: (credentials: { usernameOrEmail: string; password: string; remember: boolean }) => Promise<void>;
  onSwitchToRegister: () => void;
  /** 'Forgot password?': opens the form that asks for a reset link. */
  onForgotPassword?: () => void;
}

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/**
 * The login form (docs/product/screens.md#sign-in-screen). The field is labelled "Email address" and uses the browser's email input
 * type, but a username works too (the value is sent as usernameOrEmail), so the form does not let
 * the browser's email validation block a username.
 */
export function LoginForm({ onSubmit, onSwitchToRegister, onForgotPassword }: LoginFormProps) {
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ usernameOrEmail: usernameOrEmail.trim(), password, remember });
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message === 'No authentication token received'
          ? failure.message
          : LOGIN_FAILED;
      setError(message);
      setSubmitting(false);
    }
  }

  return (
    <Stack asChild gap="4" maxW="400px" mx="auto" width="100%">
      <form onSubmit={submit} noValidate aria-label="Login">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field.Root required>
          <Field.Label htmlFor="login-email">Email address</Field.Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="username"
            value={usernameOrEmail}
            onChange={(event) => setUsernameOrEmail(event.target.value)}
            required
          />
          <Field.HelperText>Your username works too.</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor="login-password">Password</Field.Label>
          <PasswordInput
            id="login-password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
          />
        </Field.Root>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <CheckboxField id="login-remember" checked={remember} onChange={setRemember}>
            Remember me
          </CheckboxField>
          <Link as="button" type="button" color="brand.fg" fontSize="sm" onClick={onForgotPassword}>
            Forgot password?
          </Link>
        </Flex>
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={!usernameOrEmail.trim() || !password}>
          Sign in
        </Button>
        <Text textAlign="center" fontSize="sm">
          Not a member?{' '}
          <Link as="button" color="brand.fg" fontWeight="semibold" onClick={onSwitchToRegister}>
            Register
          </Link>
        </Text>
      </form>
    </Stack>
  );
}
