import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@resumebeat/shared-ui';
import { CheckboxField, Field, FormAlert, Input } from '@resumebeat/shared-ui/forms';
import { PasswordInput } from './password-input';

export interface RegisterFormProps {
  onSubmit: (form: { name: string; username: string; email: string; password: string }) => Promise<void>;
  onSwitchToLogin: () => void;
  /** A note shown above the form, e.g. the upgrade prompt passed in navigation state. */
  notice?: string | null;
}

/** SPEC.md's alert text: 'Registration failed: ' plus the server's response, else the error, else 'Unknown error'. */
export function registrationFailedMessage(failure: unknown): string {
  const detail =
    failure && typeof failure === 'object' && 'serverMessage' in failure && typeof failure.serverMessage === 'string' && failure.serverMessage
      ? failure.serverMessage
      : failure instanceof Error && failure.message
        ? failure.message
        : 'Unknown error';
  return `Registration failed: ${detail}`;
}

/** SPEC.md's registration form. The name is collected but not sent; the terms box is not enforced. */
export function RegisterForm({ onSubmit, onSwitchToLogin, notice }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ name: name.trim(), username: username.trim(), email: email.trim(), password });
    } catch (failure) {
      setError(registrationFailedMessage(failure));
      setSubmitting(false);
    }
  }

  return (
    <Stack asChild gap="4" maxW="400px" mx="auto" width="100%">
      <form onSubmit={submit} aria-label="Register">
      {notice ? (
        <FormAlert status="info">{notice}</FormAlert>
      ) : null}
      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : null}
      <Field.Root>
        <Field.Label htmlFor="register-name">Name</Field.Label>
        <Input id="register-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label htmlFor="register-username">Username</Field.Label>
        <Input id="register-username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required />
      </Field.Root>
      <Field.Root required>
        <Field.Label htmlFor="register-email">Email</Field.Label>
        <Input id="register-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </Field.Root>
      <Field.Root required>
        <Field.Label htmlFor="register-password">Password</Field.Label>
        <PasswordInput id="register-password" value={password} onChange={setPassword} autoComplete="new-password" required />
      </Field.Root>
      <CheckboxField id="register-terms" checked={agreed} onChange={setAgreed}>
        I have read and agree to the terms
      </CheckboxField>
      <Button type="submit" colorPalette="brand" loading={submitting}>
        Sign up
      </Button>
      <Text textAlign="center" fontSize="sm">
        Already have an account?{' '}
        <Link as="button" color="brand.fg" fontWeight="semibold" onClick={onSwitchToLogin}>
          Login
        </Link>
      </Text>
      </form>
    </Stack>
  );
}
