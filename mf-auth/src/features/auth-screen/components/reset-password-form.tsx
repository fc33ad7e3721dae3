import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES, passwordProblem } from '@resumebeat/shared-session/api';
import { Box, Button, Link, Stack, Text } from '@resumebeat/shared-ui';
import { Field, FormAlert } from '@resumebeat/shared-ui/forms';
import { PasswordInput } from './password-input';

export interface ResetPasswordFormProps {
  /** The token of the mailed link (null when the link has none). */
  token: string | null;
  onSubmit: (input: { token: string; password: string }) => Promise<{ message: string }>;
  onSignIn: () => void;
  onAskAgain: () => void;
}

/** The rules the new password must meet, shown before it is typed (the registration rules). */
export const PASSWORD_RULE_TEXTS = [
  `${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters`,
  'at least one letter',
  'at least one digit or symbol',
] as const;

const failureMessage = (failure: unknown) =>
  failure &&
  typeof failure === 'object' &&
  'serverMessage' in failure &&
  typeof failure.serverMessage === 'string' &&
  failure.serverMessage
    ? failure.serverMessage
    : 'Your password could not be changed. Please try again.';

/** /reset-password?token=...: the new password, twice; every earlier session is signed out. */
export function ResetPasswordForm({ token, onSubmit, onSignIn, onAskAgain }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(password);
    if (problem) return setError(problem);
    if (password !== confirm) return setError('The two passwords do not match');
    if (!token) return;
    setSubmitting(true);
    try {
      setDone((await onSubmit({ token, password })).message);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <Stack gap="4" maxW="400px" mx="auto" width="100%">
        <FormAlert>This reset link is not valid or has expired. Please ask for a new one.</FormAlert>
        <Button colorPalette="brand" onClick={onAskAgain}>
          Ask for a new link
        </Button>
      </Stack>
    );
  }
  if (done) {
    return (
      <Stack gap="4" maxW="400px" mx="auto" width="100%">
        <FormAlert status="success">{done}</FormAlert>
        <Button colorPalette="brand" onClick={onSignIn}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack asChild gap="4" maxW="400px" mx="auto" width="100%">
      <form onSubmit={submit} aria-label="Choose a new password">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Box id="reset-password-rules" fontSize="sm" color="fg.muted">
          <Text>Your new password needs:</Text>
          <Box as="ul" ps="5" listStyleType="disc">
            {PASSWORD_RULE_TEXTS.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Box>
          <Text>Setting it signs you out on every device.</Text>
        </Box>
        <Field.Root required>
          <Field.Label htmlFor="reset-password">New password</Field.Label>
          <PasswordInput
            id="reset-password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            required
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor="reset-password-confirm">Confirm new password</Field.Label>
          <PasswordInput
            id="reset-password-confirm"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            required
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={!password || !confirm}>
          Set new password
        </Button>
        <Text textAlign="center" fontSize="sm">
          <Link as="button" type="button" color="brand.fg" fontWeight="semibold" onClick={onAskAgain}>
            Ask for a new link
          </Link>
        </Text>
      </form>
    </Stack>
  );
}
