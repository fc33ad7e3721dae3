import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  isApiError,
  MAX_READING_CORRECTION_CHARS,
  READING_FEEDBACK_MESSAGES,
  READING_PROBLEM_LABELS,
  READING_PROBLEMS,
  resumeApi,
  type ReadingFeedbackRequest,
  type ReadingProblem,
  type ResumeReading,
} from '@resumebeat/shared-session/api';
import { Box, Button, Flex, Stack, Text } from '@resumebeat/shared-ui';
import { CheckboxField, Field, FormAlert, Select, Textarea } from '@resumebeat/shared-ui/forms';

/** Which scan the report is about: its ticket and text (anyone), or a stored scan's id (an account). */
export interface ReadingScan {
  scanTicket?: string;
  content?: string;
  resumeId?: string;
}

export interface ReadingFeedbackFormProps {
  reading: ResumeReading;
  scan: ReadingScan;
  onCancel: () => void;
  /** Sends the report (the api call by default; tests pass their own). */
  send?: (payload: ReadingFeedbackRequest) => Promise<{ message: string }>;
}

const CONSENT_LABEL =
  'Store how my resume was read, its text and my correction, so the ResumeBeat team can improve how resumes are read.';

/** 'This is wrong': what is wrong, an optional correction, and an explicit consent to store them. */
export function ReadingFeedbackForm({
  reading,
  scan,
  onCancel,
  send = (payload) => resumeApi.readingFeedback(payload),
}: ReadingFeedbackFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<ReadingProblem | ''>('');
  const [correction, setCorrection] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem === '') return setError(READING_FEEDBACK_MESSAGES.problem);
    if (correction.trim().length > MAX_READING_CORRECTION_CHARS) return setError(READING_FEEDBACK_MESSAGES.correction);
    // Nothing leaves the page without the box ticked.
    if (!consent) return setError(READING_FEEDBACK_MESSAGES.consent);
    setError(null);
    setSending(true);
    try {
      const answer = await send({
        ...scan,
        reading,
        problem,
        ...(correction.trim() ? { correction: correction.trim() } : {}),
        consent: true,
      });
      setSent(answer.message);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? failure.serverMessage
          : 'Your correction could not be sent. Check your connection and try again.',
      );
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Box data-testid="reading-feedback-sent">
        <FormAlert status="success">{sent}</FormAlert>
      </Box>
    );
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
      aria-labelledby={`${id}-title`}
      data-testid="reading-feedback-form"
    >
      <Stack gap="3">
        <Text fontWeight="semibold" id={`${id}-title`}>
          Tell us what was read wrong
        </Text>
        <Field.Root>
          <Field.Label htmlFor={`${id}-problem`}>What is wrong</Field.Label>
          <Select
            id={`${id}-problem`}
            value={problem}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => setProblem(event.target.value as ReadingProblem | '')}
          >
            <option value="">Choose…</option>
            {READING_PROBLEMS.map((value) => (
              <option key={value} value={value}>
                {READING_PROBLEM_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-correction`}>What it should say (optional)</Field.Label>
          <Textarea
            id={`${id}-correction`}
            value={correction}
            rows={3}
            maxLength={MAX_READING_CORRECTION_CHARS}
            placeholder='For example: "Volunteer Coordinator, Denver Food Bank, 2019 – 2021"'
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setCorrection(event.target.value)}
          />
        </Field.Root>
        <CheckboxField id={`${id}-consent`} checked={consent} onChange={setConsent}>
          {CONSENT_LABEL}
        </CheckboxField>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand" loading={sending}>
            Send correction
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
