import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input } from '@resumebeat/shared-ui/forms';
import { pathTo } from '@resumebeat/shared-contract/paths';

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; answers the server's (neutral) message and whether mail is sent. */
  onSubmit: (email: string) => Promise<{ message: string; mailEnabled: boolean }>;
  onBack: () => void;
}

const failureMessage = (failure: unknown) =>
  failure &&
  typeof failure === 'object' &&
  'serverMessage' in failure &&
  typeof failure.serverMessage === 'string' &&
  failure.serverMessage
    ? failure.serverMessage
    : 'The request could not be sent. Please try again.';

/** 'Forgot password?': the email to send a reset link to. The answer never says whether an account exists. */
export function ForgotPasswordForm({ onSubmit, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ message: string; mailEnabled: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      setAnswer(await onSubmit(email.trim()));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack asChild gap="4" maxW="400px" mx="auto" width="100%">
      <form onSubmit={submit} aria-label="Reset your password">
        <Text fontSize="sm" color="fg.muted">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {answer ? (
          <FormAlert status={answer.mailEnabled ? 'success' : 'info'}>
            {answer.message}
            {answer.mailEnabled ? null : (
              <>
                {' '}
                <Link href={pathTo.profileSupport()} color="brand.fg" fontWeight="semibold">
                  Contact support
                </Link>
              </>
            )}
          </FormAlert>
        ) : null}
        <Field.Root required>
          <Field.Label htmlFor="forgot-email">Email address</Field.Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={!email.trim()}>
          Send reset link
        </Button>
        <Text textAlign="center" fontSize="sm">
          <Link as="button" type="button" color="brand.fg" fontWeight="semibold" onClick={onBack}>
            Back to sign in
          </Link>
        </Text>
      </form>
    </Stack>
  );
}
