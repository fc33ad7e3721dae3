import { useState, type ReactNode } from 'react';
import type { ResumeReading } from '@resumebeat/shared-session/api';
import { AlertIcon, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@resumebeat/shared-ui';
import { ReadingFeedbackForm, type ReadingFeedbackFormProps, type ReadingScan } from './reading-feedback-form';

export interface ReadingPanelProps {
  reading: ResumeReading;
  scan: ReadingScan;
  send?: ReadingFeedbackFormProps['send'];
}

const NOT_FOUND = 'not found';

/**
 * The reading when it has the shape this panel draws: a result can come back from the history's
 * state (Back to Analysis), which nothing checked since the upload answered.
 */
export function asReading(value: unknown): ResumeReading | null {
  const reading = value as Partial<ResumeReading> | null | undefined;
  if (!reading || typeof reading !== 'object' || !reading.contact || typeof reading.contact !== 'object') return null;
  const lists = [reading.roles, reading.education, reading.skills, reading.warnings, reading.contact.links];
  return lists.every(Array.isArray) ? (reading as ResumeReading) : null;
}

/** A value read, or what was not found, set apart ('dates not found'). */
function Value({ children, what }: { children: string | null; what?: string }) {
  return children ? (
    <>{children}</>
  ) : (
    <Text as="span" color="orange.fg" fontStyle="italic">
      {what ? `${what} ${NOT_FOUND}` : NOT_FOUND}
    </Text>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="div" gap="2" wrap="wrap">
      <Box as="dt" fontWeight="medium" minW={{ base: '3.5rem', sm: '5.5rem' }}>
        {label}
      </Box>
      <Box as="dd" color="fg.muted" wordBreak="break-word" flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

const dates = (start: string | null, end: string | null) =>
  start || end ? [start, end].filter(Boolean).join(' – ') : null;

/**
 * docs/product/README.md#what-the-product-is: 'How an ATS reads your resume' (docs/decisions/031). What the reader found in
 * the file, for everyone, folded by default below the score's results; plain warnings where
 * something was not found or guessed; and 'This is wrong' to tell the team. Self-contained: it
 * needs the upload's reading and the scan it came from, nothing else of the page.
 */
export function ReadingPanel({ reading, scan, send }: ReadingPanelProps) {
  const [reporting, setReporting] = useState(false);
  const { contact, roles, education, skills, warnings } = reading;
  const summary =
    warnings.length === 0 ? 'Nothing missing' : `${warnings.length} thing${warnings.length === 1 ? '' : 's'} to check`;
  return (
    <Stack
      as="section"
      gap="2"
      aria-labelledby="reading-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="reading-panel"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="md" id="reading-heading">
          How an ATS reads your resume
        </Heading>
        <Badge colorPalette={warnings.length === 0 ? 'green' : 'orange'} variant="subtle">
          {summary}
        </Badge>
      </Flex>
      <Box as="details" fontSize="sm" data-testid="reading-details">
        <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" width="fit-content">
          Show what was read
        </Box>
        <Stack gap="4" mt="3">
          {warnings.length > 0 ? (
            <Box as="ul" listStyleType="none" data-testid="reading-warnings" aria-label="Warnings">
              {warnings.map((warning, index) => (
                <HStack as="li" key={index} align="flex-start" gap="2" py="1">
                  <AlertIcon color="orange.fg" boxSize="4" mt="0.5" flexShrink={0} aria-hidden />
                  <Text>{warning.message}</Text>
                </HStack>
              ))}
            </Box>
          ) : null}

          <Box>
            <Text fontWeight="semibold" mb="1">
              Contact
            </Text>
            <Stack as="dl" gap="0.5">
              <Row label="Name">
                <Value>{contact.name}</Value>
              </Row>
              <Row label="Email">
                <Value>{contact.email}</Value>
              </Row>
              <Row label="Phone">
                <Value>{contact.phone}</Value>
              </Row>
              <Row label="Links">{contact.links.length > 0 ? contact.links.join(', ') : <Value>{null}</Value>}</Row>
            </Stack>
          </Box>

          <Box>
            <Text fontWeight="semibold" mb="1">
              Experience ({roles.length} {roles.length === 1 ? 'role' : 'roles'})
            </Text>
            {roles.length === 0 ? (
              <Text color="orange.fg">No roles were read.</Text>
            ) : (
              <Stack as="ol" gap="2" listStyleType="none" data-testid="reading-roles">
                {roles.map((role, index) => (
                  <Box
                    as="li"
                    key={index}
                    borderStartWidth="3px"
                    borderColor={
                      warnings.some((w) => w.item === index && w.id.startsWith('role')) ? 'orange.solid' : 'border'
                    }
                    ps="3"
                  >
                    <Text fontWeight="medium">
                      <Value what="title">{role.title}</Value>
                    </Text>
                    <Text color="fg.muted">
                      <Value what="employer">{role.employer}</Value>
                      {' · '}
                      <Value what="dates">{dates(role.start, role.end)}</Value>
                      {` · ${role.bullets} bullet${role.bullets === 1 ? '' : 's'}`}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>

          <Box>
            <Text fontWeight="semibold" mb="1">
              Education
            </Text>
            {education.length === 0 ? (
              <Text color="orange.fg">No schools were read.</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none">
                {education.map((entry, index) => (
                  <Box as="li" key={index}>
                    <Value what="degree">{entry.degree}</Value>
                    {', '}
                    <Value what="school">{entry.school}</Value>
                    {entry.start || entry.end ? (
                      <Text as="span" color="fg.muted">{` (${dates(entry.start, entry.end)})`}</Text>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>

          <Box>
            <Text fontWeight="semibold" mb="1">
              Skills ({skills.length})
            </Text>
            {skills.length === 0 ? (
              <Text color="orange.fg">No skills were read.</Text>
            ) : (
              <HStack as="ul" wrap="wrap" gap="1.5" listStyleType="none" data-testid="reading-skills">
                {skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="outline" size="sm">
                      {skill}
                    </Badge>
                  </li>
                ))}
              </HStack>
            )}
          </Box>

          {reporting ? (
            <ReadingFeedbackForm reading={reading} scan={scan} send={send} onCancel={() => setReporting(false)} />
          ) : (
            <Box>
              <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
                This is wrong
              </Button>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
