import { useId } from 'react';
import { Badge, Button, Flex, Heading, Stack, Text } from '@resumebeat/shared-ui';
import { CheckboxField } from '@resumebeat/shared-ui/forms';
import type { KeywordReport } from '@resumebeat/shared-contract';

type KeywordImportance = KeywordReport['missing'][number]['importance'];

export const CHECKLIST_TEXT = {
  heading: 'Add the ones you really have',
  intro:
    'The job asks for these and your resume does not show them. Tick only what you really have: it is added to your Skills (and summary) and your resume is scored again. Nothing is added without your tick.',
  apply: 'Add to my resume',
  update: 'Update my resume',
  applied: (count: number) =>
    count === 1 ? '1 keyword added at your request.' : `${count} keywords added at your request.`,
} as const;

export interface ChecklistKeyword {
  keyword: string;
  importance: KeywordImportance;
}

const IMPORTANCE_LABEL: Record<KeywordImportance, string> = {
  required: 'Required',
  preferred: 'Preferred',
  soft: 'Soft skill',
};

/**
 * The job's missing keywords as a checklist (docs/product/screens.md#optimized-resume-page, docs/decisions/019): nothing is
 * ticked at first; the ticked ones go into the optimized resume only when the person applies them.
 */
export function KeywordChecklist(props: {
  keywords: ChecklistKeyword[];
  ticked: string[];
  applied: string[];
  busy: boolean;
  onToggle: (keyword: string, checked: boolean) => void;
  onApply: () => void;
}) {
  const { keywords, ticked, applied, busy, onToggle, onApply } = props;
  const baseId = useId();
  const changed = ticked.length !== applied.length || ticked.some((keyword) => !applied.includes(keyword));
  return (
    <Stack
      as="section"
      aria-labelledby={`${baseId}-heading`}
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '5', md: '6' }}
      data-testid="keyword-checklist"
    >
      <Heading as="h2" size="md" id={`${baseId}-heading`}>
        {CHECKLIST_TEXT.heading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {CHECKLIST_TEXT.intro}
      </Text>
      <Flex as="ul" wrap="wrap" gap="3" listStyleType="none" m="0" p="0">
        {keywords.map(({ keyword, importance }, index) => (
          <Flex as="li" key={keyword} align="center" gap="1.5" borderWidth="1px" borderRadius="md" px="2.5" py="1.5">
            <CheckboxField
              id={`${baseId}-${index}`}
              checked={ticked.includes(keyword)}
              onChange={(checked) => onToggle(keyword, checked)}
            >
              {keyword}
            </CheckboxField>
            <Badge
              size="xs"
              variant="subtle"
              colorPalette={importance === 'required' ? 'red' : importance === 'preferred' ? 'orange' : 'gray'}
            >
              {IMPORTANCE_LABEL[importance]}
            </Badge>
          </Flex>
        ))}
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={onApply} disabled={busy || !changed}>
          {applied.length > 0 ? CHECKLIST_TEXT.update : CHECKLIST_TEXT.apply}
        </Button>
        {applied.length > 0 ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {CHECKLIST_TEXT.applied(applied.length)}
          </Text>
        ) : null}
      </Flex>
    </Stack>
  );
}
