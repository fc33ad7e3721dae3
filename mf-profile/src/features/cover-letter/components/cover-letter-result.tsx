import type { Ref } from 'react';
import type { CoverLetterResponse } from '@resumebeat/shared-session/api';
import { ArrowLeftIcon, Box, Button, CheckIcon, Flex, Heading, HStack, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';

export interface CoverLetterResultProps {
  letter: CoverLetterResponse;
  headingRef?: Ref<HTMLHeadingElement>;
  onCopy: () => void;
  onDownloadPdf: () => void;
  pdfBusy?: boolean;
  pdfError?: string | null;
  onDownloadDocx: () => void;
  onDownloadHtml: () => void;
  onDownloadText: () => void;
  onRegenerate: () => void;
  onGenerateAnother: () => void;
  onBackToAnalysis: () => void;
}

/** docs/product/screens.md#cover-letter-page: the letter with Copy, Download, Regenerate, Generate Another, Back to Resume Analysis. */
export function CoverLetterResult({
  letter,
  headingRef,
  pdfBusy = false,
  pdfError = null,
  ...actions
}: CoverLetterResultProps) {
  return (
    <Stack gap="5" data-testid="cover-letter-result">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
          Your Cover Letter
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="cover-letter-word-count">
          {letter.wordCount} words
        </Text>
      </Flex>
      <Box
        as="article"
        aria-label="Cover letter"
        data-testid="cover-letter-text"
        whiteSpace="pre-wrap"
        lineHeight="tall"
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '4', md: '6' }}
        fontFamily="Helvetica, Arial, sans-serif"
      >
        {letter.coverLetter}
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={actions.onCopy}>
          Copy
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={actions.onDownloadPdf}
          disabled={pdfBusy}
          aria-busy={pdfBusy || undefined}
        >
          {pdfBusy ? 'Preparing PDF…' : 'Download .pdf'}
        </Button>
        <Button variant="outline" onClick={actions.onDownloadDocx}>
          Download .docx
        </Button>
        <Button variant="outline" onClick={actions.onDownloadHtml}>
          Download .html
        </Button>
        <Button variant="outline" onClick={actions.onDownloadText}>
          Download .txt
        </Button>
        <Button variant="outline" onClick={actions.onRegenerate}>
          Regenerate
        </Button>
        <Button variant="outline" onClick={actions.onGenerateAnother}>
          Generate Another
        </Button>
        <Button variant="ghost" onClick={actions.onBackToAnalysis}>
          <ArrowLeftIcon /> Back to Resume Analysis
        </Button>
      </Flex>
      {pdfError ? <FormAlert>{pdfError}</FormAlert> : null}
      {letter.suggestions.length > 0 ? (
        <Stack
          as="section"
          gap="2"
          aria-labelledby="letter-suggestions-heading"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          p="4"
        >
          <Heading as="h3" size="sm" id="letter-suggestions-heading">
            Before you send it
          </Heading>
          <Stack as="ul" gap="1.5" listStyleType="none">
            {letter.suggestions.map((suggestion) => (
              <HStack as="li" key={suggestion} gap="2" align="flex-start" fontSize="sm">
                <CheckIcon color="brand.solid" boxSize="4" mt="0.5" flexShrink={0} />
                <Text>{suggestion}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
