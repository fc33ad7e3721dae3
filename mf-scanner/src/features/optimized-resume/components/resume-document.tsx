import { Fragment, useMemo, type ReactNode } from 'react';
import {
  CHECK_NUMBER_TEXT,
  documentBlocks,
  numbersToCheck,
  type DocumentBlock,
} from '@resumebeat/shared-contract/document';
import { AlertIcon, Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@resumebeat/shared-ui';
import { changeIndex, withNumbersToCheck, type Segment } from '../utils/resume-changes';

export const DOCUMENT_TEXT = {
  legend: 'Changes from your resume:',
  added: 'added or reworded',
  removed: 'removed',
  check: CHECK_NUMBER_TEXT,
  toggle: 'Show changes',
  checkTitle: (count: number) =>
    count === 1 ? 'Check this number before you send it' : `Check these ${count} numbers before you send it`,
  checkWhy:
    'Each stands alone where a unit such as % is expected: the unit may have been lost when your file was read. Add it, or rephrase, in your own copy.',
} as const;

/** Added words: underlined and shaded, and announced; never colour alone. */
function Added({ children }: { children: ReactNode }) {
  return (
    <Box
      as="ins"
      bg="green.100"
      color="green.950"
      textDecoration="underline"
      textDecorationThickness="2px"
      textUnderlineOffset="2px"
      borderRadius="sm"
      px="0.5"
    >
      <VisuallyHidden>added: </VisuallyHidden>
      {children}
    </Box>
  );
}

function Removed({ children }: { children: ReactNode }) {
  return (
    <Box as="del" color="red.800" textDecoration="line-through" textDecorationThickness="2px">
      <VisuallyHidden>removed: </VisuallyHidden>
      {children}
    </Box>
  );
}

function CheckNumber({ children }: { children: ReactNode }) {
  return (
    <>
      <Box
        as="mark"
        bg="yellow.200"
        color="gray.900"
        fontWeight="bold"
        borderRadius="sm"
        px="0.5"
        outline="1px dashed"
        outlineColor="orange.600"
      >
        {children}
      </Box>
      <Box as="span" fontSize="xs" fontWeight="semibold" color="orange.800" ms="1" data-testid="check-number">
        ({CHECK_NUMBER_TEXT})
      </Box>
    </>
  );
}

function Segments({ segments, showChanges }: { segments: Segment[]; showChanges: boolean }) {
  const shown = showChanges ? segments : segments.filter((s) => s.kind !== 'removed');
  return (
    <>
      {shown.map((segment, i) => {
        const space = i > 0 && !segment.tight ? ' ' : '';
        const body =
          segment.kind === 'check' ? (
            <CheckNumber>{segment.text}</CheckNumber>
          ) : segment.kind === 'added' && showChanges ? (
            <Added>{segment.text}</Added>
          ) : segment.kind === 'removed' ? (
            <Removed>{segment.text}</Removed>
          ) : (
            segment.text
          );
        return (
          <Fragment key={i}>
            {space}
            {body}
          </Fragment>
        );
      })}
    </>
  );
}

interface Shown {
  block: DocumentBlock;
  segments: Segment[];
}

/** Blocks in order, consecutive bullets gathered in one list. */
function groups(shown: Shown[]): Array<Shown | Shown[]> {
  const out: Array<Shown | Shown[]> = [];
  for (const item of shown) {
    const last = out[out.length - 1];
    if (item.block.kind === 'bullet' && Array.isArray(last) && !item.block.gapBefore) last.push(item);
    else out.push(item.block.kind === 'bullet' ? [item] : item);
  }
  return out;
}

/**
 * The optimized resume as a document: the name, section headings, roles and bullets, one column
 * like the PDF. With `showChanges`, what differs from the person's own text is shown inline
 * (<ins> added or reworded, <del> removed, each announced); numbers that may have lost their
 * unit are always marked ("check this number").
 */
export function ResumeDocument({
  text,
  original,
  showChanges,
}: {
  text: string;
  original: string;
  showChanges: boolean;
}) {
  const shown = useMemo(() => {
    const changes = changeIndex(original);
    return documentBlocks(text).map((block) => ({
      block,
      segments: withNumbersToCheck(changes.segmentsOf(block.text)),
    }));
  }, [text, original]);

  return (
    <Box
      as="article"
      data-testid="optimized-resume-text"
      aria-label="Optimized resume"
      tabIndex={0}
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      boxShadow="sm"
      px={{ base: '4', md: '12' }}
      py={{ base: '5', md: '10' }}
      fontFamily="Helvetica, Arial, sans-serif"
      fontSize={{ base: 'sm', md: 'md' }}
      lineHeight="1.5"
      overflowWrap="anywhere"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {groups(shown).map((group) => {
        if (Array.isArray(group)) {
          return (
            <Box as="ul" key={group[0]!.block.line} ps="5" my="1" listStyleType="disc">
              {group.map(({ block, segments }) => (
                <Box as="li" key={block.line} my="0.5">
                  <Segments segments={segments} showChanges={showChanges} />
                </Box>
              ))}
            </Box>
          );
        }
        const { block, segments } = group;
        const content = <Segments segments={segments} showChanges={showChanges} />;
        const top = block.gapBefore ? '3' : '0.5';
        switch (block.kind) {
          case 'name':
            return (
              <Heading
                as="h3"
                key={block.line}
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="bold"
                mb="1"
                color="gray.900"
              >
                {content}
              </Heading>
            );
          case 'heading':
            return (
              <Heading
                as="h4"
                key={block.line}
                fontSize="md"
                fontWeight="bold"
                letterSpacing="wide"
                mt="4"
                mb="1"
                pb="0.5"
                borderBottomWidth="1px"
                borderColor="gray.400"
                color="gray.900"
              >
                {content}
              </Heading>
            );
          case 'role':
            return (
              <Heading
                as="h5"
                key={block.line}
                fontSize={{ base: 'sm', md: 'md' }}
                fontWeight="bold"
                mt={top}
                color="gray.900"
              >
                {content}
              </Heading>
            );
          default:
            return (
              <Text key={block.line} mt={top}>
                {content}
              </Text>
            );
        }
      })}
    </Box>
  );
}

/** The legend of the marks and the switch that shows or hides the changes. */
export function ChangesLegend({ showChanges, onToggle }: { showChanges: boolean; onToggle: () => void }) {
  return (
    <Flex gap="3" align="center" wrap="wrap" fontSize="sm" data-testid="changes-legend">
      <Text fontWeight="medium">{DOCUMENT_TEXT.legend}</Text>
      <Text as="span">
        <Added>{DOCUMENT_TEXT.added}</Added>
      </Text>
      <Text as="span">
        <Removed>{DOCUMENT_TEXT.removed}</Removed>
      </Text>
      <Text as="span">
        <Box
          as="mark"
          bg="yellow.200"
          color="gray.900"
          fontWeight="bold"
          borderRadius="sm"
          px="0.5"
          outline="1px dashed"
          outlineColor="orange.600"
        >
          30
        </Box>{' '}
        {CHECK_NUMBER_TEXT}
      </Text>
      <Button size="xs" variant="outline" aria-pressed={showChanges} onClick={onToggle} ms={{ md: 'auto' }}>
        {DOCUMENT_TEXT.toggle}: {showChanges ? 'on' : 'off'}
      </Button>
    </Flex>
  );
}

/** The numbers to check, listed with their line, above the document. */
export function NumbersToCheck({ text }: { text: string }) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const checks = numbersToCheck(text);
  if (checks.length === 0) return null;
  return (
    <Stack
      gap="1"
      role="note"
      aria-labelledby="numbers-to-check-title"
      data-testid="numbers-to-check"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="lg"
      p="4"
    >
      <Flex gap="2" align="center">
        <AlertIcon color="orange.600" boxSize="5" flexShrink={0} />
        <Text fontWeight="semibold" id="numbers-to-check-title" color="orange.900">
          {DOCUMENT_TEXT.checkTitle(checks.length)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="orange.900">
        {DOCUMENT_TEXT.checkWhy}
      </Text>
      <Box as="ul" ps="5" fontSize="sm" color="gray.900" listStyleType="disc">
        {checks.map((check) => {
          const line = lines[check.line]!.replace(/^\s*[•\-*–▪●◦]\s+/, '');
          const offset = lines[check.line]!.length - line.length;
          return (
            <Box as="li" key={`${check.line}:${check.start}`}>
              “{line.slice(Math.max(0, check.start - offset - 60), check.start - offset)}
              <Box as="mark" bg="yellow.200" fontWeight="bold" px="0.5">
                {check.number}
              </Box>
              {line.slice(check.end - offset, check.end - offset + 30)}”
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
