import { useState, type FormEvent } from 'react';
import { NAME_RULES } from '@resumebeat/shared-session/api';
import { Button, Link, Stack, Text } from '@resumebeat/shared-ui';
import { CheckboxField, Field, FormAlert, Input } from '@resumebeat/shared-ui/forms';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

export interface RegisterFormProps {
  onSubmit: (form: { name: string; username: string; email: string; password: string }) => Promise<void>;
  onSwitchToLogin: () => void;
  /** A note shown above the form, e.g. the upgrade prompt passed in navigation state. */
  notice?: string | null;
}

/** The alert text (docs/product/errors.md#sign-in-and-registration): 'Registration failed: ' plus the server's response, else the error, else 'Unknown error'. */
export function registrationFailedMessage(failure: unknown): string {
  const detail =
    failure &&
    typeof failure === 'object' &&
    'serverMessage' in failure &&
    typeof failure.serverMessage === 'string' &&
    failure.serverMessage
      ? failure.serverMessage
      : failure instanceof Error && failure.message
        ? failure.message
        : 'Unknown error';
  return `Registration failed: ${detail}`;
}

type FieldName = 'name' | 'username' | 'email' | 'password';

/**
 * Every issue the server named (a 400 lists one per rule broken, e.g. both password rules), with
 * the field it concerns; empty when the answer carries no list.
 */
export function serverIssues(failure: unknown): Array<{ field: FieldName | null; message: string }> {
  const body = failure && typeof failure === 'object' && 'body' in failure ? (failure as { body: unknown }).body : null;
  const issues = body && typeof body === 'object' && 'issues' in body ? (body as { issues: unknown }).issues : null;
  if (!Array.isArray(issues)) return [];
  const found: Array<{ field: FieldName | null; message: string }> = [];
  for (const issue of issues) {
    if (!issue || typeof issue !== 'object' || typeof (issue as { message?: unknown }).message !== 'string') continue;
    const path = typeof (issue as { path?: unknown }).path === 'string' ? (issue as { path: string }).path : '';
    const field =
      (['name', 'username', 'email', 'password'] as const).find((name) => path === `body.${name}` || path === name) ??
      null;
    const message = (issue as { message: string }).message;
    if (!found.some((known) => known.message === message)) found.push({ field, message });
  }
  return found;
}

interface Failure {
  summary: string;
  /** Every issue when the server named more than one; shown as a list under the summary. */
  issues: Array<{ field: FieldName | null; message: string }>;
}

/**
 * The registration form (docs/product/screens.md#sign-in-screen). The name is sent and kept on the profile (decision 036); the
 * password rules are listed under the field from the start and ticked as they are met; every
 * issue the server names is shown, and its field marked. The terms box is not enforced.
 */
export function RegisterForm({ onSubmit, onSwitchToLogin, notice }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invalid = (field: FieldName) => Boolean(error?.issues.some((issue) => issue.field === field));
  const fieldError = (field: FieldName) =>
    error?.issues
      .filter((issue) => issue.field === field)
      .map((issue) => issue.message)
      .join(' ') || null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ name: name.trim(), username: username.trim(), email: email.trim(), password });
    } catch (failure) {
      const issues = serverIssues(failure);
      setError({ summary: issues.length > 1 ? 'Registration failed:' : registrationFailedMessage(failure), issues });
      setSubmitting(false);
    }
  }

  return (
    <Stack asChild gap="4" maxW="400px" mx="auto" width="100%">
      <form onSubmit={submit} aria-label="Register">
        {notice ? <FormAlert status="info">{notice}</FormAlert> : null}
        {error ? (
          <FormAlert>
            {error.summary}
            {error.issues.length > 1 ? (
              <Stack as="ul" gap="1" mt="1" ps="5" fontWeight="normal" listStyleType="disc">
                {error.issues.map((issue) => (
                  <li key={issue.message}>{issue.message}</li>
                ))}
              </Stack>
            ) : null}
          </FormAlert>
        ) : null}
        <Field.Root invalid={invalid('name')}>
          <Field.Label htmlFor="register-name">Name</Field.Label>
          <Input
            id="register-name"
            autoComplete="name"
            value={name}
            maxLength={NAME_RULES.maxLength}
            onChange={(event) => setName(event.target.value)}
          />
          {fieldError('name') ? <Field.ErrorText color="red.700">{fieldError('name')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={invalid('username')}>
          <Field.Label htmlFor="register-username">Username</Field.Label>
          <Input
            id="register-username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
          {fieldError('username') ? <Field.ErrorText color="red.700">{fieldError('username')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={invalid('email')}>
          <Field.Label htmlFor="register-email">Email</Field.Label>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          {fieldError('email') ? <Field.ErrorText color="red.700">{fieldError('email')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={invalid('password')}>
          <Field.Label htmlFor="register-password">Password</Field.Label>
          <PasswordInput
            id="register-password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            required
            describedBy="register-password-rules"
          />
          <PasswordRules id="register-password-rules" password={password} />
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
