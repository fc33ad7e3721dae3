import type { ReactNode } from 'react';
import { Heading, PageContainer, Stack, Text } from '@resumebeat/shared-ui';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal page: title, effective date, numbered sections. */
export function LegalDocument({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <PageContainer title={title} subtitle={`Last updated ${updated}`} maxWidth="3xl">
      <Stack gap="8" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '10' }}>
        {sections.map((section, index) => (
          <Stack as="section" key={section.heading} gap="2">
            <Heading as="h2" size="lg">
              {index + 1}. {section.heading}
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              {section.body}
            </Text>
          </Stack>
        ))}
      </Stack>
    </PageContainer>
  );
}
