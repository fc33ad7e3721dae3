import type { KeywordReport as KeywordReportData } from '@resumebeat/shared-session/api';
import { Badge, Box, Heading, HStack, Stack, Text } from '@resumebeat/shared-ui';

const MATCH_NOTE = { exact: null, alias: 'alias', stemmed: 'similar word' } as const;

/** docs/product/README.md#what-the-product-is: the job's keywords missing from the resume (orange, first: what to act on) and found in it (green). */
export function KeywordReport({ keywords }: { keywords: KeywordReportData }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="keyword-report-heading">
      <Box>
        <Heading as="h3" size="md" id="keyword-report-heading">
          Keyword Match
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {Math.round(keywords.matchRate)}% of the job&apos;s key skills found in your resume.
        </Text>
      </Box>
      <Box>
        <Text fontWeight="semibold" mb="2" id="missing-keywords-label">
          Missing ({keywords.missing.length})
        </Text>
        {keywords.missing.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nothing important is missing.
          </Text>
        ) : (
          <HStack
            as="ul"
            wrap="wrap"
            gap="2"
            listStyleType="none"
            aria-labelledby="missing-keywords-label"
            data-testid="missing-keywords"
          >
            {keywords.missing.map((keyword) => (
              <li key={keyword.keyword}>
                <Badge
                  colorPalette="orange"
                  variant={keyword.importance === 'required' ? 'solid' : 'subtle'}
                  // The palette's solid orange has 3.5:1 with white: a darker one reaches AA (4.5:1).
                  {...(keyword.importance === 'required' ? { bg: 'orange.700', color: 'white' } : {})}
                  size="md"
                >
                  {keyword.keyword}
                  {keyword.importance === 'required' ? (
                    <Box as="span" srOnly>
                      {' '}
                      (required)
                    </Box>
                  ) : null}
                </Badge>
              </li>
            ))}
          </HStack>
        )}
        {keywords.missing.some((keyword) => keyword.importance === 'required') ? (
          <Text fontSize="xs" color="fg.muted" mt="2">
            Solid chips are required by the job.
          </Text>
        ) : null}
      </Box>
      <Box>
        <Text fontWeight="semibold" mb="2" id="matched-keywords-label">
          Matched ({keywords.matched.length})
        </Text>
        {keywords.matched.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            None yet.
          </Text>
        ) : (
          <HStack
            as="ul"
            wrap="wrap"
            gap="2"
            listStyleType="none"
            aria-labelledby="matched-keywords-label"
            data-testid="matched-keywords"
          >
            {keywords.matched.map((keyword) => {
              const note = MATCH_NOTE[keyword.match];
              return (
                <li key={keyword.keyword}>
                  <Badge
                    colorPalette="green"
                    variant="subtle"
                    size="md"
                    title={note ? `Found as “${keyword.found}” (${note})` : undefined}
                  >
                    {keyword.keyword}
                    {note ? (
                      <Text as="span" fontSize="xs" color="green.800" fontWeight="normal">
                        {`≈ ${keyword.found}`}
                        <Box as="span" srOnly>{` (${note})`}</Box>
                      </Text>
                    ) : null}
                  </Badge>
                </li>
              );
            })}
          </HStack>
        )}
      </Box>
    </Stack>
  );
}
