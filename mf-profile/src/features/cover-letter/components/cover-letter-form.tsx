import type { FormEvent } from 'react';
import { Button, Flex, SimpleGrid, SparklesIcon, Stack } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input, Select, Textarea } from '@resumebeat/shared-ui/forms';
import {
  FOCUS_OPTIONS,
  TONE_OPTIONS,
  isFocus,
  isTone,
  type CoverLetterForm as FormValues,
} from '../utils/cover-letter-rules';

export interface CoverLetterFormProps {
  values: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  generating: boolean;
  /** Nothing to write from: Generate stays off. */
  disabled?: boolean;
  error: string | null;
}

/** docs/product/screens.md#cover-letter-page and docs/product/rules-and-limits.md#cover-letter: Job Title, Company Name and Job Description (required), tone and focus. */
export function CoverLetterForm({ values, onChange, onSubmit, generating, disabled, error }: CoverLetterFormProps) {
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Cover letter details" noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required>
            <Field.Label htmlFor="letter-job-title">
              Job Title <Field.RequiredIndicator />
            </Field.Label>
            <Input
              id="letter-job-title"
              value={values.jobTitle}
              onChange={(event) => set('jobTitle', event.target.value)}
              maxLength={200}
              disabled={generating}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label htmlFor="letter-company">
              Company Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              id="letter-company"
              value={values.companyName}
              onChange={(event) => set('companyName', event.target.value)}
              maxLength={200}
              disabled={generating}
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required>
          <Field.Label htmlFor="letter-job-description">
            Job Description <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            id="letter-job-description"
            value={values.jobDescription}
            onChange={(event) => set('jobDescription', event.target.value)}
            rows={10}
            maxLength={50_000}
            placeholder="Paste the job description here..."
            disabled={generating}
          />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label htmlFor="letter-tone">Tone</Field.Label>
            <Select
              id="letter-tone"
              value={values.tone}
              disabled={generating}
              onChange={(event) => isTone(event.target.value) && set('tone', event.target.value)}
            >
              {TONE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="letter-focus">Focus</Field.Label>
            <Select
              id="letter-focus"
              value={values.focus}
              disabled={generating}
              onChange={(event) => isFocus(event.target.value) && set('focus', event.target.value)}
            >
              {FOCUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field.Root>
        </SimpleGrid>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Flex justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={generating}
            loadingText="Generating…"
            disabled={generating || disabled}
          >
            <SparklesIcon /> Generate Cover Letter
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
